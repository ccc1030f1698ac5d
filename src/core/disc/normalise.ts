import type { Disc } from './types';
import { normaliseHexColor } from './color';
import { stableDiscId } from './stable-id';

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

export type NormaliseResult = { ok: true; disc: Disc } | { ok: false; reason: string };

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

/**
 * Turns one DiscIt-shaped record into a Disc. The *_slug fields and any unknown fields are
 * dropped. Rejects: a non-object, a missing/blank name, and over-long id, name, brand or
 * category. Without an id, one is derived from brand + name (stableDiscId).
 */
export function normaliseDisc(raw: unknown): NormaliseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('not an object');
  const r = raw as Record<string, unknown>;

  const name = text(r.name);
  if (name === null) return fail('missing name');
  if (name.length > DISC_LIMITS.name)
    return fail(`name longer than ${DISC_LIMITS.name} characters`);
  const brand = text(r.brand) ?? UNKNOWN_BRAND;
  if (brand.length > DISC_LIMITS.brand)
    return fail(`brand longer than ${DISC_LIMITS.brand} characters`);
  const category = text(r.category) ?? UNKNOWN_CATEGORY;
  if (category.length > DISC_LIMITS.category)
    return fail(`category longer than ${DISC_LIMITS.category} characters`);
  const givenId = text(r.id);
  if (givenId !== null && givenId.length > DISC_LIMITS.id)
    return fail(`id longer than ${DISC_LIMITS.id} characters`);

  return {
    ok: true,
    disc: {
      id: givenId ?? stableDiscId(brand, name),
      name,
      brand,
      category,
      speed: toFlightNumber(r.speed),
      glide: toFlightNumber(r.glide),
      turn: toFlightNumber(r.turn),
      fade: toFlightNumber(r.fade),
      stability: optionalText(r.stability, DISC_LIMITS.stability),
      pic: url(r.pic),
      color: normaliseHexColor(r.color),
      background_color: normaliseHexColor(r.background_color),
      link: url(r.link),
    },
  };
}

export interface CatalogueNormalisation {
  discs: Disc[];
  /** Position in the input and why it was left out. */
  rejected: { index: number; reason: string }[];
}

/** Normalises a whole list; a later record whose id was already seen is rejected ('duplicate id'). */
export function normaliseCatalogue(raws: readonly unknown[]): CatalogueNormalisation {
  const discs: Disc[] = [];
  const rejected: CatalogueNormalisation['rejected'] = [];
  const seen = new Set<string>();
  raws.forEach((raw, index) => {
    const result = normaliseDisc(raw);
    if (!result.ok) rejected.push({ index, reason: result.reason });
    else if (seen.has(result.disc.id)) rejected.push({ index, reason: 'duplicate id' });
    else {
      seen.add(result.disc.id);
      discs.push(result.disc);
    }
  });
  return { discs, rejected };
}
