import Papa from 'papaparse';
import { createBagSchema, fieldErrors } from '../schemas/bag';
import { createOwnDiscSchema } from '../schemas/own-disc';
import { brandKey, canonicalBrand } from '../disc/brands';
import { canonicalCategory } from '../disc/category';
import { discKey } from '../disc/identity';
import type { OwnDiscDetails } from '../disc/types';
import { parseUserDiscInput, storedExtraBytes, type UserDiscChanges } from '../schemas/user-disc';
import { putThrowSchema } from '../schemas/throw';
import type { z } from 'zod';
import type { CatalogueEntry, CatalogueNames } from './catalogue-names';
import { DEFAULT_IMPORT_COLOR, CSV_ALIASES } from './import-columns';
import { CSV_COLUMNS, EXPORT_FORMAT, type CsvColumn } from './export-format';
import { csvNumber, detailsFromCsv, detailTextBytes } from './disc-fields';
import { IMPORT_MAX_ROWS, IMPORT_TOO_MANY_ROWS } from './import-limits';
import { unsliced, type Slices } from './time-slices';
import { readHistory, type HistoryFile } from './import-history';

/** Import rules (docs/decisions/0012, 0023): all or nothing, one report line per disc. */
export {
  IMPORT_JSON_MAX_BYTES,
  IMPORT_JSON_TOO_LARGE,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_LARGE,
  IMPORT_TOO_MANY_ROWS,
  importLimitOf,
} from './import-limits';
export type { CatalogueEntry } from './catalogue-names';
export { timeSlices, type Slices } from './time-slices';
export const IMPORT_NOT_JSON = 'This is not a Hyzer JSON export.';
export const IMPORT_NO_DISC_COLUMN = 'The CSV needs a "Disc" column (the disc’s name).';
export const IMPORT_EMPTY = 'The file has no discs.';
export const COPY_INVALID = 'Copy must be a whole number: 1, 2, 3…';
export const IMPORT_REFUSED = 'Nothing was imported: fix the rows marked below and try again.';
/** A file whose courses and rounds the player already has, and no discs. */
export const NOTHING_NEW =
  'Nothing new to import: you already have every course and round of this file.';
/** The bag a file's discs go into when neither the request nor the file names one. */
export const DEFAULT_IMPORT_BAG = 'Imported discs';

export interface ImportRow {
  /** The row as the player sees it: the spreadsheet's row number, or the disc's place in the file. */
  row: number;
  /** The bag the file puts it in (JSON bag name, CSV Bag column), when given. */
  bag: string | null;
  name: string;
  brand: string;
  catalogueId: string | null;
  /**
   * The file's copy number (JSON `copy`, CSV Copy column), when given: 2 or more marks another
   * copy of a disc on purpose, which the duplicate check lets through (docs/decisions/0014).
   */
  copy?: unknown;
  /** Colour, typed details and pass-through fields, as an add body without bag and disc. */
  body: Record<string, unknown>;
  /**
   * The disc's own description as the file gives it (CSV Category, Speed, Glide, Turn and Fade
   * columns; a JSON export's category and numbers): a row the catalogue does not know comes in
   * as the player's own disc from these (docs/decisions/0029).
   */
  described?: DescribedDisc;
  /** The disc's logged throws (JSON `throws`, decision 0030), when given. */
  throws?: unknown;
}

/** A disc's category and numbers as a file gives them (unchecked). */
export interface DescribedDisc {
  category: string;
  speed: unknown;
  glide: unknown;
  turn: unknown;
  fade: unknown;
}

export interface ParsedFile {
  rows: ImportRow[];
  /** Bag descriptions from a JSON export, by bag name. */
  descriptions: Map<string, string>;
  /** A JSON export's courses and rounds (decision 0043), when it has any. */
  history?: HistoryFile;
}

type Read = { ok: true; value: ParsedFile } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export interface ReadOptions {
  slices?: Slices;
  /** How many characters of a CSV are parsed in one go (16 KB: a few milliseconds each). */
  csvChunkChars?: number;
}

/**
 * Reads an import file into rows: at most IMPORT_MAX_ROWS of them (a longer file is refused as
 * soon as its row IMPORT_MAX_ROWS + 1 is read), in slices (a CSV is parsed a chunk at a time).
 */
