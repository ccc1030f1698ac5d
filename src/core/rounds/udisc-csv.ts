import Papa from 'papaparse';
import type { Slices } from '../collection/time-slices';
import {
  COURSE_NAME_MAX,
  GUEST_NAME_MAX,
  LAYOUT_NAME_MAX,
  MAX_CARD_PLAYERS,
  MAX_HOLES,
  MAX_PAR,
  MAX_STROKES,
  MIN_PAR,
} from '../rules/round';
import { isStorableText } from '../schemas/storable-text';
import type { Round } from '../schemas/round';
import {
  UDISC_MAX_BYTES,
  UDISC_MAX_ROUNDS,
  UDISC_TOO_LARGE,
  UDISC_TOO_MANY_ROUNDS,
} from './udisc-limits';
import {
  UDISC_NOT_SCORECARDS,
  UDISC_NO_PAR_ROW,
  UDISC_DATE_INVALID,
  UDISC_NAMES_REQUIRED,
  UDISC_PAR_INVALID,
  UDISC_TOO_MANY_HOLES,
  UDISC_SCORE_INVALID,
  UDISC_SCORE_PAST_LAST_HOLE,
  UDISC_OTHER_ROUND,
  UDISC_NO_PLAYERS,
  UDISC_TOO_MANY_PLAYERS,
  UDISC_PLAYER_TWICE,
  UDISC_PLAYER_REQUIRED,
  UDISC_NAME_TOO_LONG,
  UDISC_TEXT_NOT_ALLOWED,
} from './udisc-messages';

/**
 * UDisc's scorecard CSV (You → Rounds → Export), read and written (docs/decisions/0043).
 *
 * Two header versions: `PlayerName, CourseName, LayoutName, StartDate, EndDate, Total, +/-,
 * RoundRating, Hole1 … HoleN` (current) and `PlayerName, CourseName, LayoutName, Date, Total, +/-,
 * Hole1 … HoleN` (older). Each round is a block of rows: its first row has PlayerName "Par" and
 * holds the pars, the next rows are the card's players. Dates look like `2024-06-16 1322`, a wall
 * time without a zone: it is kept as that time in UTC, so an export writes back the same text.
 * A hole left empty (or 0) was not played. Hole columns run to the longest layout of the file;
 * a shorter layout leaves the rest empty.
 */

export { UDISC_MAX_BYTES, UDISC_MAX_ROUNDS, UDISC_TOO_LARGE, UDISC_TOO_MANY_ROUNDS };
export * from './udisc-messages';
export const udiscPlayerMissing = (name: string) => `This round has no row for ${name}`;

export interface UdiscPlayer {
  row: number;
  name: string;
  /** Strokes per hole, null where not played. */
  scores: (number | null)[];
}

export interface UdiscRound {
  /** The Par row's line number (the header is line 1). */
  row: number;
  courseName: string;
  layoutName: string;
  startedAt: string;
  finishedAt: string | null;
  pars: number[];
  players: UdiscPlayer[];
}

export interface UdiscProblem {
  row: number;
  message: string;
}

export type UdiscRead = { ok: true; rounds: UdiscRound[] } | { ok: false; report: UdiscProblem[] };

const HEADER = [
  'PlayerName',
  'CourseName',
  'LayoutName',
  'StartDate',
  'EndDate',
  'Total',
  '+/-',
  'RoundRating',
];
const REQUIRED = ['playername', 'coursename', 'layoutname'];

/** A name a spreadsheet would run as a formula is written with a leading ' (and read back without). */
const guardName = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
const unguardName = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

/** `2024-06-16 1322` (or 13:22, or a T) as an ISO instant of that wall time in UTC; null if not a date. */
export function parseUdiscDate(text: string): string | null {
  const m = /^(\d{4})-(\d\d)-(\d\d)(?:[ T](\d\d):?(\d\d)(?::?(\d\d))?)?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  const t = Date.UTC(y!, mo! - 1, d, h, mi, s);
  const date = new Date(t);
  if (!Number.isFinite(t) || date.getUTCDate() !== d || h! > 23 || mi! > 59) return null;
  return date.toISOString();
}

/** An ISO instant as UDisc writes dates: `2024-06-16 1322` (UTC wall time). */
export function formatUdiscDate(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
}

function byteLength(s: string): number {
  return new TextEncoder().encode(s).length;
}

/** A row's cells as read by column name. */
type Row = Record<string, string>;

