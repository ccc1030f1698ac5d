import { isStorableText } from '../schemas/storable-text';
import { canonicalBrand } from './brands';
import { canonicalCategory } from './category';
import { normaliseHexColor } from './color';
import { FLIGHT_FIELDS, flightBoundsProblem } from './flight-bounds';
import { derivedDiscId, discKey, isRoutableId } from './identity';
import { parseStabilityLabel } from './stability';
import type { Disc } from './types';

/** Longest accepted values. Over-long required text rejects the record; over-long optional text becomes null. */
export const DISC_LIMITS = {
  id: 100,
  name: 200,
  brand: 100,
  category: 100,
  stability: 50,
  url: 2048,
} as const;

/** Spec §9: brand defaults to 'Unknown'. A missing category uses the same word (it maps to type 'other'). */
export const UNKNOWN_BRAND = 'Unknown';
export const UNKNOWN_CATEGORY = 'Unknown';

export type NormaliseResult =
  | {
      ok: true;
      disc: Disc;
      /** Set when the record's own id could not be kept and a derived id was given instead. */
      note?: string;
    }
  | { ok: false; reason: string };

/** Plain decimal notation only: no exponent, hex, 'Infinity' or thousands separators. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * A flight number from a catalogue value: finite numbers as they are, decimal strings (trimmed)
 * parsed; everything else ('' , null, undefined, 'abc', NaN, Infinity, booleans) → null.
 * -0 becomes 0.
 */
export function toFlightNumber(v: unknown): number | null {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && DECIMAL.test(v.trim())) n = Number(v.trim());
  else return null;
  return Number.isFinite(n) ? n + 0 : null;
}

/** Trimmed text from a string or a finite number; null when missing or blank. */
function text(v: unknown): string | null {
  let s: string;
  if (typeof v === 'string') s = v.trim();
  else if (typeof v === 'number' && Number.isFinite(v)) s = String(v);
  else return null;
  return s === '' ? null : s;
}

function optionalText(v: unknown, max: number): string | null {
  const s = text(v);
  return s !== null && s.length <= max ? s : null;
}

/** Only absolute http(s) URLs are kept (a javascript: link must never reach an href). */
function url(v: unknown): string | null {
  const s = optionalText(v, DISC_LIMITS.url);
  return s !== null && HTTP_URL.test(s) ? s : null;
}

const fail = (reason: string): NormaliseResult => ({ ok: false, reason });

const KEPT_TEXT = ['name', 'brand', 'category', 'stability', 'pic', 'link'] as const;

/** The first kept text field holding a NUL or an unpaired surrogate (PostgreSQL cannot store them). */
function unstorableField(r: Record<string, unknown>): string | null {
  for (const key of KEPT_TEXT) {
    const v = r[key];
    if (typeof v === 'string' && !isStorableText(v)) return key;
  }
  return null;
}

/** Why the record's own id is not kept, or null when it is (or there is none). */
function idProblem(id: string | null): string | null {
  if (id === null) return null;
  if (id.length > DISC_LIMITS.id) return `id longer than ${DISC_LIMITS.id} characters`;
  if (!isRoutableId(id)) return 'id with characters other than letters, digits and . _ : -';
  return null;
}

/**
 * Turns one catalogue record (DiscIt's shape; numbers or strings) into a Disc. The *_slug fields
 * and any unknown fields are dropped; the brand and category take their canonical spellings
 * (canonicalBrand, canonicalCategory) and a source stability label its canonical case.
 * Rejects: a non-object, a missing/blank name, over-long name, brand or category, text that
 * cannot be stored, and flight numbers outside FLIGHT_BOUNDS. Without an id, or with one we do
 * not keep (over-long, or outside [A-Za-z0-9._:-]), the id is derivedDiscId(brand, name) and
 * `note` says why.
 */
export function normaliseDisc(raw: unknown): NormaliseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('not an object');
  const r = raw as Record<string, unknown>;

  const badText = unstorableField(r);
  if (badText !== null)
    return fail(`${badText} contains a NUL or another character that cannot be stored`);
  const name = text(r.name);
  if (name === null) return fail('missing name');
  if (name.length > DISC_LIMITS.name)
    return fail(`name longer than ${DISC_LIMITS.name} characters`);
  const brand = canonicalBrand(text(r.brand) ?? UNKNOWN_BRAND);
  if (brand.length > DISC_LIMITS.brand)
    return fail(`brand longer than ${DISC_LIMITS.brand} characters`);
  const category = canonicalCategory(text(r.category) ?? UNKNOWN_CATEGORY);
  if (category.length > DISC_LIMITS.category)
    return fail(`category longer than ${DISC_LIMITS.category} characters`);

  const numbers = {
    speed: toFlightNumber(r.speed),
    glide: toFlightNumber(r.glide),
    turn: toFlightNumber(r.turn),
    fade: toFlightNumber(r.fade),
  };
  for (const field of FLIGHT_FIELDS) {
    const problem = flightBoundsProblem(field, numbers[field]);
    if (problem !== null) return fail(problem);
  }

  const givenId = text(r.id);
  const problem = idProblem(givenId);
  const stability = optionalText(r.stability, DISC_LIMITS.stability);
  const disc: Disc = {
    id: givenId !== null && problem === null ? givenId : derivedDiscId(brand, name),
    name,
    brand,
    category,
    ...numbers,
    stability: stability === null ? null : (parseStabilityLabel(stability) ?? stability),
    pic: url(r.pic),
    color: normaliseHexColor(r.color),
    background_color: normaliseHexColor(r.background_color),
    link: url(r.link),
  };
  return problem === null
    ? { ok: true, disc }
    : { ok: true, disc, note: `${problem}: stored under a derived id` };
}

export interface CatalogueNormalisation {
  discs: Disc[];
  /** Input position of each disc in `discs` (same order). */
  indexes: number[];
  /** Position in the input and why it was left out. */
  rejected: { index: number; reason: string }[];
  /** Records imported with a remark (an id that could not be kept). */
  notes: { index: number; reason: string }[];
}

/**
 * Normalises a whole list. A later record whose id, or whose brand and name (discKey), was
 * already seen is rejected, naming the earlier record.
 */
export function normaliseCatalogue(raws: readonly unknown[]): CatalogueNormalisation {
  const out: CatalogueNormalisation = { discs: [], indexes: [], rejected: [], notes: [] };
  const seenIds = new Map<string, number>();
  const seenKeys = new Map<string, number>();
  raws.forEach((raw, index) => {
    const result = normaliseDisc(raw);
    if (!result.ok) {
      out.rejected.push({ index, reason: result.reason });
      return;
    }
    const { disc } = result;
    const key = discKey(disc.brand, disc.name);
    const sameId = seenIds.get(disc.id);
    const sameKey = seenKeys.get(key);
    if (sameId !== undefined)
      out.rejected.push({ index, reason: `duplicate id (as record #${sameId})` });
    else if (sameKey !== undefined)
      out.rejected.push({ index, reason: `same brand and name as record #${sameKey}` });
    else {
      seenIds.set(disc.id, index);
      seenKeys.set(key, index);
      out.discs.push(disc);
      out.indexes.push(index);
      if (result.note) out.notes.push({ index, reason: result.note });
    }
  });
  return out;
}
