/** The plastics a player has typed before, most used first (then A→Z), for the form's suggestions. */
export function plasticSuggestions(discs: readonly { plastic?: unknown }[]): string[] {
  const counts = new Map<string, number>();
  for (const d of discs) {
    if (typeof d.plastic === 'string' && d.plastic !== '') {
      counts.set(d.plastic, (counts.get(d.plastic) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([p]) => p);
}