/** The scorecard's columns found by name (any case); null when it is not a scorecard export. */
function scorecardColumns(fields: readonly string[]) {
  const lower = new Map(fields.map((f) => [f.trim().toLowerCase(), f]));
  const col = (name: string) => lower.get(name.toLowerCase());
  const dateCol = col('StartDate') ?? col('Date');
  const holeCols: string[] = [];
  for (let k = 1; col(`Hole${k}`) !== undefined; k++) holeCols.push(col(`Hole${k}`)!);
  if (!REQUIRED.every((c) => lower.has(c)) || !dateCol || holeCols.length === 0) return null;
  const endCol = col('EndDate');
  const get = (r: Row, c: string | undefined) => (c ? String(r[c] ?? '').trim() : '');
  return {
    name: (r: Row) => unguardName(get(r, col('PlayerName'))),
    courseName: (r: Row) => unguardName(get(r, col('CourseName'))),
    layoutName: (r: Row) => unguardName(get(r, col('LayoutName'))),
    start: (r: Row) => get(r, dateCol),
    end: (r: Row) => get(r, endCol),
    cells: (r: Row) => holeCols.map((c) => get(r, c)),
  };
}

type Columns = NonNullable<ReturnType<typeof scorecardColumns>>;
type Problem = (row: number, message: string) => void;

/**
 * A Par row: the round it starts, its course, layout, dates and pars checked. A broken Par row
 * still starts its block, so that its players' rows are checked too.
 */
function parRow(r: Row, row: number, columns: Columns, problem: Problem): UdiscRound {
  const courseName = columns.courseName(r);
  const layoutName = columns.layoutName(r);
  const cells = columns.cells(r);
  const last = cells.reduce((a, c, k) => (c !== '' && c !== '0' ? k : a), -1);
  const pars = cells.slice(0, last + 1).map((c) => (/^\d+$/.test(c) ? Number(c) : NaN));
  const startedAt = parseUdiscDate(columns.start(r));
  const endText = columns.end(r);
  const finishedAt = endText === '' ? null : parseUdiscDate(endText);
  if (!courseName || !layoutName) problem(row, UDISC_NAMES_REQUIRED);
  if (!startedAt || (endText !== '' && !finishedAt)) problem(row, UDISC_DATE_INVALID);
  if (pars.length > MAX_HOLES) problem(row, UDISC_TOO_MANY_HOLES);
  else if (
    pars.length === 0 ||
    pars.some((p) => !Number.isInteger(p) || p < MIN_PAR || p > MAX_PAR)
  ) {
    problem(row, UDISC_PAR_INVALID);
  }
  return {
    row,
    courseName,
    layoutName,
    startedAt: startedAt ?? '',
    finishedAt: finishedAt && startedAt && finishedAt >= startedAt ? finishedAt : null,
    pars,
    players: [],
  };
}

/** A player's row of the round `current`: their scores added, or what is wrong with it. */
function playerRow(r: Row, row: number, columns: Columns, current: UdiscRound): string | null {
  const name = columns.name(r);
  const courseName = columns.courseName(r);
  const layoutName = columns.layoutName(r);
  if (!name) return UDISC_PLAYER_REQUIRED;
  if (
    (courseName && courseName.toLowerCase() !== current.courseName.toLowerCase()) ||
    (layoutName && layoutName.toLowerCase() !== current.layoutName.toLowerCase())
  ) {
    return UDISC_OTHER_ROUND;
  }
  const n = current.pars.length;
  const scores = columns.cells(r).map((c) => (c === '' ? 0 : /^\d+$/.test(c) ? Number(c) : NaN));
  if (scores.some((s) => !Number.isInteger(s) || s > MAX_STROKES)) return UDISC_SCORE_INVALID;
  if (scores.slice(n).some((s) => s !== 0)) return UDISC_SCORE_PAST_LAST_HOLE;
  if (current.players.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
    return UDISC_PLAYER_TWICE;
  }
  current.players.push({
    row,
    name,
    scores: scores.slice(0, n).map((s) => (s === 0 ? null : s)),
  });
  return null;
}

/** What is wrong with a row's names whatever its kind: text not allowed, or too long. */
function namesProblem(r: Row, columns: Columns): string | null {
  const name = columns.name(r);
  const courseName = columns.courseName(r);
  const layoutName = columns.layoutName(r);
  if (![name, courseName, layoutName].every(isStorableText)) return UDISC_TEXT_NOT_ALLOWED;
  if (
    courseName.length > COURSE_NAME_MAX ||
    layoutName.length > LAYOUT_NAME_MAX ||
    (name.toLowerCase() !== 'par' && name.length > GUEST_NAME_MAX)
  ) {
    return UDISC_NAME_TOO_LONG;
  }
  return null;
}

