import { describe, expect, it } from 'vitest';
import { unsliced, timeSlices } from '../collection/time-slices';
import type { Round } from '../schemas/round';
import {
  formatUdiscDate,
  parseUdiscDate,
  readUdiscCsv,
  toUdiscCsv,
  udiscCsvHeader,
  udiscCsvLines,
  udiscCards,
  udiscPlayerNames,
  udiscRoundKey,
  UDISC_MAX_BYTES,
  UDISC_MAX_ROUNDS,
  UDISC_NO_PAR_ROW,
  UDISC_NOT_SCORECARDS,
  UDISC_PAR_INVALID,
  UDISC_SCORE_INVALID,
  UDISC_TOO_LARGE,
  UDISC_TOO_MANY_ROUNDS,
  UDISC_DATE_INVALID,
  UDISC_TOO_MANY_PLAYERS,
  udiscPlayerMissing,
} from './udisc-csv';

interface Block {
  course: string;
  layout: string;
  date: string;
  pars: number[];
  players: [string, (number | '')[]][];
}

const CURRENT = [
  'PlayerName',
  'CourseName',
  'LayoutName',
  'StartDate',
  'EndDate',
  'Total',
  '+/-',
  'RoundRating',
];
const OLDER = ['PlayerName', 'CourseName', 'LayoutName', 'Date', 'Total', '+/-'];