export async function readImportFile(
  format: 'json' | 'csv',
  content: string,
  opts: ReadOptions = {},
): Promise<Read> {
  const slices = opts.slices ?? unsliced;
  const read =
    format === 'json'
      ? await readJson(content, slices)
      : await readCsv(content, slices, opts.csvChunkChars ?? 16 * 1024);
  if (read.ok && read.value.rows.length === 0 && !read.value.history) {
    return { ok: false, message: IMPORT_EMPTY };
  }
  return read;
}

const tooManyRows: Read = { ok: false, message: IMPORT_TOO_MANY_ROWS };

async function readJson(content: string, slices: Slices): Promise<Read> {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { ok: false, message: IMPORT_NOT_JSON };
  }
  if (!isObject(data) || data.format !== EXPORT_FORMAT || !Array.isArray(data.bags)) {
    return { ok: false, message: IMPORT_NOT_JSON };
  }
  let discs = 0;
  for (const bag of data.bags) {
    if (!isObject(bag) || !Array.isArray(bag.discs)) return { ok: false, message: IMPORT_NOT_JSON };
    discs += bag.discs.length;
  }
  if (discs > IMPORT_MAX_ROWS) return tooManyRows;
  // Courses and rounds are counted too before anything is built: past a ceiling, the limits' message.
  const history = readHistory(data);
  if (!history.ok) return { ok: false, message: history.message ?? IMPORT_NOT_JSON };
  const rows: ImportRow[] = [];
  const descriptions = new Map<string, string>();
  for (const bag of data.bags as Record<string, unknown>[]) {
    const bagName = text(bag.name) || null;
    if (bagName) descriptions.set(bagName, text(bag.description));
    for (const d of bag.discs as unknown[]) {
      if (slices.due()) await slices.pause();
      if (!isObject(d)) return { ok: false, message: IMPORT_NOT_JSON };
      const {
        catalogueId,
        name,
        brand,
        extra,
        copy,
        category,
        speed,
        glide,
        turn,
        fade,
        own: _own,
        throws,
        ...rest
      } = d;
      const body: Record<string, unknown> = { ...rest };
      if (isObject(extra)) Object.assign(body, extra);
      const described = describedDisc(text(category), speed, glide, turn, fade);
      rows.push({
        row: rows.length + 1,
        bag: bagName,
        name: text(name),
        brand: text(brand),
        catalogueId: text(catalogueId) || null,
        ...(copy === undefined ? {} : { copy }),
        ...(throws === undefined ? {} : { throws }),
        body,
        ...(described ? { described } : {}),
      });
    }
  }
  return {
    ok: true,
    value: { rows, descriptions, ...(history.value ? { history: history.value } : {}) },
  };
}

/** Undoes the export's formula guard ("'=x" → "=x"). */
function unguard(s: string): string {
  return /^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s;
}

/** Reads a CSV: parsed in chunks, then each row mapped to an import row. */
async function readCsv(content: string, slices: Slices, chunkChars: number): Promise<Read> {
  const parsed = await parseCsv(content, slices, chunkChars);
  if (!parsed.ok) return parsed;
  // Rows are mapped after parsing, in slices: a chunk can hold thousands of short rows.
  const rows: ImportRow[] = [];
  for (const raw of parsed.records) {
    if (slices.due()) await slices.pause();
    // The header is row 1, as a spreadsheet numbers them.
    rows.push(csvRow(raw, rows.length + 2));
  }
  return { ok: true, value: { rows, descriptions: new Map() } };
}

/**
 * Parses a CSV a chunk at a time (Papa Parse's chunk mode, paused between chunks so that other
 * requests run), stopping at the first chunk without a Disc column or past IMPORT_MAX_ROWS rows.
 */