/**
 * Reads a UDisc scorecard CSV: the rounds, or a report of every row that cannot be read (then
 * nothing may be stored). Work is bounded: the size is checked first, parsing stops past
 * UDISC_MAX_ROUNDS, and it runs in `slices` so a server keeps answering meanwhile.
 */
export async function readUdiscCsv(
  content: string,
  slices: Slices,
  chunkChars = 64 * 1024,
): Promise<UdiscRead> {
  if (content.length > UDISC_MAX_BYTES || byteLength(content) > UDISC_MAX_BYTES) {
    return { ok: false, report: [{ row: 0, message: UDISC_TOO_LARGE }] };
  }
  const parsed = await parseRows(content, slices, chunkChars);
  if (!parsed.ok) return { ok: false, report: [{ row: 0, message: parsed.message }] };
  const { records, fields } = parsed;
  const columns = scorecardColumns(fields);
  if (!columns) return { ok: false, report: [{ row: 1, message: UDISC_NOT_SCORECARDS }] };

  const report: UdiscProblem[] = [];
  const rounds: UdiscRound[] = [];
  let current: UdiscRound | null = null;
  /** Player rows seen per round, read or refused (a round whose rows were all refused has some). */
  const rowsOf = new Map<UdiscRound, number>();
  const problem = (row: number, message: string) => report.push({ row, message });

  for (let i = 0; i < records.length; i++) {
    if (slices.due()) await slices.pause();
    const r = records[i]!;
    const row = i + 2;
    const wrongName = namesProblem(r, columns);
    if (wrongName) {
      problem(row, wrongName);
      continue;
    }
    if (columns.name(r).toLowerCase() === 'par') {
      current = parRow(r, row, columns, problem);
      rounds.push(current);
      continue;
    }
    if (!current) {
      problem(row, UDISC_NO_PAR_ROW);
      continue;
    }
    rowsOf.set(current, (rowsOf.get(current) ?? 0) + 1);
    const wrong = playerRow(r, row, columns, current);
    if (wrong) problem(row, wrong);
  }
  for (const round of rounds) {
    if (!rowsOf.get(round)) problem(round.row, UDISC_NO_PLAYERS);
    else if (round.players.length > MAX_CARD_PLAYERS) problem(round.row, UDISC_TOO_MANY_PLAYERS);
  }
  if (report.length) return { ok: false, report: report.sort((a, b) => a.row - b.row) };
  return { ok: true, rounds };
}

function parseRows(
  content: string,
  slices: Slices,
  chunkChars: number,
): Promise<
  { ok: true; records: Record<string, string>[]; fields: string[] } | { ok: false; message: string }
> {
  return new Promise((resolve, reject) => {
    const records: Record<string, string>[] = [];
    let fields: string[] = [];
    let parRows = 0;
    let refused: string | null = null;
    Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize: chunkChars,
      // Papa Parse streams a string in chunks too (its types say files only).
      chunk(results: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) {
        try {
          if (!fields.length) fields = results.meta.fields ?? [];
          const nameCol = fields.find((f) => f.trim().toLowerCase() === 'playername');
          for (const raw of results.data) {
            if (
              nameCol &&
              String(raw[nameCol] ?? '')
                .trim()
                .toLowerCase() === 'par'
            )
              parRows += 1;
            records.push(raw);
          }
          if (parRows > UDISC_MAX_ROUNDS) {
            refused = UDISC_TOO_MANY_ROUNDS;
            return parser.abort();
          }
          if (slices.due()) {
            parser.pause();
            slices.pause().then(() => parser.resume(), reject);
          }
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      },
      complete() {
        if (refused) resolve({ ok: false, message: refused });
        else resolve({ ok: true, records, fields });
      },
    });
  });
}

/** The PlayerNames of a file's rounds, the most rounds first: the import asks which is the player. */
export function udiscPlayerNames(
  rounds: readonly UdiscRound[],
): { name: string; rounds: number }[] {
  const counts = new Map<string, { name: string; rounds: number }>();
  for (const r of rounds) {
    for (const p of r.players) {
      const k = p.name.toLowerCase();
      counts.set(k, {
        name: counts.get(k)?.name ?? p.name,
        rounds: (counts.get(k)?.rounds ?? 0) + 1,
      });
    }
  }
  return [...counts.values()].sort((a, b) => b.rounds - a.rounds || a.name.localeCompare(b.name));
}

