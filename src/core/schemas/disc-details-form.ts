import { fieldErrors } from './bag';
import {
  FLIGHT_INCOMPLETE,
  FORM_DETAILS,
  type DetailsDraft,
  type DraftKind,
} from '../rules/disc-details-form';
import { discDetailsInputSchema, type DiscDetailsInput } from '../collection/disc-fields';
export * from '../rules/disc-details-form';

/** '175' → 175, '' → null, 'abc' → NaN (refused by the schema with the field's message). */
function num(s: string): number | null {
  const t = s.trim().replace(',', '.');
  return t === '' ? null : Number(t);
}

/** A draft's text as the schema takes it: text as typed (the schema trims it), a number, a date. */
function read(kind: DraftKind, s: string): unknown {
  if (kind === 'number') return num(s);
  if (kind === 'date') return s.trim() === '' ? null : s.trim();
  return s;
}

/**
 * Checks a draft with the API's own rules. `ok` gives every detail (null when empty, so an edit
 * can clear a field); otherwise one message per field (`myFlight` for the flight numbers).
 */
export function parseDraft(
  d: DetailsDraft,
): { ok: true; value: DiscDetailsInput } | { ok: false; fields: Record<string, string> } {
  const slots = d as Record<string, string>;
  const input: Record<string, unknown> = {};
  for (const [key, kind] of FORM_DETAILS) {
    if (typeof kind === 'string') {
      input[key] = read(kind, slots[key] ?? '');
      continue;
    }
    const parts = Object.entries(kind).map(([part, k]) => [part, read(k, slots[part] ?? '')]);
    const given = parts.filter(([, v]) => v !== null).length;
    if (given > 0 && given < parts.length) {
      return { ok: false, fields: { [key]: FLIGHT_INCOMPLETE } };
    }
    input[key] = given === parts.length ? Object.fromEntries(parts) : null;
  }
  const parsed = discDetailsInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
  return { ok: true, value: parsed.data };
}
