import { z } from 'zod';
import {
  conditionSchema,
  detailText,
  DISC_STATUSES,
  isoDate,
  NICKNAME_MAX,
  NOTES_MAX,
  personalFlightSchema,
  PLASTIC_MAX,
  STATUS_NOTE_MAX,
  statusSchema,
  weightSchema,
} from '../schemas/disc-details';

/**
 * A player's own details about one physical disc (docs/decisions/0012), one row per field. The
 * add and update schema, the answer's fields, the export (JSON and CSV) and the CSV import's
 * columns, the shared link's fields, the mapping to and from the user_disc columns, and the
 * player's text budget (core/limits) are all derived from this table: a new field is a row here
 * plus its column and migration (docs/architecture.md, "A new field of a disc").
 */
interface DiscFieldSpec {
  /** What an add or update takes; `null` (or empty text) clears the field. */
  readonly input: z.ZodType;
  /** The value as the API answers it when set (a field not set is absent). */
  readonly answer: z.ZodType;
  /** The answer field's description in the OpenAPI document. */
  readonly description?: string;
  /** Its user_disc column (the Drizzle key), or one column per part of an object value. */
  readonly stored: string | Readonly<Record<string, string>>;
  /** Whether its UTF-8 bytes count toward the player's text budget (text fields only). */
  readonly budget: boolean;
  /** Its CSV header, or one header per part of an object value. */
  readonly csv: string | Readonly<Record<string, string>>;
  /** How a CSV cell of it is read: text as it is, or a number ('175', '175,5'). */
  readonly cell: 'text' | 'number';
  /** Whether the JSON and CSV exports carry it. */
  readonly exported: boolean;
  /** Whether a friend sees it on a shared link (docs/decisions/0015). */
  readonly shared: boolean;
  /** What a disc answer without it means (the CSV export writes this). */
  readonly unset?: string;
}

/** The fields in the order of the CSV columns. */
export const DISC_FIELDS = {
  plastic: {
    input: detailText('Plastic', PLASTIC_MAX),
    answer: z.string(),
    stored: 'plastic',
    budget: true,
    csv: 'Plastic',
    cell: 'text',
    exported: true,
    shared: true,
  },
  weight: {
    input: weightSchema,
    answer: z.number(),
    description: 'Grams, 100 to 200 in steps of 0.5.',
    stored: 'weight',
    budget: false,
    csv: 'Weight (g)',
    cell: 'number',
    exported: true,
    shared: true,
  },
  condition: {
    input: conditionSchema,
    answer: z.number().int(),
    description: '1 to 10, 10 = new.',
    stored: 'condition',
    budget: false,
    csv: 'Condition',
    cell: 'number',
    exported: true,
    shared: true,
  },
  nickname: {
    input: detailText('Nickname', NICKNAME_MAX),
    answer: z.string(),
    description: 'A nickname or the ink on the rim.',
    stored: 'nickname',
    budget: true,
    csv: 'Nickname',
    cell: 'text',
    exported: true,
    shared: false,
  },
  notes: {
    input: detailText('Notes', NOTES_MAX),
    answer: z.string(),
    stored: 'notes',
    budget: true,
    csv: 'Notes',
    cell: 'text',
    exported: true,
    shared: false,
  },
  acquiredOn: {
    input: isoDate,
    answer: z.string(),
    description: 'YYYY-MM-DD',
    stored: 'acquiredOn',
    budget: false,
    csv: 'Acquired',
    cell: 'text',
    exported: true,
    shared: false,
  },
  myFlight: {
    input: personalFlightSchema.nullable(),
    answer: personalFlightSchema,
    description: "The player's own flight numbers, used in place of the catalogue's.",
    stored: { speed: 'mySpeed', glide: 'myGlide', turn: 'myTurn', fade: 'myFade' },
    budget: false,
    csv: { speed: 'My speed', glide: 'My glide', turn: 'My turn', fade: 'My fade' },
    cell: 'number',
    exported: true,
    shared: true,
  },
  status: {
    input: statusSchema,
    answer: z.enum(DISC_STATUSES),
    description: 'Always sent: active, or archived: lost, sold, given (away) or retired.',
    stored: 'status',
    budget: false,
    csv: 'Status',
    cell: 'text',
    exported: true,
    shared: false,
    unset: 'active',
  },
  statusNote: {
    input: detailText('Where or to whom', STATUS_NOTE_MAX),
    answer: z.string(),
    description: 'Where it was lost, or to whom.',
    stored: 'statusNote',
    budget: true,
    csv: 'Status note',
    cell: 'text',
    exported: true,
    shared: false,
  },
  statusDate: {
    input: isoDate,
    answer: z.string(),
    description: 'When it left the bag (YYYY-MM-DD).',
    stored: 'statusDate',
    budget: false,
    csv: 'Status date',
    cell: 'text',
    exported: true,
    shared: false,
  },
} as const satisfies Record<string, DiscFieldSpec>;