/** A file as UDisc writes it: hole columns to the longest layout, shorter layouts left empty. */
function udiscFile(version: 'current' | 'older', blocks: Block[]): string {
  const holes = Math.max(...blocks.map((b) => b.pars.length));
  const header = [
    ...(version === 'current' ? CURRENT : OLDER),
    ...Array.from({ length: holes }, (_, i) => `Hole${i + 1}`),
  ];
  const csv = (xs: string[]) =>
    xs.map((x) => (/[",]/.test(x) ? `"${x.replace(/"/g, '""')}"` : x)).join(',');
  const lines = [header.join(',')];
  const cells = (xs: (number | '')[]) => [
    ...xs.map(String),
    ...Array<string>(holes - xs.length).fill(''),
  ];
  for (const b of blocks) {
    const parTotal = b.pars.reduce((a, p) => a + p, 0);
    const meta = (total: number, diff: string) =>
      version === 'current' ? [b.date, '', String(total), diff, ''] : [b.date, String(total), diff];
    lines.push(csv(['Par', b.course, b.layout, ...meta(parTotal, ''), ...cells(b.pars)]));
    for (const [name, scores] of b.players) {
      const total = scores.reduce<number>((a, s) => a + (s === '' ? 0 : s), 0);
      lines.push(
        csv([name, b.course, b.layout, ...meta(total, String(total - parTotal)), ...cells(scores)]),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

const pars = (n: number, par = 3) => Array.from({ length: n }, () => par);
const nine: Block = {
  course: 'Maple Hill',
  layout: 'Gold',
  date: '2024-06-16 1322',
  pars: pars(9),
  players: [
    ['Sam', [3, 2, 4, 3, 3, 3, 5, 3, 3]],
    ['Alex', [4, 3, 3, 3, 3, 4, 3, 3, 3]],
  ],
};
const eighteen: Block = {
  course: 'Järva DGP',
  layout: 'Main 18',
  date: '2024-07-02 0905',
  pars: [...pars(16), 4, 5],
  players: [['Sam', [...pars(16), 4, 6]]],
};
const twentyOne: Block = {
  course: 'Kokkola',
  layout: '21 holes, with "quotes"',
  date: '2024-08-11 1700',
  pars: pars(21),
  players: [
    ['Robin', pars(21)],
    ['Sam', [...pars(20), '']],
  ],
};

describe('readUdiscCsv', () => {
  it.each(['current', 'older'] as const)(
    'reads a %s export with a Par row per round and layouts of 9, 18 and 21 holes',
    async (version) => {
      const read = await readUdiscCsv(udiscFile(version, [nine, eighteen, twentyOne]), unsliced);
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(read.rounds.map((r) => r.pars.length)).toEqual([9, 18, 21]);
      expect(read.rounds[0]).toMatchObject({
        row: 2,
        courseName: 'Maple Hill',
        layoutName: 'Gold',
        startedAt: '2024-06-16T13:22:00.000Z',
        players: [
          { row: 3, name: 'Sam', scores: [3, 2, 4, 3, 3, 3, 5, 3, 3] },
          { row: 4, name: 'Alex' },
        ],
      });
      expect(read.rounds[1]!.pars.slice(16)).toEqual([4, 5]);
      expect(read.rounds[2]!.layoutName).toBe('21 holes, with "quotes"');
      // The 21st hole Sam left empty was not played.
      expect(read.rounds[2]!.players[1]!.scores[20]).toBeNull();
    },
  );

  it('reports every bad row by its line and keeps nothing', async () => {
    const file = [
      'PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3',
      'Sam,Nowhere,Main,2024-06-16 1322,,9,0,,3,3,3',
      'Par,Maple,Gold,2024-06-16 1322,,9,,,3,x,3',
      'Sam,Maple,Gold,2024-06-16 1322,,9,0,,3,three,3',
      'Par,Maple,Gold,yesterday,,9,,,3,3,3',
      'Sam,Maple,Gold,yesterday,,9,0,,3,3,3',
    ].join('\n');
    const read = await readUdiscCsv(file, unsliced);
    expect(read).toEqual({
      ok: false,
      report: [
        { row: 2, message: UDISC_NO_PAR_ROW },
        { row: 3, message: UDISC_PAR_INVALID },
        { row: 4, message: UDISC_SCORE_INVALID },
        { row: 5, message: UDISC_DATE_INVALID },
      ],
    });
  });

  it('refuses a file that is not a scorecard export, naming the columns it needs', async () => {
    expect(await readUdiscCsv('Disc,Brand\nDestroyer,Innova\n', unsliced)).toEqual({
      ok: false,
      report: [{ row: 1, message: UDISC_NOT_SCORECARDS }],
    });
  });

  it('refuses a card of more than six players', async () => {
    const many: Block = {
      ...nine,
      players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((n) => [n, pars(9)]),
    };
    expect(await readUdiscCsv(udiscFile('current', [many]), unsliced)).toEqual({
      ok: false,
      report: [{ row: 2, message: UDISC_TOO_MANY_PLAYERS }],
    });
  });

  it('refuses a file over the size ceiling before parsing it', async () => {
    const big = udiscFile('current', [nine]) + ' '.repeat(UDISC_MAX_BYTES);
    expect(await readUdiscCsv(big, unsliced)).toEqual({
      ok: false,
      report: [{ row: 0, message: UDISC_TOO_LARGE }],
    });
  });

  it('refuses more rounds than the ceiling, and stops reading there', async () => {
    const blocks = Array.from({ length: UDISC_MAX_ROUNDS + 1 }, (_, i) => ({
      ...nine,
      date: formatUdiscDate(new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString()),
      players: [nine.players[0]!],
    }));
    const read = await readUdiscCsv(udiscFile('current', blocks), timeSlices(10), 4096);
    expect(read).toMatchObject({ ok: false, report: [{ message: UDISC_TOO_MANY_ROUNDS }] });
  });

  it('reads in slices, giving the event loop turns, with the same result', async () => {
    const file = udiscFile('current', [nine, eighteen, twentyOne]);
    let pauses = 0;
    const slices = { due: () => true, pause: () => ((pauses += 1), Promise.resolve()) };
    const sliced = await readUdiscCsv(file, slices, 64);
    expect(pauses).toBeGreaterThan(3);
    expect(sliced).toEqual(await readUdiscCsv(file, unsliced));
  });
});

describe('udiscCards', () => {
  it('puts the chosen player first and the others as guests, case-insensitively', async () => {
    const read = await readUdiscCsv(udiscFile('current', [nine, twentyOne]), unsliced);
    if (!read.ok) throw new Error('not read');
    expect(udiscPlayerNames(read.rounds)).toEqual([
      { name: 'Sam', rounds: 2 },
      { name: 'Alex', rounds: 1 },
      { name: 'Robin', rounds: 1 },
    ]);
    const cards = udiscCards(read.rounds, 'sam');
    if (!cards.ok) throw new Error('no cards');
    expect(cards.cards[0]!.guests).toEqual(['Alex']);
    expect(cards.cards[0]!.holes[1]).toEqual([2, 3]);
    expect(cards.cards[1]!.guests).toEqual(['Robin']);
    expect(cards.cards[1]!.holes[20]).toEqual([null, 3]);
  });

  it('reports a round the chosen player is not on', async () => {
    const read = await readUdiscCsv(udiscFile('current', [nine, eighteen]), unsliced);
    if (!read.ok) throw new Error('not read');
    expect(udiscCards(read.rounds, 'Alex')).toEqual({
      ok: false,
      report: [{ row: 5, message: udiscPlayerMissing('Alex') }],
    });
  });
});

describe('dates and keys', () => {
  it('reads UDisc dates as their wall time and writes them back the same', () => {
    expect(parseUdiscDate('2024-06-16 1322')).toBe('2024-06-16T13:22:00.000Z');
    expect(parseUdiscDate('2024-06-16 13:22')).toBe('2024-06-16T13:22:00.000Z');
    expect(parseUdiscDate('2024-02-30 1322')).toBeNull();
    expect(parseUdiscDate('2024-06-16 2575')).toBeNull();
    expect(formatUdiscDate('2024-06-16T13:22:00.000Z')).toBe('2024-06-16 1322');
  });

  it('knows a round again by its course, layout and start, whatever the case', () => {
    const a = {
      courseName: 'Maple Hill',
      layoutName: 'Gold',
      startedAt: '2024-06-16T13:22:00.000Z',
    };
    expect(udiscRoundKey(a)).toBe(udiscRoundKey({ ...a, courseName: 'maple hill ' }));
    expect(udiscRoundKey(a)).not.toBe(udiscRoundKey({ ...a, layoutName: 'Blue' }));
  });
});

describe('toUdiscCsv', () => {
  const round = (over: Partial<Round>): Round => ({
    id: 'r1',
    courseId: null,
    layoutId: null,
    courseName: '=Maple Hill',
    layoutName: 'Gold',
    holes: pars(9).map((par, i) => ({
      label: String(i + 1),
      par,
      lengthFt: null,
      lengthUnit: 'ft',
      shape: null,
      tee: null,
      basket: null,
      note: '',
    })),
    guests: ['Alex'],
    bagId: null,
    startedAt: '2024-06-16T13:22:00.000Z',
    finishedAt: '2024-06-16T14:40:00.000Z',
    source: 'hyzer',
    scores: [1, 2, 3].map((hole) => ({
      hole,
      scores: [
        { player: 0, strokes: 2, penalty: 0, putts: null },
        { player: 1, strokes: 4, penalty: 0, putts: null },
      ],
      shots: [],
      updatedAt: '2024-06-16T14:40:00.000Z',
    })),
    updatedAt: '2024-06-16T14:40:00.000Z',
    ...over,
  });

  it('writes the current header, a Par row per round and the totals of the holes played', () => {
    const lines = toUdiscCsv([round({})], 'Sam').split('\r\n');
    expect(lines[0]).toBe(
      'PlayerName,CourseName,LayoutName,StartDate,EndDate,Total,+/-,RoundRating,Hole1,Hole2,Hole3,Hole4,Hole5,Hole6,Hole7,Hole8,Hole9',
    );
    expect(lines[1]).toBe(
      "Par,'=Maple Hill,Gold,2024-06-16 1322,2024-06-16 1440,27,,,3,3,3,3,3,3,3,3,3",
    );
    expect(lines[2]).toBe(
      "Sam,'=Maple Hill,Gold,2024-06-16 1322,2024-06-16 1440,6,-3,,2,2,2,,,,,,",
    );
    expect(lines[3]).toBe(
      "Alex,'=Maple Hill,Gold,2024-06-16 1322,2024-06-16 1440,12,+3,,4,4,4,,,,,,",
    );
  });

  it('written a page of rounds at a time, is the same text as at once', () => {
    const rounds = Array.from({ length: 30 }, (_, i) =>
      round({
        id: `r${i}`,
        startedAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
        guests: i % 2 ? ['Alex'] : [],
      }),
    );
    const pages = [rounds.slice(0, 7), rounds.slice(7, 20), rounds.slice(20)];
    const paged = [udiscCsvHeader(9), ...pages.map((p) => udiscCsvLines(p, 'Sam', 9))].join('\r\n');
    expect(paged).toBe(toUdiscCsv(rounds, 'Sam'));
    expect(paged.split('\r\n')).toHaveLength(1 + 30 * 2 + 15);
  });

  it('round trip: what it writes reads back as the same rounds, names and scores', async () => {
    const rounds = [
      round({}),
      round({
        id: 'r2',
        startedAt: '2024-07-01T08:00:00.000Z',
        finishedAt: null,
        guests: [],
        layoutName: 'Blue',
      }),
    ];
    const read = await readUdiscCsv(toUdiscCsv(rounds, 'Sam'), unsliced);
    if (!read.ok) throw new Error(JSON.stringify(read.report));
    expect(read.rounds.map((r) => [r.courseName, r.layoutName, r.startedAt, r.finishedAt])).toEqual(
      [
        ['=Maple Hill', 'Gold', '2024-06-16T13:22:00.000Z', '2024-06-16T14:40:00.000Z'],
        ['=Maple Hill', 'Blue', '2024-07-01T08:00:00.000Z', null],
      ],
    );
    const cards = udiscCards(read.rounds, 'Sam');
    if (!cards.ok) throw new Error('no cards');
    expect(cards.cards[0]!.guests).toEqual(['Alex']);
    expect(cards.cards[0]!.holes.slice(0, 4)).toEqual([
      [2, 4],
      [2, 4],
      [2, 4],
      [null, null],
    ]);
    expect(cards.cards[1]!.round.pars).toEqual(pars(9));
  });
});