function parseCsv(
  content: string,
  slices: Slices,
  chunkChars: number,
): Promise<{ ok: true; records: Record<string, string>[] } | { ok: false; message: string }> {
  return new Promise((resolve, reject) => {
    const records: Record<string, string>[] = [];
    let fields: string[] | undefined;
    let refused: string | null = null;
    Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize: chunkChars,
      transformHeader: (h) => {
        const key = h.trim().toLowerCase();
        return CSV_COLUMNS.find((c) => c.toLowerCase() === key) ?? CSV_ALIASES[key] ?? h.trim();
      },
      // Papa Parse streams a string in chunks too (its types say files only).
      chunk(results: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) {
        try {
          // The header is known once its line is read whole (a chunk may end inside it).
          if (!fields?.length) fields = results.meta.fields;
          if (fields?.length && !fields.includes('Disc')) {
            refused = IMPORT_NO_DISC_COLUMN;
            return parser.abort();
          }
          if (records.length + results.data.length > IMPORT_MAX_ROWS) {
            refused = IMPORT_TOO_MANY_ROWS;
            return parser.abort();
          }
          for (const raw of results.data) records.push(raw);
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
        else if (!fields?.includes('Disc')) resolve({ ok: false, message: IMPORT_NO_DISC_COLUMN });
        else resolve({ ok: true, records });
      },
    });
  });
}

/** One CSV row (columns already named as ours) as an import row. */
function csvRow(raw: Record<string, string>, row: number): ImportRow {
  const get = (c: CsvColumn) => unguard(String(raw[c] ?? '').trim());
  const colour = get('Colour');
  const body: Record<string, unknown> = {
    ...(colour === '' ? {} : { color: colour }),
    ...detailsFromCsv(get),
  };
  const described = describedDisc(
    get('Category'),
    csvNumber(get('Speed')),
    csvNumber(get('Glide')),
    csvNumber(get('Turn')),
    csvNumber(get('Fade')),
  );
  return {
    row,
    bag: get('Bag') || null,
    name: get('Disc'),
    brand: get('Brand'),
    catalogueId: get('Catalogue id') || null,
    ...(get('Copy') === '' ? {} : { copy: csvNumber(get('Copy')) }),
    body,
    ...(described ? { described } : {}),
  };
}

/** The file's description of a disc when it gives all four numbers (null and '' are missing). */
function describedDisc(
  category: string,
  speed: unknown,
  glide: unknown,
  turn: unknown,
  fade: unknown,
): DescribedDisc | undefined {
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  return [speed, glide, turn, fade].every(given)
    ? { category, speed, glide, turn, fade }
    : undefined;
}

export interface ImportReportRow {
  row: number;
  bag: string | null;
  name: string;
  brand: string;
  /** The catalogue disc matched, when found. */
  matched: CatalogueEntry | null;
  /** Why this row cannot be imported; null when it can. */
  problem: string | null;
  /** Catalogue names close to an unknown disc's. */
  suggestions: string[];
  /** Set when the row comes in as one of the player's own discs (docs/decisions/0029). */
  ownDisc?: ReportedOwnDisc;
  /** NEW_OWN_DISC_NOTE or OWN_DISC_NOTE, with ownDisc. */
  note?: string;
}

export interface ReportedOwnDisc extends NewOwnDisc {
  status: 'new' | 'existing';
  /** The own disc's id; null for a new one. */
  id: string | null;
}

/** A new own disc an import makes: its fields, checked. */
export type NewOwnDisc = OwnDiscDetails;

/** The player's own discs, for matching rows (docs/decisions/0029). */
export interface OwnDiscNames {
  byId(id: string): (CatalogueEntry & NewOwnDisc) | undefined;
  byBrandAndName(brand: string, name: string): (CatalogueEntry & NewOwnDisc) | undefined;
}

export const NEW_OWN_DISC_NOTE = 'new: your own disc';
export const OWN_DISC_NOTE = 'your own disc';
export const OWN_DISC_NEEDS_BRAND = 'Give its brand to add it as your own disc';
/** The disc id a planned disc holds until its new own disc is made: `new:1`, `new:2`… */
export const NEW_OWN_PREFIX = 'new:';

export interface PlannedDisc {
  row: number;
  bag: string | null;
  discitId: string;
  body: Record<string, unknown>;
  /** The row as the add route reads it (colour, typed details, pass-through fields). */
  value: UserDiscChanges;
  /** What the disc adds to the player's text budget (pass-through fields and free-text details). */
  textBytes: number;
  /** Its logged throws, checked as PUT /api/throws/{id} checks them. */
  throws: PlannedThrow[];
  /**
   * An active disc that is not marked as another copy: refused when the same disc is already in
   * the bag it goes into (docs/decisions/0014).
   */
  unique: boolean;
}

