import { derivedDiscId } from '../../core/disc/identity';
import type { Disc } from '../../core/disc/types';
import { z } from 'zod';
import starterRows from './starter-catalogue.json';

/**
 * The offline starter catalogue: popular discs with their makers' published flight numbers,
 * written for this project (not taken from any catalogue data set). It is only loaded on a first
 * start with an empty catalogue when DiscIt cannot be reached; a later sync or import adds the
 * full catalogue. Ids are derivedDiscId(brand, name).
 */

const CATEGORY = {
  D: 'Distance Driver',
  H: 'Hybrid Driver',
  C: 'Control Driver',
  M: 'Midrange',
  A: 'Approach',
  P: 'Putter',
} as const;

/** [name, category, speed, glide, turn, fade] */
const Row = z.tuple([
  z.string().min(1),
  z.enum(Object.keys(CATEGORY) as [keyof typeof CATEGORY, ...(keyof typeof CATEGORY)[]]),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
]);
type Row = z.infer<typeof Row>;

/** The rows live in starter-catalogue.json (data, one brand a key); a malformed row fails loudly. */
const Brands = z.record(z.string().min(1), z.array(Row));

function toDisc(brand: string, [name, cat, speed, glide, turn, fade]: Row): Disc {
  return {
    id: derivedDiscId(brand, name),
    name,
    brand,
    category: CATEGORY[cat],
    speed,
    glide,
    turn,
    fade,
    stability: null,
    pic: null,
    color: null,
    background_color: null,
    link: null,
  };
}

/** The starter discs as catalogue records. */
export function starterCatalogue(): Disc[] {
  return Object.entries(Brands.parse(starterRows)).flatMap(([brand, rows]) =>
    rows.map((row) => toDisc(brand, row)),
  );
}
