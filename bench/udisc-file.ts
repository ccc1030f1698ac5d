// A UDisc scorecard export made up for the benches: `rounds` rounds from `firstDay` (days after
// 2020-01-01), one a day, on layouts of 9, 18 and 21 holes at 40 courses, the player "Sam" and up
// to three guests a card, with a Par row per round (about 0.5 MB per 1,000 rounds). The same
// arguments always make the same file.
export function udiscFile(rounds: number, firstDay = 0): string {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const sizes = [9, 18, 21];
  const guests = ['Alex', 'Robin', 'Kim'];
  const lines = [
    `PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,${Array.from({ length: 21 }, (_, i) => `Hole${i + 1}`).join(',')}`,
  ];
  for (let r = 0; r < rounds; r++) {
    const holes = sizes[r % 3]!;
    const course = `Course ${r % 40}`;
    const layout = `Layout ${holes}`;
    const start = new Date(Date.UTC(2020, 0, 1) + (firstDay + r) * 86_400_000 + 13 * 3_600_000);
    const date = `${start.toISOString().slice(0, 10)} 1300`;
    const pars = Array.from({ length: holes }, (_, i) => (i % 6 === 5 ? 4 : 3));
    const pad = (xs: number[]) =>
      [...xs.map(String), ...Array<string>(21 - xs.length).fill('')].join(',');
    const total = pars.reduce((a, b) => a + b, 0);
    lines.push(`Par,${course},${layout},${date},,${total},,,${pad(pars)}`);
    for (const name of ['Sam', ...guests.slice(0, r % 4)]) {
      const s = pars.map((p) => p + Math.floor(rnd() * 3) - 1);
      const sum = s.reduce((a, b) => a + b, 0);
      lines.push(`${name},${course},${layout},${date},,${sum},${sum - total},,${pad(s)}`);
    }
  }
  return lines.join('\r\n');
}
