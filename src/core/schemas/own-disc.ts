import { z } from 'zod';
import { STABILITY_LABELS } from '../disc/types';
import { NOT_AN_OBJECT } from './bag';
import { flightNumber } from './disc-details';
import { catalogueDiscSchema } from './responses';
import { isStorableText } from './storable-text';

/**
 * A player's own discs (docs/decisions/0029): discs the catalogue does not have, which the
 * player describes (name, brand, category, four flight numbers, optional stability label). Private
 * to the player; everywhere a catalogue disc id is held (a disc in a bag, a wishlist item, a
 * compare link) an own disc's id can be held. Shared by the server and the UI.
 */

/** Every own disc id starts with this, then a UUID: `own-6f1c…`. Catalogue ids never do. */
export const OWN_DISC_PREFIX = 'own-';
export const OWN_DISC_ID = /^own-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for an own disc's id (never a catalogue disc's). */
export function isOwnDiscId(id: string): boolean {
  return id.startsWith(OWN_DISC_PREFIX);
}

export const MAX_OWN_DISCS_PER_PLAYER = 500;
export const OWN_DISC_NAME_MAX = 60;
export const OWN_DISC_BRAND_MAX = 60;
export const OWN_DISC_CATEGORY_MAX = 40;

export const TOO_MANY_OWN_DISCS = `You can have at most ${MAX_OWN_DISCS_PER_PLAYER} of your own discs`;
export const OWN_DISC_NAME_REQUIRED = 'Disc name is required';
export const OWN_DISC_BRAND_REQUIRED = 'Brand is required';
export const OWN_DISC_CATEGORY_REQUIRED = 'Category is required';
export const OWN_DISC_STABILITY_INVALID = `Stability must be one of: ${STABILITY_LABELS.join(', ')}`;
export const OWN_DISC_NOT_FOUND = 'Own disc not found';
/** 409 own_disc_exists: the player already has an own disc of this brand and name. */
export const ownDiscExists = (brand: string, name: string) =>
  `You already have your own disc ${brand} ${name}`;
/** 409 in_catalogue: the catalogue has this disc; the player should use it. */
export const inCatalogue = (brand: string, name: string) =>
  `${brand} ${name} is in the catalogue: add it from there`;

/** Where an own disc still is, for the refused delete's message (409 own_disc_in_use). */
export interface OwnDiscUse {
  /** Names of the bags holding it in play, in name order. */
  bags: string[];
  wishlist: boolean;
  /** Archived discs of it (lost, sold, given, retired). */
  archived: number;
}

/**
 * "Mystery is still in your bag Main; on your wishlist; in your archive. Take it out first."
 * Null when it is nowhere.
 */
export function ownDiscInUseMessage(name: string, use: OwnDiscUse): string | null {
  const places: string[] = [];
  if (use.bags.length === 1) places.push(`in your bag ${use.bags[0]}`);
  if (use.bags.length > 1) places.push(`in your bags ${use.bags.join(', ')}`);
  if (use.wishlist) places.push('on your wishlist');
  if (use.archived > 0) places.push('in your archive');
  if (places.length === 0) return null;
  return `${name} is still ${places.join('; ')}. Take it out first.`;
}

const text = (label: string, max: number, required: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? required : `${label} must be text`) })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, `${label} contains characters that are not allowed`);

const ownDiscShape = {
  name: text('Disc name', OWN_DISC_NAME_MAX, OWN_DISC_NAME_REQUIRED),
  brand: text('Brand', OWN_DISC_BRAND_MAX, OWN_DISC_BRAND_REQUIRED).meta({
    description:
      'Stored as the canonical brand when it is a known one ("Innova Discs" → "Innova", decision 0007), else as typed.',
  }),
  category: text('Category', OWN_DISC_CATEGORY_MAX, OWN_DISC_CATEGORY_REQUIRED).meta({
    description:
      'Stored in the catalogue’s spelling when it names a disc type ("Putters" → "Putter"): Distance Driver, Hybrid Driver, Control Driver, Midrange, Approach, Putter.',
  }),
  speed: flightNumber('speed'),
  glide: flightNumber('glide'),
  turn: flightNumber('turn'),
  fade: flightNumber('fade'),
  stability: z
    .enum(STABILITY_LABELS, { error: OWN_DISC_STABILITY_INVALID })
    .nullable()
    .optional()
    .meta({
      description: 'Optional label; null clears it. Charts compute their own from the numbers.',
    }),
};

/** POST /api/own-discs */
export const createOwnDiscSchema = z
  .strictObject(ownDiscShape, { error: NOT_AN_OBJECT })
  .meta({ id: 'CreateOwnDiscInput' });

/** PATCH /api/own-discs/{id}: any of the fields; what is not sent stays. */
export const updateOwnDiscSchema = z
  .strictObject(ownDiscShape, { error: NOT_AN_OBJECT })
  .partial()
  .meta({ id: 'UpdateOwnDiscInput' });

export type CreateOwnDiscInput = z.input<typeof createOwnDiscSchema>;
export type UpdateOwnDiscInput = z.input<typeof updateOwnDiscSchema>;

/**
 * An own disc as the API answers it: a catalogue disc's shape (so search, charts and the disc
 * modal take it as they are), numbers never null, no picture or colours, and `own: true`.
 */
export const ownDiscSchema = catalogueDiscSchema
  .extend({
    id: z.string().meta({ description: 'own-<uuid>' }),
    speed: z.number(),
    glide: z.number(),
    turn: z.number(),
    fade: z.number(),
    own: z.literal(true),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OwnDisc' });
export type OwnDisc = z.output<typeof ownDiscSchema>;

/** One linking offer: an own disc and the catalogue disc that now has its brand and name. */
export const ownDiscLinkSchema = z
  .object({ ownDisc: ownDiscSchema, catalogueDisc: catalogueDiscSchema })
  .meta({ id: 'OwnDiscLink' });
export type OwnDiscLink = z.output<typeof ownDiscLinkSchema>;

export const CATALOGUE_DISC_REQUIRED = 'Choose the catalogue disc';
/** POST /api/own-discs/{id}/link */
export const linkOwnDiscSchema = z
  .strictObject(
    {
      catalogueDiscId: z
        .string({ error: CATALOGUE_DISC_REQUIRED })
        .min(1, CATALOGUE_DISC_REQUIRED)
        .max(100, CATALOGUE_DISC_REQUIRED),
    },
    { error: NOT_AN_OBJECT },
  )
  .meta({ id: 'LinkOwnDiscInput' });
export type LinkOwnDiscInput = z.input<typeof linkOwnDiscSchema>;

/** What a link moved to the catalogue disc. */
export const linkOwnDiscResultSchema = z
  .object({
    catalogueDisc: catalogueDiscSchema,
    discs: z
      .number()
      .meta({ description: 'Discs in bags and the archive now on the catalogue disc.' }),
    wishes: z.number().meta({ description: 'Wishlist items moved (0 or 1).' }),
  })
  .meta({ id: 'LinkOwnDiscResult' });
export type LinkOwnDiscResult = z.output<typeof linkOwnDiscResultSchema>;
