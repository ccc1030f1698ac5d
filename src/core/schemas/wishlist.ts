import { z } from 'zod';
import { NOT_AN_OBJECT } from './bag';
import { userDiscSchema } from './responses';
import { isStorableText } from './storable-text';
import {
  ALLOW_DUPLICATE_INVALID,
  BAG_REQUIRED,
  COLOR_INVALID,
  DISC_NOT_IN_CATALOGUE,
  DISC_REQUIRED,
  HEX_COLOR,
} from './user-disc';
import { WISH_NOTE_MAX } from '../rules/wishlist';
export * from '../rules/wishlist';

/**
 * The wishlist: catalogue discs a player means to buy, with a note. Not in a bag, not counted in
 * any statistic (docs/decisions/0009-bag-insights.md). Shared by the server and the UI.
 */
const note = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(WISH_NOTE_MAX, `Note must be at most ${WISH_NOTE_MAX} characters`)
  .refine(isStorableText, 'Note contains characters that are not allowed');

const discitId = z
  .string({ error: DISC_REQUIRED })
  .min(1, DISC_REQUIRED)
  .regex(/^[\w.:-]{1,100}$/, DISC_NOT_IN_CATALOGUE);

/** POST /api/wishlist */
export const addWishSchema = z
  .strictObject({ discitId, note: note.optional() }, { error: NOT_AN_OBJECT })
  .meta({ id: 'AddWishInput' });

/** PATCH /api/wishlist/:id */
export const updateWishSchema = z
  .strictObject({ note }, { error: NOT_AN_OBJECT })
  .meta({ id: 'UpdateWishInput' });

/** POST /api/wishlist/:id/move: into which bag, in which colour. */
export const moveWishSchema = z
  .strictObject(
    {
      bagId: z.string({ error: BAG_REQUIRED }).trim().min(1, BAG_REQUIRED),
      color: z.string({ error: COLOR_INVALID }).regex(HEX_COLOR, COLOR_INVALID),
      /** The bag already has this disc: keep both, as another copy (docs/decisions/0014). */
      allowDuplicate: z.boolean({ error: ALLOW_DUPLICATE_INVALID }).optional(),
    },
    { error: NOT_AN_OBJECT },
  )
  .meta({ id: 'MoveWishInput' });

/** A wishlist item: its note, and the disc as a disc in a bag names and describes it. */
const disc = userDiscSchema.shape;
export const wishSchema = z
  .object({
    id: disc.id,
    discitId: disc.discitId,
    note: z.string(),
    createdAt: disc.createdAt,
    discDetails: disc.discDetails,
  })
  .meta({ id: 'Wish' });

export type Wish = z.output<typeof wishSchema>;
export type AddWishInput = z.input<typeof addWishSchema>;
export type UpdateWishInput = z.input<typeof updateWishSchema>;
export type MoveWishInput = z.input<typeof moveWishSchema>;
