import { fieldErrors } from './bag';
import { FLIGHT_INCOMPLETE, type DetailsDraft } from '../rules/disc-details-form';
import { discDetailsInputSchema, type DiscDetailsInput } from '../collection/disc-fields';
export * from '../rules/disc-details-form';

/** '175' → 175, '' → null, 'abc' → NaN (refused by the schema with the field's message). */
function num(s: string): number | null {
  const t = s.trim().replace(',', '.');
  return t === '' ? null : Number(t);
}

/**
 * Checks a draft with the API's own rules. `ok` gives every detail (null when empty, so an edit
 * can clear a field); otherwise one message per field (`myFlight` for the flight numbers).
 */
export function parseDraft(
  d: DetailsDraft,
): { ok: true; value: DiscDetailsInput } | { ok: false; fields: Record<string, string> } {
  const flight = [d.speed, d.glide, d.turn, d.fade].map(num);
  const given = flight.filter((v) => v !== null).length;
  if (given > 0 && given < 4) return { ok: false, fields: { myFlight: FLIGHT_INCOMPLETE } };
  const [speed, glide, turn, fade] = flight;
  const input = {
    plastic: d.plastic,
    weight: num(d.weight),
    condition: num(d.condition),
    nickname: d.nickname,
    notes: d.notes,
    acquiredOn: d.acquiredOn.trim() === '' ? null : d.acquiredOn.trim(),
    myFlight: given === 4 ? { speed, glide, turn, fade } : null,
  };
  const parsed = discDetailsInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
  return { ok: true, value: parsed.data };
}
