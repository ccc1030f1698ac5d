import { z } from 'zod';
import type { Scalar } from '../bag-types';
import { fieldErrors, NOT_AN_OBJECT } from './bag';
import { isStorableText } from './storable-text';
import {
  DETAIL_KEYS,
  discDetailsInputSchema,
  type DiscDetailChanges,
  type DiscDetailsInput,
} from '../collection/disc-fields';
import {
  HEX_COLOR,
  EXTRA_KEY,
  EXTRA_MAX_BYTES,
  EXTRA_STRING_MAX,
  BAG_REQUIRED,
  DISC_REQUIRED,
  DISC_NOT_IN_CATALOGUE,
  COLOR_INVALID,
  ALLOW_DUPLICATE_INVALID,
  EXTRA_TOO_LARGE,
  DISCS_AT_ONCE_MAX,
  DISCS_REQUIRED,
  DISCS_TOO_MANY,
  DISC_ID_INVALID,
} from '../rules/user-disc';
export * from '../rules/user-disc';

/** Rules for a disc placed in a bag, shared by the server and the UI (docs/decisions/0005). */
/** Pass-through fields (plastic, weight, notes...): scalar values only. */
export type ExtraFields = Record<string, Scalar>;

export type AddDiscInput = {
  bagId: string;
  discitId: string;
  color: string;
} & DiscDetailsInput & { [extra: string]: unknown };

/**
 * A parsed add/update body: core fields (absent when not sent), the typed details sent
 * (docs/decisions/0012) and the pass-through set.
 */
export interface UserDiscChanges {
  bagId?: string;
  discitId?: string;
  color?: string;
  /** The player means a second copy of a disc already in the bag (docs/decisions/0014). */
  allowDuplicate?: boolean;
  details: DiscDetailChanges;
  extra: ExtraFields;
}

const CORE_KEYS = new Set(['bagId', 'discitId', 'color', 'allowDuplicate']);
const DETAILS = new Set<string>(DETAIL_KEYS);
/** The fields of a user disc answer that are the server's: neither details nor pass-through. */
const ANSWER_FIELDS = [
  'id',
  'userId',
  'bagId',
  'discitId',
  'color',
  'createdAt',
  'discDetails',
  // The copy number (docs/decisions/0014) is the server's to give.
  'copy',
  'photoUrl',
];
const OWN = new Set(ANSWER_FIELDS);

/** A user disc answer's typed details and its pass-through fields, apart (unset ones left out). */
export function splitAnswer(answer: object): {
  details: Record<string, unknown>;
  extra: Record<string, unknown>;
} {
  const details: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    if (OWN.has(key) || value === undefined) continue;
    if (DETAILS.has(key)) details[key] = value;
    else extra[key] = value;
  }
  return { details, extra };
}

// Compared without case or underscores: 'user_id', 'USERID' and 'userId' are all refused.
const RESERVED = new Set(
  [
    ...ANSWER_FIELDS,
    'discId',
    'updatedAt',
    'extra',
    'allowDuplicate',
    ...DETAIL_KEYS,
    ...Object.getOwnPropertyNames(Object.prototype),
    'prototype',
  ].map(normaliseKey),
);

function normaliseKey(key: string): string {
  return key.replace(/_/g, '').toLowerCase();
}

const coreShape = {
  bagId: z.string({ error: BAG_REQUIRED }).trim().min(1, BAG_REQUIRED),
  discitId: z
    .string({ error: DISC_REQUIRED })
    .min(1, DISC_REQUIRED)
    .regex(/^[\w.:-]{1,100}$/, DISC_NOT_IN_CATALOGUE),
  color: z.string({ error: COLOR_INVALID }).regex(HEX_COLOR, COLOR_INVALID),
};
const allowDuplicate = z.boolean({ error: ALLOW_DUPLICATE_INVALID }).optional().meta({
  description:
    'true: the player means another copy of a disc already in the bag (answered with copy 2, 3…). Without it a disc already in the bag answers 409 duplicate_disc.',
});
const createCore = z.object({ ...coreShape, allowDuplicate });
const updateCore = z.object(coreShape).partial().extend({ allowDuplicate });

/** A pass-through value: text, a number, true/false or null. */
export const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The add and update bodies as the API documents them: the core fields plus pass-through
 * scalars. parseUserDiscInput applies these and the rules on pass-through names and sizes.
 */
// Typed as unknown beside the typed details (an index signature of scalars would clash with
// myFlight's object); the description and parseUserDiscInput hold the scalar rule.
const passThrough = z.unknown().meta({
  description:
    'A pass-through field: text (at most 1,000 characters), a number, true/false or null.',
});
export const addDiscBodySchema = createCore
  .extend(discDetailsInputSchema.shape)
  .catchall(passThrough)
  .meta({ id: 'AddDiscInput' });
export const updateDiscBodySchema = updateCore
  .extend(discDetailsInputSchema.shape)
  .catchall(passThrough)
  .meta({ id: 'UpdateDiscInput' });

