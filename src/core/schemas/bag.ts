import { z } from 'zod';
import { isStorableText } from './storable-text';

/** Bag form and API input rules, shared by the server and the UI. */
export const BAG_NAME_MAX = 80;
export const BAG_DESCRIPTION_MAX = 500;
export const BAG_NAME_REQUIRED = 'Bag name is required';
export const UNKNOWN_FIELD = 'Unknown field';
export const NOT_AN_OBJECT = 'Expected a JSON object';

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

/**
 * One message per top-level field from zod issues (the first wins), as the API's `fields`.
 * Unknown keys each get 'Unknown field'; a body that is not an object is reported under `body`.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (key: string, message: string) => {
    if (!Object.hasOwn(fields, key)) {
      Object.defineProperty(fields, key, { value: message, enumerable: true, writable: true });
    }
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put(key, UNKNOWN_FIELD);
    } else {
      const first = issue.path[0];
      put(first === undefined ? 'body' : String(first), issue.message);
    }
  }
  return fields;
}
