/**
 * validate(schema, values): runs a zod schema for a form and returns either the parsed data or
 * one message per field (the first issue of each), ready for TextField's `error` prop.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string | undefined>;

export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