export interface ImportPlan {
  /** True when every row can be imported. */
  ok: boolean;
  report: ImportReportRow[];
  discs: PlannedDisc[];
  /**
   * The planned discs by the bag they go into: the existing bag's id when importing into one,
   * else the new bag's final name (the request's newBagName, the file's bag, or
   * DEFAULT_IMPORT_BAG), so that file bags that end in one bag are one group.
   */
  groups: Map<string, PlannedDisc[]>;
  /** Each new bag's description (from a JSON export), by final name. */
  descriptions: Map<string, string>;
  /** The own discs to make (one per brand and name), by their placeholder id (NEW_OWN_PREFIX). */
  newOwnDiscs: Map<string, NewOwnDisc>;
}

/** Where the discs go: into an existing bag (its id), or new bags. */
export interface ImportInto {
  bagId: string | null;
  /** Every disc into one new bag of this name (already checked like a bag name). */
  newBagName?: string;
}

/** Problems of one disc's fields, as one line ('Weight must be…; notes: …'). */
const fieldsLine = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, m]) => (m.toLowerCase().includes(k.toLowerCase()) ? m : `${k}: ${m}`))
    .join('; ');

/**
 * Plans an import: matches each row to the catalogue (its catalogue id, else brand and name, else
 * a name that is unique), checks the bag it makes with the bag form's rules and its details with
 * the add route's, and finds the same disc twice for one bag among the file's rows (a row marked
 * as copy 2 or more is not a duplicate). Discs already in an existing bag are checked by
 * `markDiscsInBag`, under the transaction. Linear in the rows (suggestions are memoised per
 * name); runs in `slices`.
 */
export async function planImport(
  file: ParsedFile,
  names: CatalogueNames,
  into: ImportInto,
  slices: Slices = unsliced,
  own: OwnDiscNames = noOwnDiscs,
): Promise<ImportPlan> {
  const p: Planning = {
    file,
    names,
    into,
    slices,
    own,
    newOwnDiscs: new Map(),
    newOwnByKey: new Map(),
    seen: new Map(),
    descriptions: new Map(),
    bagProblems: new Map(),
    suggestions: new Map(),
  };
  const report: ImportReportRow[] = [];
  const discs: PlannedDisc[] = [];
  const groups = new Map<string, PlannedDisc[]>();
  for (const r of file.rows) {
    if (slices.due()) await slices.pause();
    const line: ImportReportRow = {
      row: r.row,
      bag: r.bag,
      name: r.name,
      brand: r.brand,
      matched: null,
      problem: null,
      suggestions: [],
    };
    report.push(line);
    const planned = await planRow(p, r, line);
    if (!planned) continue;
    discs.push(planned.disc);
    const group = groups.get(planned.key);
    if (group) group.push(planned.disc);
    else groups.set(planned.key, [planned.disc]);
  }
  return {
    ok: report.every((l) => l.problem === null),
    report,
    discs,
    groups,
    descriptions: p.descriptions,
    newOwnDiscs: p.newOwnDiscs,
  };
}

/** What planImport reads and gathers over the rows. */
interface Planning {
  file: ParsedFile;
  names: CatalogueNames;
  into: ImportInto;
  slices: Slices;
  own: OwnDiscNames;
  newOwnDiscs: Map<string, NewOwnDisc>;
  /** A new own disc's placeholder id by its identity (discKey). */
  newOwnByKey: Map<string, string>;
  /** The row of a unique disc by bag and disc. */
  seen: Map<string, number>;
  descriptions: Map<string, string>;
  bagProblems: Map<string, string | null>;
  suggestions: Map<string, string[]>;
}

/** The bag form's rules on a new bag's name and description; null when they pass. */
function bagProblem(p: Planning, name: string): string | null {
  let problem = p.bagProblems.get(name);
  if (problem === undefined) {
    const description = p.file.descriptions.get(name) ?? '';
    const parsed = createBagSchema.safeParse({ name, description });
    problem = parsed.success ? null : Object.values(fieldErrors(parsed.error.issues)).join('; ');
    if (parsed.success) p.descriptions.set(name, parsed.data.description ?? '');
    p.bagProblems.set(name, problem);
  }
  return problem;
}

function suggest(p: Planning, name: string): string[] {
  let list = p.suggestions.get(name);
  if (!list) p.suggestions.set(name, (list = p.names.suggest(name)));
  return list;
}

/**
 * One row's disc, checked: its bag's key and the planned disc; null when the row has a problem
 * (written on its report line).
 */
