/**
 * The disc-details form's draft (what its inputs hold), made from a disc, and what an edit changes.
 * Without zod, like the rest of core/rules (docs/decisions/0037); the draft is checked with the
 * API's schema in core/schemas/disc-details-form.ts.
 */
import type { UserDisc } from '../bag-types';
import type { DiscDetailsInput } from '../collection/disc-fields';

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
