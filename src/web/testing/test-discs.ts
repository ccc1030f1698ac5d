/**
 * Discs for chart tests: a seeded bag (a putter, a midrange, a fairway driver and a distance
 * driver), four discs flown alike, and a check that labels stay inside a plot.
 */
import { expect } from 'vitest';
import type { UserDisc } from '../../core/bag-types';
import type { DiscDetails } from '../../core/disc/types';
import { summariseThrows, type SummedThrow } from '../../core/throws/throw-summary';
import type { MyThrowsSource } from '../components/charts/player-thrower';

export function userDisc(id: string, color: string, details: DiscDetails | null): UserDisc {
  return {
    id,
    userId: 'u1',
    bagId: 'b1',
    discitId: `disc-${id}`,
    color,
    createdAt: '2026-01-01T00:00:00.000Z',
    discDetails: details,
  };
}

const details = (
  name: string,
  category: string,
  speed: number | null,
  glide: number | null,
  turn: number | null,
  fade: number | null,
): DiscDetails => ({ name, brand: 'Innova', category, speed, glide, turn, fade });

export const SEEDED_BAG: UserDisc[] = [
  userDisc('1', '#FFFFFF', details('Aviar', 'Putter', 2, 3, 0, 1)),
  userDisc('2', '#EAB308', details('Roc3', 'Midrange', 5, 4, 0, 3)),
  userDisc('3', '#3B82F6', details('Leopard', 'Control Driver', 6, 5, -2, 1)),
  userDisc('4', '#000000', details('Destroyer', 'Distance Driver', 12, 5, -1, 3)),
];

/** Four discs the player flies with the same numbers: one spot on a chart, one shared label. */
export const SAME_FLIGHT_FOUR: UserDisc[] = ['Alien', 'Xpress', 'Wall Cloud', 'Twin Swords'].map(
  (name, i) => userDisc(`s${i}`, '#22C55E', details(name, 'Control Driver', 9, 5, -1, 2)),
);

/** Every placed label's box lies across the plot's width, none past either edge. */
export function expectLabelsWithin(
  labels: readonly { label: { label: string; x: number; width: number } }[],
  width: number,
) {
  for (const { label } of labels) {
    expect(label.x, label.label).toBeGreaterThanOrEqual(0);
    expect(label.x + label.width, label.label).toBeLessThanOrEqual(width);
  }
}

/**
 * What the "My throws" provider gives the charts, made from a log: `landings(userDiscId, type,
 * [distance, finish | null][])` lists full-power throws (finish null: not recorded).
 */
export function throwsSource(
  discs: readonly UserDisc[],
  groups: ReadonlyArray<{
    userDiscId: string;
    throwType?: 'backhand' | 'forehand';
    throws: ReadonlyArray<readonly [number, number | null]>;
  }>,
): MyThrowsSource {
  let n = 0;
  const log: SummedThrow[] = groups.flatMap((g) =>
    g.throws.map(([distanceFt, finishFt]) => ({
      userDiscId: g.userDiscId,
      throwType: g.throwType ?? 'backhand',
      effort: 'full' as const,
      distanceFt,
      finishFt,
      thrownAt: new Date(Date.UTC(2026, 0, 1) + (n += 1) * 60_000).toISOString(),
    })),
  );
  return { summary: summariseThrows(log), discs, want: () => undefined };
}
