import Papa from 'papaparse';
import { parseUserDiscInput } from '../schemas/user-disc';
import { DEFAULT_IMPORT_COLOR, CSV_ALIASES } from './import-columns';
import { CSV_COLUMNS, EXPORT_FORMAT, type CsvColumn } from './export-format';
import { csvNumber, detailsFromCsv } from './disc-fields';

/** Import rules (docs/decisions/0012): all or nothing, one report line per disc. */
export { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from './import-limits';
export const IMPORT_NOT_JSON = 'This is not a Hyzer JSON export.';
export const IMPORT_NO_DISC_COLUMN = 'The CSV needs a "Disc" column (the disc’s name).';
export const IMPORT_EMPTY = 'The file has no discs.';
export const COPY_INVALID = 'Copy must be a whole number: 1, 2, 3…';
export const IMPORT_REFUSED = 'Nothing was imported: fix the rows marked below and try again.';

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
}

export interface ParsedFile {
  rows: ImportRow[];
  /** Bag descriptions from a JSON export, by bag name. */
  descriptions: Map<string, string>;
}

type Read = { ok: true; value: ParsedFile } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function readImportFile(format: 'json' | 'csv', content: string): Read {
  const read = format === 'json' ? readJson(content) : readCsv(content);
  if (read.ok && read.value.rows.length === 0) return { ok: false, message: IMPORT_EMPTY };
  return read;
}

function readJson(content: string): Read {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { ok: false, message: IMPORT_NOT_JSON };
  }
  if (!isObject(data) || data.format !== EXPORT_FORMAT || !Array.isArray(data.bags)) {
    return { ok: false, message: IMPORT_NOT_JSON };
  }
  const rows: ImportRow[] = [];
  const descriptions = new Map<string, string>();
  for (const bag of data.bags) {
    if (!isObject(bag) || !Array.isArray(bag.discs)) return { ok: false, message: IMPORT_NOT_JSON };
    const bagName = text(bag.name) || null;
    if (bagName) descriptions.set(bagName, text(bag.description));
    for (const d of bag.discs) {
      if (!isObject(d)) return { ok: false, message: IMPORT_NOT_JSON };
      const { catalogueId, name, brand, extra, copy, ...rest } = d;
      const body: Record<string, unknown> = { ...rest };
      if (isObject(extra)) Object.assign(body, extra);
      rows.push({
        row: rows.length + 1,
        bag: bagName,
        name: text(name),
        brand: text(brand),
        catalogueId: text(catalogueId) || null,
        ...(copy === undefined ? {} : { copy }),
        body,
      });
    }
  }
  return { ok: true, value: { rows, descriptions } };
}

/** Undoes the export's formula guard ("'=x" → "=x"). */
function unguard(s: string): string {
  return /^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s;
}

function readCsv(content: string): Read {
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => {
      const key = h.trim().toLowerCase();
      return CSV_COLUMNS.find((c) => c.toLowerCase() === key) ?? CSV_ALIASES[key] ?? h.trim();
    },
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('Disc')) return { ok: false, message: IMPORT_NO_DISC_COLUMN };
  const rows: ImportRow[] = [];
  parsed.data.forEach((raw, i) => {
    const get = (c: CsvColumn) => unguard(String(raw[c] ?? '').trim());
    const colour = get('Colour');
    const body: Record<string, unknown> = {
      ...(colour === '' ? {} : { color: colour }),
      ...detailsFromCsv(get),
    };
    rows.push({
      row: i + 2, // the header is row 1, as a spreadsheet numbers them
      bag: get('Bag') || null,
      name: get('Disc'),
      brand: get('Brand'),
      catalogueId: get('Catalogue id') || null,
      ...(get('Copy') === '' ? {} : { copy: csvNumber(get('Copy')) }),
      body,
    });
  });
  return { ok: true, value: { rows, descriptions: new Map() } };
}

export interface CatalogueEntry {
  id: string;
  name: string;
  brand: string;
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
}

export interface PlannedDisc {
  row: number;
  bag: string | null;
  discitId: string;
  body: Record<string, unknown>;
}