type Fields = typeof DISC_FIELDS;
export type DetailKey = keyof Fields;
type Spec = DiscFieldSpec;
type Parts<T> = T extends string ? T : T[keyof T];

export const DETAIL_KEYS = Object.keys(DISC_FIELDS) as DetailKey[];
const entries = Object.entries(DISC_FIELDS) as [DetailKey, Spec][];
const keysWhere = (test: (f: Spec) => boolean) =>
  entries.filter(([, f]) => test(f)).map(([k]) => k);
const parts = (v: string | Readonly<Record<string, string>>): string[] =>
  typeof v === 'string' ? [v] : Object.values(v);

/** The details' input schemas by field: what the add and update bodies take. */
export const discDetailsShape = Object.fromEntries(entries.map(([k, f]) => [k, f.input])) as {
  [K in DetailKey]: Fields[K]['input'];
};

/** Every detail optional: what an add or update body may carry. */
export const discDetailsInputSchema = z.object(discDetailsShape).partial();
export type DiscDetailsInput = z.input<typeof discDetailsInputSchema>;
export type DiscDetailChanges = z.output<typeof discDetailsInputSchema>;

/**
 * A disc's details as answered: a field not set is absent. The API always sends `status`; code
 * reading a disc treats a missing one as active.
 */
export type UserDiscDetails = { [K in DetailKey]?: z.output<Fields[K]['answer']> };

/** The details as the answer schema documents them (each optional). */
export const detailAnswerShape = Object.fromEntries(
  entries.map(([k, f]) => {
    const optional = f.answer.optional();
    return [k, f.description ? optional.meta({ description: f.description }) : optional];
  }),
) as { [K in DetailKey]: z.ZodOptional<Fields[K]['answer']> };

type SharedKey = { [K in DetailKey]: Fields[K]['shared'] extends true ? K : never }[DetailKey];
/** The details a friend sees on a shared link. */
export const SHARED_DETAIL_KEYS = keysWhere((f) => f.shared) as SharedKey[];
export const sharedAnswerShape = Object.fromEntries(
  SHARED_DETAIL_KEYS.map((k) => [k, detailAnswerShape[k]]),
) as Pick<typeof detailAnswerShape, SharedKey>;

/** The details the exports carry. */
export const EXPORTED_DETAIL_KEYS: readonly DetailKey[] = keysWhere((f) => f.exported);

// ---- The stored columns -------------------------------------------------------------------

/** A user_disc column (its Drizzle key) that holds a detail. */
export type DetailColumn = { [K in DetailKey]: Parts<Fields[K]['stored']> }[DetailKey];
/** A row's detail columns, null where not set. */
export type StoredDetails = { readonly [C in DetailColumn]: unknown };
/** The columns of the details a shared link shows. */
export type SharedColumn = { [K in SharedKey]: Parts<Fields[K]['stored']> }[SharedKey];
export type SharedStoredDetails = { readonly [C in SharedColumn]: unknown };

/** Every detail column, in the table's order. */
export const DETAIL_COLUMNS: readonly DetailColumn[] = entries.flatMap(
  ([, f]) => parts(f.stored) as DetailColumn[],
);

/** The columns of the details a shared link shows. */
export const SHARED_COLUMNS: readonly SharedColumn[] = entries
  .filter(([, f]) => f.shared)
  .flatMap(([, f]) => parts(f.stored) as SharedColumn[]);

/** The columns whose text counts toward the player's text budget (core/limits). */
export const BUDGET_COLUMNS: readonly DetailColumn[] = entries
  .filter(([, f]) => f.budget)
  .flatMap(([, f]) => parts(f.stored) as DetailColumn[]);

/**
 * The stored columns as the API answers them (every field, or only those a shared link shows):
 * a field not set is left out; an object value is set only when all its parts are.
 */