/** Any of the add fields; only what is sent changes. */
export type UpdateDiscInput = z.input<typeof updateDiscBodySchema>;

/** Why a pass-through key or value is refused, or null when it is fine. */
function extraProblem(key: string, value: unknown): string | null {
  if (!EXTRA_KEY.test(key) || RESERVED.has(normaliseKey(key))) {
    return 'This field name is not allowed';
  }
  if (typeof value === 'string') {
    if (value.length > EXTRA_STRING_MAX) return `Must be at most ${EXTRA_STRING_MAX} characters`;
    if (!isStorableText(value)) return 'Contains characters that are not allowed';
    return null;
  }
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number' && Number.isFinite(value)) return null;
  return 'Must be text, a number, true/false or null';
}

/** Byte length of the pass-through set as JSON (the 4 KB limit). */
export function extraBytes(extra: ExtraFields): number {
  return new TextEncoder().encode(JSON.stringify(extra)).length;
}

/**
 * A number as PostgreSQL's jsonb writes it back: in full, never in exponent form (JSON.stringify
 * writes 1e21 as "1e+21" and 1.5e-7 as "1.5e-7"; the database "1000000000000000000000" and
 * "0.00000015").
 */
function numberAsStored(n: number): string {
  const text = JSON.stringify(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, lead, fraction = '', exponent] = m;
  const digits = lead! + fraction;
  const shift = Number(exponent);
  if (shift < 0) return `${sign}0.${'0'.repeat(-shift - 1)}${digits}`;
  const whole = digits.padEnd(shift + 1, '0');
  const rest = digits.slice(shift + 1);
  return `${sign}${whole.slice(0, shift + 1)}${rest ? `.${rest}` : ''}`;
}

/**
 * What the pass-through set counts toward the player's text budget: the bytes of its stored
 * text, exactly as the database measures it (`octet_length(extra::text)`, player-usage.ts), so
 * a write checked here and the usage read there are one measure. jsonb writes a flat object as
 * `{"key": value, "key": value}`: JSON's escapes, a space after each colon and comma, and numbers
 * in full.
 */
export function storedExtraBytes(extra: ExtraFields): number {
  const encoder = new TextEncoder();
  const entries = Object.entries(extra).map(
    ([key, value]) =>
      `${JSON.stringify(key)}: ${typeof value === 'number' ? numberAsStored(value) : JSON.stringify(value)}`,
  );
  return encoder.encode(`{${entries.join(', ')}}`).length;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/**
 * Checks an add (`create`: bagId, discitId and color required) or update (`update`: all optional)
 * body. Every key that is not a core field is a pass-through field and must follow the rules.
 */
export function parseUserDiscInput(
  raw: unknown,
  mode: 'create' | 'update',
): ParseResult<UserDiscChanges> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, fields: { body: NOT_AN_OBJECT } };
  }
  const core: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const extra: ExtraFields = {};
  const problems: z.core.$ZodIssue[] = [];
  for (const key of Object.keys(raw)) {
    const value = (raw as Record<string, unknown>)[key];
    if (CORE_KEYS.has(key)) {
      core[key] = value;
      continue;
    }
    if (DETAILS.has(key)) {
      details[key] = value;
      continue;
    }
    const problem = extraProblem(key, value);
    if (problem) problems.push({ code: 'custom', path: [key], message: problem, input: value });
    else extra[key] = value as Scalar;
  }
  const parsed = (mode === 'create' ? createCore : updateCore).safeParse(core);
  const typed = discDetailsInputSchema.safeParse(details);
  if (!typed.success) problems.unshift(...typed.error.issues);
  if (!parsed.success) problems.unshift(...parsed.error.issues);
  if (problems.length === 0 && extraBytes(extra) > EXTRA_MAX_BYTES) {
    problems.push({ code: 'custom', path: ['extra'], message: EXTRA_TOO_LARGE, input: extra });
  }
  if (problems.length > 0 || !parsed.success || !typed.success) {
    return { ok: false, fields: fieldErrors(problems) };
  }
  return { ok: true, value: { ...parsed.data, details: typed.data, extra } };
}

/** POST /api/user-discs/move and /copy: several of the player's discs into one of their bags. */
export const discsToBagSchema = z
  .strictObject({
    ids: z
      .array(z.string({ error: DISC_ID_INVALID }).min(1, DISC_ID_INVALID), {
        error: DISCS_REQUIRED,
      })
      .min(1, DISCS_REQUIRED)
      .max(DISCS_AT_ONCE_MAX, DISCS_TOO_MANY)
      .meta({ description: 'Ids of your discs. One that is not yours: 404 and nothing changes.' }),
    bagId: z.string({ error: BAG_REQUIRED }).trim().min(1, BAG_REQUIRED),
    allowDuplicate,
  })
  .meta({ id: 'DiscsToBagInput' });
export type DiscsToBagInput = z.input<typeof discsToBagSchema>;
