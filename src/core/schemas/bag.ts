import { z } from 'zod';
import { isStorableText } from './storable-text';
import { BAG_NAME_MAX, BAG_DESCRIPTION_MAX, BAG_NAME_REQUIRED, NOT_AN_OBJECT } from '../rules/bag';
export * from '../rules/bag';

const bagName = z
  .string({
    error: (iss) => (iss.input === undefined ? BAG_NAME_REQUIRED : 'Bag name must be text'),
  })
  .trim()
  .min(1, BAG_NAME_REQUIRED)
  .max(BAG_NAME_MAX, `Bag name must be at most ${BAG_NAME_MAX} characters`)
  .refine(isStorableText, 'Bag name contains characters that are not allowed');

const bagDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(BAG_DESCRIPTION_MAX, `Description must be at most ${BAG_DESCRIPTION_MAX} characters`)
  .refine(isStorableText, 'Description contains characters that are not allowed');

/** POST /api/bags: name required after trimming, description optional; nothing else. */
export const createBagSchema = z.strictObject(
  { name: bagName, description: bagDescription.optional() },
  { error: NOT_AN_OBJECT },
);

/** PATCH /api/bags/:id: only name and description (product rules: "Bag update sends only name and description"). */
export const updateBagSchema = z.strictObject(
  { name: bagName.optional(), description: bagDescription.optional() },
  { error: NOT_AN_OBJECT },
);

export type CreateBagInput = z.input<typeof createBagSchema>;
export type UpdateBagInput = z.input<typeof updateBagSchema>;
