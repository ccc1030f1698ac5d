/**
 * Bags: name and description bounds, messages, and the API's field messages from a schema's issues
 * (the schemas: core/schemas/bag.ts). Without zod, so that a page can read them without building
 * the schemas (docs/decisions/0037); the schema module uses them and exports them too.
 */
import type { z } from 'zod';

/** Bag form and API input rules, shared by the server and the UI. */
export const BAG_NAME_MAX = 80;
export const BAG_DESCRIPTION_MAX = 500;
export const BAG_NAME_REQUIRED = 'Bag name is required';
export const UNKNOWN_FIELD = 'Unknown field';
export const NOT_AN_OBJECT = 'Expected a JSON object';

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
