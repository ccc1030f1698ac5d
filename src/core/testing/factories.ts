import type { Bag, UserDisc } from '../bag-types';
import type { DiscDetails } from '../disc/types';

/** Test data builders for stats tests (not used by the app). */

/** A UUIDv7-shaped id whose lexical order follows n, as real ids follow time. */
export function v7(n: number): string {
  return `01930000-0000-7000-8000-${String(n).padStart(12, '0')}`;
}

export function details(overrides: Partial<DiscDetails> = {}): DiscDetails {
  return {
    name: 'Buzzz',
    brand: 'Discraft',
    category: 'Midrange',
    speed: 5,
    glide: 4,
    turn: -1,
    fade: 1,
    ...overrides,
  };
}

export function userDisc(
  n: number,
  discDetails: DiscDetails | null = details(),
  overrides: Partial<UserDisc> = {},
): UserDisc {
  return {
    id: v7(n),
    userId: 'u1',
    bagId: 'b1',
    discitId: discDetails ? `disc-${discDetails.name.toLowerCase()}` : `missing-${n}`,
    color: '#3B82F6',
    createdAt: '2025-01-01T00:00:00.000Z',
    discDetails,
    ...overrides,
  };
}

export function bag(id: string, name: string, overrides: Partial<Bag> = {}): Bag {
  return {
    id,
    userId: 'u1',
    name,
    description: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