export function detailsFromStored(row: StoredDetails): UserDiscDetails;
export function detailsFromStored(
  row: SharedStoredDetails,
  which: 'shared',
): Pick<UserDiscDetails, SharedKey>;
export function detailsFromStored(
  row: SharedStoredDetails,
  which: 'all' | 'shared' = 'all',
): UserDiscDetails {
  const out: Record<string, unknown> = {};
  const cols = row as Record<string, unknown>;
  for (const [key, f] of entries) {
    if (which === 'shared' && !f.shared) continue;
    if (typeof f.stored === 'string') {
      if (cols[f.stored] !== null && cols[f.stored] !== undefined) out[key] = cols[f.stored];
      continue;
    }
    const value = Object.entries(f.stored).map(([part, col]) => [part, cols[col]] as const);
    if (value.every(([, v]) => v !== null && v !== undefined)) out[key] = Object.fromEntries(value);
  }
  return out;
}

/** Detail changes as column values: only the fields sent, `null` clearing one (all its parts). */
export function storedFromDetails(d: DiscDetailChanges): Partial<Record<DetailColumn, unknown>> {
  const out: Record<string, unknown> = {};
  const given = d as Record<string, unknown>;
  for (const [key, f] of entries) {
    const value = given[key];
    if (value === undefined) continue;
    if (typeof f.stored === 'string') {
      out[f.stored] = value;
      continue;
    }
    const object = value as Record<string, unknown> | null;
    for (const [part, col] of Object.entries(f.stored)) out[col] = object?.[part] ?? null;
  }
  return out;
}

/** The fields whose text counts toward the player's text budget (core/limits). */
const BUDGET_KEYS = keysWhere((f) => f.budget);

/**
 * The UTF-8 bytes of the budget fields' text (notes, plastic…): what one disc's details count
 * toward the player's text budget (core/limits). A stored row is read with detailsFromStored.
 */
export function detailTextBytes(details: object): number {
  const enc = new TextEncoder();
  const given = details as Record<string, unknown>;
  let n = 0;
  for (const key of BUDGET_KEYS) {
    const v = given[key];
    if (typeof v === 'string') n += enc.encode(v).length;
  }
  return n;
}

// ---- CSV ------------------------------------------------------------------------------------

type CsvOf<K extends DetailKey> = Parts<Fields[K]['csv']>;
/** The CSV headers of the details, in order. */
export type DetailCsvHeader = { [K in DetailKey]: CsvOf<K> }[DetailKey];

type CsvCell = readonly [DetailCsvHeader, (d: UserDiscDetails) => unknown];

/** [header, the cell's value from a disc answer] for each exported detail, in order. */
export const DETAIL_CSV_COLUMNS: readonly CsvCell[] = entries
  .filter(([, f]) => f.exported)
  .flatMap(([key, f]): CsvCell[] => {
    const own = (d: UserDiscDetails) => (d as Record<string, unknown>)[key];
    const headers: Record<string, string> = typeof f.csv === 'string' ? { '': f.csv } : f.csv;
    return Object.entries(headers).map(([part, header]) => [
      header as DetailCsvHeader,
      part === ''
        ? (d) => own(d) ?? f.unset
        : (d) => (own(d) as Record<string, unknown> | undefined)?.[part],
    ]);
  });

/** '175' → 175; '' → undefined (not set); anything else stays text so the rules name it. */
export function csvNumber(s: string): unknown {
  if (s === '') return undefined;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : s;
}

/**
 * The details of one CSV row as an add body's fields, read through `cell` (a header's trimmed
 * text, '' when absent). An object value is given when any of its cells is.
 */
export function detailsFromCsv(cell: (header: DetailCsvHeader) => string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of entries) {
    if (!f.exported) continue;
    const read = (header: string) => {
      const text = cell(header as DetailCsvHeader);
      return f.cell === 'number' ? csvNumber(text) : text === '' ? undefined : text;
    };
    if (typeof f.csv === 'string') {
      const v = read(f.csv);
      if (v !== undefined) body[key] = v;
      continue;
    }
    const value = Object.entries(f.csv).map(([part, header]) => [part, read(header)] as const);
    if (value.some(([, v]) => v !== undefined)) body[key] = Object.fromEntries(value);
  }
  return body;
}