const norm = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        prev[j]! + 1,
        cur[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** Up to three catalogue discs named like `name` ('Brand Name'), closest first. */
export function suggestNames(name: string, catalogue: readonly CatalogueEntry[]): string[] {
  const q = norm(name);
  if (q === '') return [];
  const scored: [number, string][] = [];
  for (const d of catalogue) {
    const n = norm(d.name);
    const score =
      n === q ? 0 : n.startsWith(q) || q.startsWith(n) ? 1 : n.includes(q) ? 2 : 2 + distance(q, n);
    if (score <= 4) scored.push([score, `${d.brand} ${d.name}`]);
  }
  scored.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  return [...new Set(scored.map(([, s]) => s))].slice(0, 3);
}

/** A key for "the same bag": the bag's id when importing into one, else the file's bag name. */
export type BagKey = (row: ImportRow) => string;

/**
 * Matches each row to the catalogue (its catalogue id, else brand and name, else a name that
 * is unique), checks its details with the API's rules, and finds duplicates: the same disc twice
 * in one bag among the file's rows, or a disc already in the target bag (`existing`, keys from
 * `bagKey` + catalogue id). A row marked as copy 2 or more is not a duplicate. `ok` only when every row can be imported.
 */
export function planImport(
  rows: readonly ImportRow[],
  catalogue: readonly CatalogueEntry[],
  bagKey: BagKey,
  existing: ReadonlySet<string>,
): { ok: boolean; report: ImportReportRow[]; discs: PlannedDisc[] } {
  const byId = new Map(catalogue.map((d) => [d.id, d]));
  const byBrandName = new Map(catalogue.map((d) => [`${norm(d.brand)}|${norm(d.name)}`, d]));
  const byName = new Map<string, CatalogueEntry[]>();
  for (const d of catalogue) {
    const k = norm(d.name);
    byName.set(k, [...(byName.get(k) ?? []), d]);
  }
  const seen = new Map<string, number>();
  const report: ImportReportRow[] = [];
  const discs: PlannedDisc[] = [];
  for (const r of rows) {
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
    const named = byName.get(norm(r.name)) ?? [];
    const match =
      (r.catalogueId ? byId.get(r.catalogueId) : undefined) ??
      byBrandName.get(`${norm(r.brand)}|${norm(r.name)}`) ??
      (named.length === 1 ? named[0] : undefined);
    if (!match) {
      line.problem =
        r.name === ''
          ? 'No disc name'
          : named.length > 1
            ? `Several discs are named ${r.name}: give the brand`
            : `Unknown disc: ${[r.brand, r.name].filter(Boolean).join(' ')}`;
      line.suggestions =
        named.length > 1
          ? named.map((d) => `${d.brand} ${d.name}`)
          : suggestNames(r.name, catalogue);
      continue;
    }
    line.matched = match;
    const body = { color: DEFAULT_IMPORT_COLOR, ...r.body };
    const parsed = parseUserDiscInput({ ...body, bagId: 'import', discitId: match.id }, 'create');
    if (!parsed.ok) {
      line.problem = Object.entries(parsed.fields)
        .map(([k, m]) => (m.toLowerCase().includes(k.toLowerCase()) ? m : `${k}: ${m}`))
        .join('; ');
      continue;
    }
    if (r.copy !== undefined && !(Number.isInteger(r.copy) && (r.copy as number) >= 1)) {
      line.problem = COPY_INVALID;
      continue;
    }
    const active = (parsed.value.details.status ?? 'active') === 'active';
    // A row marked as copy 2 or more is another copy on purpose (docs/decisions/0014).
    const anotherCopy = typeof r.copy === 'number' && r.copy >= 2;
    if (active && !anotherCopy) {
      const key = `${bagKey(r)}|${match.id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        line.problem = `Duplicate: ${match.name} is already on row ${earlier} for this bag`;
        continue;
      }
      if (existing.has(key)) {
        line.problem = `Duplicate: ${match.name} is already in the bag`;
        continue;
      }
      seen.set(key, r.row);
    }
    discs.push({ row: r.row, bag: r.bag, discitId: match.id, body });
  }
  return { ok: report.every((l) => l.problem === null), report, discs };
}
