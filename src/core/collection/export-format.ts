import Papa from 'papaparse';
import type { Bag, UserDisc } from '../bag-types';
import { splitAnswer } from '../schemas/user-disc';

/**
 * The export formats (docs/decisions/0012). JSON is complete and re-importable: every bag with
 * its discs, their typed details and pass-through fields. CSV is one row per disc with the
 * columns a spreadsheet user expects; it is re-importable too.
 */
export const EXPORT_FORMAT = 'hyzer-collection';
export const EXPORT_VERSION = 1;

export interface ExportedDisc {
  catalogueId: string;
  name: string | null;
  brand: string | null;
  color: string;
  plastic?: string;
  weight?: number;
  condition?: number;
  nickname?: string;
  notes?: string;
  myFlight?: { speed: number; glide: number; turn: number; fade: number };
  acquiredOn?: string;
  status?: string;
  statusNote?: string;
  statusDate?: string;
  /** From 2 on: another copy of a disc the bag already holds (docs/decisions/0014). */
  copy?: number;
  /** Pass-through fields, as stored. */
  extra?: Record<string, unknown>;
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
  const { details, extra } = splitAnswer(d);
  return {
    catalogueId: d.discitId,
    name: d.discDetails?.name ?? null,
    brand: d.discDetails?.brand ?? null,
    color: d.color,
    ...details,
    ...(d.copy === undefined ? {} : { copy: d.copy }),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

/** The bags given (one, or all the player's) with their discs, in the order they were added. */
export function buildExport(
  bags: readonly Bag[],
  discs: readonly UserDisc[],
  exportedAt: Date,
): CollectionExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    bags: bags.map((b) => ({
      name: b.name,
      description: b.description,
      discs: discs.filter((d) => d.bagId === b.id).map(exportedDisc),
    })),
  };
}

/** CSV columns, in order: [header, how to read it from a disc of a bag]. */
export const CSV_COLUMNS = [
  'Bag',
  'Disc',
  'Brand',
  'Category',
  'Speed',
  'Glide',
  'Turn',
  'Fade',
  'Colour',
  'Plastic',
  'Weight (g)',
  'Condition',
  'Nickname',
  'Notes',
  'Acquired',
  'My speed',
  'My glide',
  'My turn',
  'My fade',
  'Status',
  'Status note',
  'Status date',
  'Catalogue id',
  'Copy',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

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
        Plastic: d.plastic,
        'Weight (g)': d.weight,
        Condition: d.condition,
        Nickname: d.nickname,
        Notes: d.notes,
        Acquired: d.acquiredOn,
        'My speed': d.myFlight?.speed,
        'My glide': d.myFlight?.glide,
        'My turn': d.myFlight?.turn,
        'My fade': d.myFlight?.fade,
        Status: d.status ?? 'active',
        'Status note': d.statusNote,
        'Status date': d.statusDate,
        'Catalogue id': d.discitId,
        Copy: d.copy,
      };
      return CSV_COLUMNS.map((col) => guardFormula(cell(values[col])));
    });
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' });
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
