import { z } from 'zod';
import { STABILITY_LABELS } from '../disc/types';
import { NOT_AN_OBJECT } from './bag';
import { flightNumber } from './disc-details';
import { catalogueDiscSchema } from './responses';
import { isStorableText } from './storable-text';
import {
  OWN_DISC_NAME_MAX,
  OWN_DISC_BRAND_MAX,
  OWN_DISC_CATEGORY_MAX,
  OWN_DISC_NAME_REQUIRED,
  OWN_DISC_BRAND_REQUIRED,
  OWN_DISC_CATEGORY_REQUIRED,
  OWN_DISC_STABILITY_INVALID,
  CATALOGUE_DISC_REQUIRED,
} from '../rules/own-disc';
export * from '../rules/own-disc';

/**
 * A player's own discs (docs/decisions/0029): discs the catalogue does not have, which the
 * player describes (name, brand, category, four flight numbers, optional stability label). Private
 * to the player; everywhere a catalogue disc id is held (a disc in a bag, a wishlist item, a
 * compare link) an own disc's id can be held. Shared by the server and the UI.
 */

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
