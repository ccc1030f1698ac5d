/**
 * The disc-details form's draft (what its inputs hold), made from a disc, and what an edit changes.
 * Without zod, like the rest of core/rules (docs/decisions/0037); the draft is checked with the
 * API's schema in core/schemas/disc-details-form.ts.
 */
import type { UserDisc } from '../bag-types';
import type { DISC_FIELDS, DetailKey, DiscDetailsInput } from '../collection/disc-fields';

type Fields = typeof DISC_FIELDS;

/**
 * How the form holds a detail as text: as typed (the schema trims it), a number ('175,5' too), or
 * a date (trimmed). An object value (the flight numbers) is one number input per part, all or none.
 */
export type DraftKind = 'text' | 'number' | 'date';
type DraftOf<K extends DetailKey> = Fields[K]['stored'] extends string
  ? DraftKind
  : { readonly [P in keyof Fields[K]['stored']]: 'number' };

/**
 * Every field of the table (core/collection/disc-fields) with how the disc form holds it, or
 * `null` when the form does not edit it (the archive dialog sets the status and its note and
 * date). The table is zod's, which pages do not load, so its fields are named again here: the
 * compiler refuses a field of the table missing from this one.
 */
export const DRAFT_KINDS = {
  plastic: 'text',
  weight: 'number',
  condition: 'number',
  nickname: 'text',
  notes: 'text',
  acquiredOn: 'date',
  myFlight: { speed: 'number', glide: 'number', turn: 'number', fade: 'number' },
  status: null,
  statusNote: null,
  statusDate: null,
} as const satisfies { readonly [K in DetailKey]: DraftOf<K> | null };

type Kinds = typeof DRAFT_KINDS;
/** A detail the disc form edits. */
export type FormDetailKey = { [K in DetailKey]: Kinds[K] extends null ? never : K }[DetailKey];
/** One of the form's inputs: a detail, or one part of an object detail (`speed`…). */
export type DraftSlot = {
  [K in FormDetailKey]: Kinds[K] extends string ? K : keyof Kinds[K];
}[FormDetailKey];

/**
 * The disc-details form as text (what the inputs hold), to and from the API's typed details.
 * Empty text means "not set"; the personal flight numbers are all four or none.
 */
export type DetailsDraft = Record<DraftSlot, string>;

type FormEntry = [FormDetailKey, DraftKind | Readonly<Record<string, 'number'>>];
/** The form's details with how each is held, in the table's order. */
export const FORM_DETAILS = (
  Object.entries(DRAFT_KINDS) as [DetailKey, FormEntry[1] | null][]
).filter((e): e is FormEntry => e[1] !== null);

/** The slots of a detail: itself, or its parts. */
export const slotsOf = ([key, kind]: FormEntry): DraftSlot[] =>
  (typeof kind === 'string' ? [key] : Object.keys(kind)) as DraftSlot[];

export const EMPTY_DRAFT = Object.fromEntries(
  FORM_DETAILS.flatMap(slotsOf).map((slot) => [slot, '']),
) as DetailsDraft;

export const FLIGHT_INCOMPLETE = 'Give all four numbers, or none to use the catalogue’s';

const str = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

export function draftOf(disc: Partial<UserDisc>): DetailsDraft {
  const given = disc as Record<string, unknown>;
  const draft: Record<string, string> = {};
  for (const [key, kind] of FORM_DETAILS) {
    if (typeof kind === 'string') draft[key] = str(given[key]);
    else {
      const value = given[key] as Record<string, unknown> | undefined;
      for (const part of Object.keys(kind)) draft[part] = str(value?.[part]);
    }
  }
  return draft as DetailsDraft;
}

/** The details that differ between a disc and a parsed draft (an edit sends only those). */
export function changedDetails(
  disc: Partial<UserDisc>,
  next: DiscDetailsInput,
): Partial<DiscDetailsInput> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = (disc as Record<string, unknown>)[key] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(value ?? null)) out[key] = value;
  }
  return out;
}