async function planRow(
  p: Planning,
  r: ImportRow,
  line: ImportReportRow,
): Promise<{ key: string; disc: PlannedDisc } | null> {
  const match = matchRow(p, r, line);
  if (!match) return null;
  line.matched =
    line.ownDisc?.status === 'new' ? null : { id: match.id, name: match.name, brand: match.brand };
  const key = p.into.bagId ?? p.into.newBagName ?? r.bag ?? DEFAULT_IMPORT_BAG;
  const badBag = p.into.bagId === null ? bagProblem(p, key) : null;
  if (badBag) return refuse(line, badBag);
  const body = { color: DEFAULT_IMPORT_COLOR, ...r.body };
  const parsed = parseUserDiscInput({ ...body, bagId: 'import', discitId: match.id }, 'create');
  if (!parsed.ok) return refuse(line, fieldsLine(parsed.fields));
  if (r.copy !== undefined && !(Number.isInteger(r.copy) && (r.copy as number) >= 1)) {
    return refuse(line, COPY_INVALID);
  }
  const throws = await planThrows(r.throws, p.slices);
  if (!throws.ok) return refuse(line, throws.problem);
  const value = parsed.value;
  const active = (value.details.status ?? 'active') === 'active';
  // A row marked as copy 2 or more is another copy on purpose (docs/decisions/0014).
  const anotherCopy = typeof r.copy === 'number' && r.copy >= 2;
  const unique = active && !anotherCopy;
  if (unique) {
    const sameDisc = `${key}|${match.id}`;
    const earlier = p.seen.get(sameDisc);
    if (earlier !== undefined) {
      return refuse(line, `Duplicate: ${match.name} is already on row ${earlier} for this bag`);
    }
    p.seen.set(sameDisc, r.row);
  }
  const disc: PlannedDisc = {
    row: r.row,
    bag: r.bag,
    discitId: match.id,
    body,
    value,
    textBytes: storedExtraBytes(value.extra) + detailTextBytes(value.details),
    throws: throws.value,
    unique,
  };
  return { key, disc };
}

function refuse(line: ImportReportRow, problem: string): null {
  line.problem = problem;
  return null;
}

/**
 * The row's disc: the catalogue's, one of the player's own, or a new own disc the row describes
 * (docs/decisions/0029); null when there is none (the report line says why).
 */
function matchRow(p: Planning, r: ImportRow, line: ImportReportRow): CatalogueEntry | null {
  const named = p.names.named(r.name);
  // A row that describes its disc under another brand is not the catalogue's only disc of that
  // name: it is the player's own (docs/decisions/0029).
  const onlyNamed =
    named.length === 1 &&
    !(
      r.described &&
      r.brand !== '' &&
      brandKey(canonicalBrand(r.brand)) !== brandKey(named[0]!.brand)
    )
      ? named[0]
      : undefined;
  const ownById = r.catalogueId ? p.own.byId(r.catalogueId) : undefined;
  const ownByName = p.own.byBrandAndName(r.brand, r.name);
  const match: CatalogueEntry | undefined =
    (r.catalogueId ? p.names.byId(r.catalogueId) : undefined) ??
    ownById ??
    p.names.byBrandAndName(r.brand, r.name) ??
    ownByName ??
    onlyNamed;
  if (match && (match === ownById || match === ownByName)) {
    const { id, name, brand, category, speed, glide, turn, fade } = ownById ?? ownByName!;
    line.ownDisc = { status: 'existing', id, name, brand, category, speed, glide, turn, fade };
    line.note = OWN_DISC_NOTE;
  }
  if (match) return match;
  if (r.described && r.name !== '') return newOwnMatch(p, r, r.described, line);
  line.suggestions =
    named.length > 1 ? named.map((d) => `${d.brand} ${d.name}`) : suggest(p, r.name);
  return refuse(
    line,
    r.name === ''
      ? 'No disc name'
      : named.length > 1
        ? `Several discs are named ${r.name}: give the brand`
        : `Unknown disc: ${[r.brand, r.name].filter(Boolean).join(' ')}`,
  );
}