/** A round's identity across imports: course, layout and start (a second import finds it). */
export function udiscRoundKey(
  r: Pick<UdiscRound, 'courseName' | 'layoutName' | 'startedAt'>,
): string {
  return JSON.stringify([
    r.courseName.trim().toLowerCase(),
    r.layoutName.trim().toLowerCase(),
    r.startedAt,
  ]);
}

export interface UdiscCard {
  round: UdiscRound;
  /** The other players of the card, in the file's order. */
  guests: string[];
  /** Per hole (index 0 is hole 1): the card's strokes by player (0 the player, 1… the guests), null where not played. */
  holes: (number | null)[][];
}

/**
 * The rounds as cards of the player named `me` (case-insensitive): the others become guests. A
 * round without `me` is a problem of its Par row (the whole import is refused).
 */
export function udiscCards(
  rounds: readonly UdiscRound[],
  me: string,
): { ok: true; cards: UdiscCard[] } | { ok: false; report: UdiscProblem[] } {
  const key = me.trim().toLowerCase();
  const report: UdiscProblem[] = [];
  const cards: UdiscCard[] = [];
  for (const round of rounds) {
    const mine = round.players.find((p) => p.name.toLowerCase() === key);
    if (!mine) {
      report.push({ row: round.row, message: udiscPlayerMissing(me.trim()) });
      continue;
    }
    const order = [mine, ...round.players.filter((p) => p !== mine)];
    cards.push({
      round,
      guests: order.slice(1).map((p) => p.name),
      holes: round.pars.map((_, i) => order.map((p) => p.scores[i] ?? null)),
    });
  }
  return report.length ? { ok: false, report } : { ok: true, cards };
}

/** A round's rows in a UDisc CSV of `maxHoles` hole columns: its Par row, the player's, the guests'. */
function udiscRows(r: Round, playerName: string, maxHoles: number): string[][] {
  const pad = (cells: string[]) => [...cells, ...Array<string>(maxHoles - cells.length).fill('')];
  const start = formatUdiscDate(r.startedAt);
  const end = r.finishedAt ? formatUdiscDate(r.finishedAt) : '';
  const pars = r.holes.map((h) => h.par);
  const parTotal = pars.reduce((a, b) => a + b, 0);
  const rows = [
    [
      'Par',
      guardName(r.courseName),
      guardName(r.layoutName),
      start,
      end,
      String(parTotal),
      '',
      '',
      ...pad(pars.map(String)),
    ],
  ];
  const names = [playerName, ...r.guests];
  names.forEach((name, player) => {
    const strokes = r.holes.map((_, i) => {
      const hole = r.scores.find((h) => h.hole === i + 1);
      return hole?.scores.find((s) => s.player === player)?.strokes ?? null;
    });
    if (player > 0 && strokes.every((s) => s === null)) return;
    const total = strokes.reduce<number>((a, s) => a + (s ?? 0), 0);
    const parPlayed = strokes.reduce<number>((a, s, i) => a + (s === null ? 0 : pars[i]!), 0);
    const diff = total - parPlayed;
    rows.push([
      guardName(name),
      guardName(r.courseName),
      guardName(r.layoutName),
      start,
      end,
      String(total),
      diff > 0 ? `+${diff}` : String(diff),
      '',
      ...pad(strokes.map((s) => (s === null ? '' : String(s)))),
    ]);
  });
  return rows;
}

/** A UDisc CSV's header line with `maxHoles` hole columns. */
export const udiscCsvHeader = (maxHoles: number): string =>
  Papa.unparse([[...HEADER, ...Array.from({ length: maxHoles }, (_, i) => `Hole${i + 1}`)]]);

/** The CSV lines of `rounds`, in the order given, under a header of `maxHoles` hole columns. */
export const udiscCsvLines = (
  rounds: readonly Round[],
  playerName: string,
  maxHoles: number,
): string =>
  Papa.unparse(
    rounds.flatMap((r) => udiscRows(r, playerName, maxHoles)),
    { newline: '\r\n' },
  );

/**
 * Rounds as a UDisc scorecard CSV (the current header), so a player can take them elsewhere:
 * per round, oldest first, its Par row, then the player's row named `playerName`, then the
 * guests'. Unplayed holes are empty; Total and +/- count the holes played. (The export route
 * writes the same text a page of rounds at a time, from udiscCsvHeader and udiscCsvLines.)
 */
export function toUdiscCsv(rounds: readonly Round[], playerName: string): string {
  const maxHoles = rounds.reduce((m, r) => Math.max(m, r.holes.length), 1);
  const sorted = [...rounds].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const header = udiscCsvHeader(maxHoles);
  return sorted.length ? `${header}\r\n${udiscCsvLines(sorted, playerName, maxHoles)}` : header;
}
