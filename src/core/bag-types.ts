import type { DiscDetails } from './disc/types';
import type { UserDiscDetails } from './collection/disc-fields';

export interface Bag {
  id: string;
  userId: string;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

/** A scalar pass-through value on a user disc (plastic, weight, notes...). */
export type Scalar = string | number | boolean | null;

export interface UserDiscCore {
  id: string;
  userId: string;
  bagId: string;
  /** The catalogue disc's id (product rules: discitId). */
  discitId: string;
  /** #RRGGBB */
  color: string;
  createdAt: string;
  /** Attached from the catalogue at read time; null when the catalogue entry is missing. */
  discDetails: DiscDetails | null;
  /** From 2 on: another copy of a disc the bag already holds (docs/decisions/0014); absent for 1. */
  copy?: number;
  /** The player's photo of the disc, when there is one (docs/decisions/0016). */
  photoUrl?: string;
}

/**
 * A disc placed in a bag: the core fields, the player's typed details (plastic, weight, notes,
 * status…: docs/decisions/0012) and any pass-through fields beside them.
 */
export type UserDisc = UserDiscCore & UserDiscDetails & { [extra: string]: unknown };
