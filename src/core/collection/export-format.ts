import Papa from 'papaparse';
import type { Bag, UserDisc } from '../bag-types';
import { splitAnswer } from '../schemas/user-disc';
import type { Throw } from '../schemas/throw';
import {
  DETAIL_CSV_COLUMNS,
  EXPORTED_DETAIL_KEYS,
  type DetailCsvHeader,
  type UserDiscDetails,
} from './disc-fields';

/**
 * The export formats (docs/decisions/0012). JSON is complete and re-importable: every bag with
 * its discs, their typed details and pass-through fields. CSV is one row per disc with the
 * columns a spreadsheet user expects; it is re-importable too.
 */
export const EXPORT_FORMAT = 'hyzer-collection';
export const EXPORT_VERSION = 1;

/** One disc of an export: its catalogue disc, colour, the exported details (disc-fields.ts)… */
export type ExportedDisc = ExportedDiscCore & UserDiscDetails;

interface ExportedDiscCore {
  catalogueId: string;
  name: string | null;
  brand: string | null;
  /**
   * The disc's category and flight numbers (the catalogue's, or the player's own disc's): a file
   * whose disc the importing server's catalogue lacks brings it in as an own disc (decision 0029).
   */
  category?: string;
  speed?: number | null;
  glide?: number | null;
  turn?: number | null;
  fade?: number | null;
  /** Set for one of the player's own discs. */
  own?: true;
  color: string;
  /** From 2 on: another copy of a disc the bag already holds (docs/decisions/0014). */
  copy?: number;
  /** Pass-through fields, as stored. */
  extra?: Record<string, unknown>;
  /** The disc's logged throws (decision 0030), oldest first; absent when none. */
  throws?: ExportedThrow[];
}

/**
 * A throw as exported: what PUT /api/throws/{id} takes, less the disc (it sits under its disc).
 * A throw made from a round's shot (decision 0045) goes as a plain throw: the link to its shot
 * is the server's, and an import logs it again without one.
 */
export type ExportedThrow = Omit<
  Throw,
  'id' | 'userDiscId' | 'createdAt' | 'updatedAt' | 'roundId' | 'roundHole' | 'roundShotId'
>;

export function exportedThrow(t: Throw): ExportedThrow {
  const {
    id: _id,
    userDiscId: _disc,
    createdAt: _c,
    updatedAt: _u,
    roundId: _r,
    roundHole: _h,
    roundShotId: _s,
    ...rest
  } = t;
  return rest;
}

export interface ExportedBag {
  name: string;
  description: string;
  discs: ExportedDisc[];
}

export interface CollectionExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  bags: ExportedBag[];
}

/**
 * One disc as exported: its catalogue disc, colour, details, copy number and pass-through fields.
 * The server's own fields are left out; photoUrl is this server's address of the photo (decision
 * 0016), so the photo is not exported.
 */
export function exportedDisc(d: UserDisc): ExportedDisc {
  const { details: all, extra } = splitAnswer(d);
  const details = Object.fromEntries(
    EXPORTED_DETAIL_KEYS.filter((k) => k in all).map((k) => [k, all[k]]),
  ) as UserDiscDetails;
  return {
    catalogueId: d.discitId,
    name: d.discDetails?.name ?? null,
    brand: d.discDetails?.brand ?? null,
    ...(d.discDetails
      ? {
          category: d.discDetails.category,
          speed: d.discDetails.speed,
          glide: d.discDetails.glide,
          turn: d.discDetails.turn,
          fade: d.discDetails.fade,
          ...(d.discDetails.own ? { own: true as const } : {}),
        }
      : {}),
    color: d.color,
    ...details,
    ...(d.copy === undefined ? {} : { copy: d.copy }),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

/**
 * The bags given (one, or all the player's) with their discs, in the order they were added, each
 * with its logged throws (`throws`: the player's, any disc).
 */
export function buildExport(
  bags: readonly Bag[],
  discs: readonly UserDisc[],
  exportedAt: Date,
  throws: readonly Throw[] = [],
): CollectionExport {
  const byDisc = new Map<string, ExportedThrow[]>();
  for (const t of throws) {
    const list = byDisc.get(t.userDiscId) ?? [];
    list.push(exportedThrow(t));
    byDisc.set(t.userDiscId, list);
  }
  const withThrows = (d: UserDisc): ExportedDisc => {
    const logged = byDisc.get(d.id);
    return logged ? { ...exportedDisc(d), throws: logged } : exportedDisc(d);
  };
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    bags: bags.map((b) => ({
      name: b.name,
      description: b.description,
      discs: discs.filter((d) => d.bagId === b.id).map(withThrows),
    })),
  };
}

const LEADING_COLUMNS = [
  'Bag',
  'Disc',
  'Brand',
  'Category',
  'Speed',
  'Glide',
  'Turn',
  'Fade',
  'Colour',
] as const;
const TRAILING_COLUMNS = ['Catalogue id', 'Copy'] as const;
export type CsvColumn =
  (typeof LEADING_COLUMNS)[number] | DetailCsvHeader | (typeof TRAILING_COLUMNS)[number];

/** CSV columns, in order: the bag and catalogue disc, the colour, the details, id and copy. */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  ...LEADING_COLUMNS,
  ...DETAIL_CSV_COLUMNS.map(([header]) => header),
  ...TRAILING_COLUMNS,
];

const cell = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/**
 * One row per disc. A cell that a spreadsheet would run as a formula (=, +, -, @ first) is
 * prefixed with an apostrophe, except plain numbers; import strips it again.
 */
export function buildCsv(bags: readonly Bag[], discs: readonly UserDisc[]): string {
  const bagName = new Map(bags.map((b) => [b.id, b.name]));
  const rows = discs
    .filter((d) => bagName.has(d.bagId))
    .map((d) => {
      const c = d.discDetails;
      const values: Record<CsvColumn, unknown> = {
        Bag: bagName.get(d.bagId),
        Disc: c?.name,
        Brand: c?.brand,
        Category: c?.category,
        Speed: c?.speed,
        Glide: c?.glide,
        Turn: c?.turn,
        Fade: c?.fade,
        Colour: d.color,
        ...detailCells(d),
        'Catalogue id': d.discitId,
        Copy: d.copy,
      };
      return CSV_COLUMNS.map((col) => guardFormula(cell(values[col])));
    });
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}

function detailCells(d: UserDisc): Record<DetailCsvHeader, unknown> {
  return Object.fromEntries(
    DETAIL_CSV_COLUMNS.map(([header, read]) => [header, read(d)]),
  ) as Record<DetailCsvHeader, unknown>;
}

function guardFormula(s: string): string {
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) return `'${s}`;
  return s;
}

/** A file name for an export: 'hyzer-main-bag-2026-11-23.csv'. */
export function exportFileName(label: string, when: Date, ext: 'json' | 'csv'): string {
  const slug =
    label
      .toLowerCase()
      // Accents come apart from their letters (NFKD) and go: 'Crème' → 'creme', not 'cre-me'.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'bag';
  return `hyzer-${slug}-${when.toISOString().slice(0, 10)}.${ext}`;
}
