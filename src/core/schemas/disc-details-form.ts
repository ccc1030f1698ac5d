import type { UserDisc } from '../bag-types';
import { fieldErrors } from './bag';
import { discDetailsInputSchema, type DiscDetailsInput } from '../collection/disc-fields';

/**
 * The disc-details form as text (what the inputs hold), to and from the API's typed details.
 * Empty text means "not set"; the personal flight numbers are all four or none.
 */
export interface DetailsDraft {
  plastic: string;
  weight: string;
  condition: string;
  nickname: string;
  notes: string;
  acquiredOn: string;
  speed: string;
  glide: string;
  turn: string;
  fade: string;
}

export const EMPTY_DRAFT: DetailsDraft = {
  plastic: '',
  weight: '',
  condition: '',
  nickname: '',
  notes: '',
  acquiredOn: '',
  speed: '',
  glide: '',
  turn: '',
  fade: '',
};

export const FLIGHT_INCOMPLETE = 'Give all four numbers, or none to use the catalogue’s';

const str = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

export function draftOf(disc: Partial<UserDisc>): DetailsDraft {
  return {
    plastic: str(disc.plastic),
    weight: str(disc.weight),
    condition: str(disc.condition),
    nickname: str(disc.nickname),
    notes: str(disc.notes),
    acquiredOn: str(disc.acquiredOn),
    speed: str(disc.myFlight?.speed),
    glide: str(disc.myFlight?.glide),
    turn: str(disc.myFlight?.turn),
    fade: str(disc.myFlight?.fade),
  };
}

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

/** The details that differ between a disc and a parsed draft (an edit sends only those). */
export function changedDetails(
  disc: Partial<UserDisc>,
  next: DiscDetailsInput,
): Partial<DiscDetailsInput> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = (disc as Record<string, unknown>)[key] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(value ?? null)) out[key] = value;
  }
  return out;
}
