import type { DiscDetails } from './disc/types';

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
  /** The catalogue disc's id (spec: discitId). */
  discitId: string;
  /** #RRGGBB */
  color: string;
  createdAt: string;
  /** Attached from the catalogue at read time; null when the catalogue entry is missing. */
  discDetails: DiscDetails | null;
}

/** A disc placed in a bag. Pass-through fields (plastic, weight, notes...) sit beside the core ones. */
export type UserDisc = UserDiscCore & { [extra: string]: unknown };