/** The new own disc a row describes, one placeholder id per identity; null with a problem. */
function newOwnMatch(
  p: Planning,
  r: ImportRow,
  described: DescribedDisc,
  line: ImportReportRow,
): CatalogueEntry | null {
  if (r.brand === '') {
    line.suggestions = suggest(p, r.name);
    return refuse(line, `Unknown disc: ${r.name}. ${OWN_DISC_NEEDS_BRAND}`);
  }
  const made = describeOwnDisc(r.name, r.brand, described);
  if (!made.ok) return refuse(line, made.problem);
  const identity = discKey(made.value.brand, made.value.name);
  let placeholder = p.newOwnByKey.get(identity);
  if (placeholder === undefined) {
    placeholder = `${NEW_OWN_PREFIX}${p.newOwnByKey.size + 1}`;
    p.newOwnByKey.set(identity, placeholder);
    p.newOwnDiscs.set(placeholder, made.value);
  }
  const fields = p.newOwnDiscs.get(placeholder)!;
  line.ownDisc = { status: 'new', id: null, ...fields };
  line.note = NEW_OWN_DISC_NOTE;
  return { id: placeholder, name: fields.name, brand: fields.brand };
}

const noOwnDiscs: OwnDiscNames = { byId: () => undefined, byBrandAndName: () => undefined };

/**
 * A row's own disc from the file's description, checked with the own-disc form's rules; the
 * category, when the file has none, from the speed (10 and up a distance driver, 6 to 9.5 a
 * control driver, 4 to 5.5 a midrange, below that a putter).
 */
function describeOwnDisc(
  name: string,
  brand: string,
  d: DescribedDisc,
): { ok: true; value: NewOwnDisc } | { ok: false; problem: string } {
  const speed = typeof d.speed === 'number' ? d.speed : NaN;
  const category =
    d.category !== ''
      ? d.category
      : speed >= 10
        ? 'Distance Driver'
        : speed >= 6
          ? 'Control Driver'
          : speed >= 4
            ? 'Midrange'
            : 'Putter';
  const parsed = createOwnDiscSchema.safeParse({
    name,
    brand,
    category,
    speed: d.speed,
    glide: d.glide,
    turn: d.turn,
    fade: d.fade,
  });
  if (!parsed.success) return { ok: false, problem: fieldsLine(fieldErrors(parsed.error.issues)) };
  const v = parsed.data;
  const canonical = canonicalBrand(v.brand);
  return {
    ok: true,
    value: {
      name: v.name.replace(/\s+/g, ' '),
      brand: canonical,
      category: canonicalCategory(v.category),
      speed: v.speed,
      glide: v.glide,
      turn: v.turn,
      fade: v.fade,
    },
  };
}

/** A throw of an imported disc, as PUT /api/throws/{id} reads it (the disc is filled in later). */
export type PlannedThrow = z.output<typeof putThrowSchema>;

/** A row's `throws`: absent, or a list of throws each of which passes the throw route's rules. */
async function planThrows(
  raw: unknown,
  slices: Slices,
): Promise<{ ok: true; value: PlannedThrow[] } | { ok: false; problem: string }> {
  if (raw === undefined) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return { ok: false, problem: 'Throws must be a list' };
  const value: PlannedThrow[] = [];
  // One disc may carry all of a player's 20,000 throws: checked in the import's time slices.
  for (const [i, t] of raw.entries()) {
    if (slices.due()) await slices.pause();
    const parsed = putThrowSchema.safeParse(
      typeof t === 'object' && t !== null ? { ...t, userDiscId: 'import' } : t,
    );
    if (!parsed.success) {
      return {
        ok: false,
        problem: `Throw ${i + 1}: ${Object.values(fieldErrors(parsed.error.issues)).join('; ')}`,
      };
    }
    value.push(parsed.data);
  }
  return { ok: true, value };
}

/**
 * Marks each planned disc that may not be a second copy and whose disc is already in the bag
 * (`inBag`: the catalogue ids of the bag's active discs). Linear; the plan's `ok` turns false
 * when one is found.
 */
export function markDiscsInBag(plan: ImportPlan, inBag: ReadonlySet<string>): void {
  const lines = new Map(plan.report.map((l) => [l.row, l]));
  for (const d of plan.discs) {
    if (!d.unique || !inBag.has(d.discitId)) continue;
    const line = lines.get(d.row);
    if (line && line.problem === null) {
      line.problem = `Duplicate: ${line.matched?.name ?? d.discitId} is already in the bag`;
      plan.ok = false;
    }
  }
}
