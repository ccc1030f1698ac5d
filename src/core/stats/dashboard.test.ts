import { describe, expect, it } from 'vitest';
import { dashboardStats, favoriteDisc, recentlyAdded } from './dashboard';
import { bag, details, userDisc, v7 } from '../testing/factories';

const bags = [bag('b1', 'Tournament'), bag('b2', 'Casual'), bag('b3', 'Glow')];
const destroyer = details({ name: 'Destroyer', brand: 'Innova', category: 'Distance Driver', turn: -1, fade: 3 }); // prettier-ignore
const buzzz = details({
  name: 'Buzzz',
  brand: 'Discraft',
  category: 'Midrange',
  turn: -1,
  fade: 1,
});
const zone = details({ name: 'Zone', brand: 'Discraft', category: 'Putter', turn: 0, fade: 3 });

describe('dashboardStats: empty', () => {
  it('gives zeros and nulls', () => {
    const stats = dashboardStats([], []);
    expect(stats).toMatchObject({
      totalBags: 0,
      totalDiscs: 0,
      favoriteDisc: null,
      recentlyAddedDiscs: [],
      mostUsedBrand: null,
      allDiscs: [],
      stabilityBreakdown: { veryOverstable: 0, overstable: 0, stable: 0, understable: 0, veryUnderstable: 0 }, // prettier-ignore
    });
    expect(Object.values(stats.discTypeBreakdown)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(stats.stabilityByDiscType.distance).toEqual({
      overstable: 0,
      stable: 0,
      understable: 0,
    });
    expect(stats.discTypeBars.map((b) => [b.type, b.count, b.percentage])).toEqual([
      ['distance', 0, 0],
      ['hybrid', 0, 0],
      ['control', 0, 0],
      ['midrange', 0, 0],
      ['approach', 0, 0],
      ['putter', 0, 0],
    ]);
    expect(stats.discTypeBars[0]?.segments.map((s) => s.share)).toEqual([0, 0, 0]);
  });
});

describe('dashboardStats: one disc in two bags', () => {
  const discs = [
    userDisc(1, destroyer, { bagId: 'b1' }),
    userDisc(2, destroyer, { bagId: 'b2' }),
    userDisc(3, buzzz, { bagId: 'b1' }),
    userDisc(4, zone, { bagId: 'b1' }),
  ];
  const stats = dashboardStats(bags, discs);
  it.each([
    { field: 'totalBags', expected: 3 },
    { field: 'totalDiscs', expected: 4 },
    { field: 'favoriteDisc', expected: 'Destroyer' }, // owned twice
    { field: 'mostUsedBrand', expected: 'Discraft' }, // Innova counted once, Discraft twice
  ] as const)('$field = $expected', ({ field, expected }) => {
    expect(stats[field]).toBe(expected);
  });
});

describe('dashboardStats: missing details and breakdowns', () => {
  const discs = [
    userDisc(1, null),
    userDisc(2, details({ name: 'A', category: 'Distance Driver', turn: 0, fade: 5 })),
    userDisc(3, details({ name: 'B', category: 'Hybrid Driver', turn: -1, fade: 4 })),
    userDisc(4, details({ name: 'C', category: 'Control Driver', turn: -3, fade: 1 })),
    userDisc(5, details({ name: 'D', category: 'Fairway Driver', turn: -1, fade: 0.5 })),
    userDisc(6, details({ name: 'E', category: 'Approach Discs', turn: null, fade: 4 })),
    userDisc(7, details({ name: 'F', category: 'Midrange', turn: 0, fade: 0 })),
  ];
  const stats = dashboardStats(bags, discs);

  it('counts disc types (no details → other)', () => {
    expect(stats.discTypeBreakdown).toEqual({
      distance: 1,
      hybrid: 1,
      control: 2,
      approach: 1,
      midrange: 1,
      putter: 0,
      other: 1,
    });
  });

  it('counts the five stability labels (no details or a missing number → stable)', () => {
    expect(stats.stabilityBreakdown).toEqual({
      veryOverstable: 1,
      overstable: 1,
      stable: 3,
      understable: 1,
      veryUnderstable: 1,
    });
  });

  it.each([
    { type: 'distance', split: { overstable: 1, stable: 0, understable: 0 } },
    { type: 'hybrid', split: { overstable: 1, stable: 0, understable: 0 } },
    { type: 'control', split: { overstable: 0, stable: 0, understable: 2 } },
    { type: 'approach', split: { overstable: 0, stable: 1, understable: 0 } },
    { type: 'other', split: { overstable: 0, stable: 1, understable: 0 } },
  ] as const)('folds very into stabilityByDiscType.$type', ({ type, split }) => {
    expect(stats.stabilityByDiscType[type]).toEqual(split);
  });

  it('builds the Disc Types card bars with whole percentages that add up to 100', () => {
    expect(stats.discTypeBars.map((b) => [b.type, b.label, b.count, b.percentage])).toEqual([
      ['distance', 'Distance Drivers', 1, 15],
      ['hybrid', 'Hybrid Drivers', 1, 14],
      ['control', 'Control Drivers', 2, 29],
      ['midrange', 'Midrange Discs', 1, 14],
      ['approach', 'Approach Discs', 1, 14],
      ['putter', 'Putters', 0, 0],
      ['other', 'Other', 1, 14],
    ]);
    expect(stats.discTypeBars[2]?.segments).toEqual([
      { group: 'overstable', count: 0, share: 0 },
      { group: 'stable', count: 0, share: 0 },
      { group: 'understable', count: 2, share: 1 },
    ]);
  });

  it('names the brand Unknown and the disc null when details are missing', () => {
    const only = dashboardStats(bags, [userDisc(1, null)]);
    expect(only.mostUsedBrand).toBe('Unknown');
    expect(only.favoriteDisc).toBeNull();
    expect(only.recentlyAddedDiscs[0]).toMatchObject({ name: null, brand: 'Unknown' });
  });
});

describe('Disc Types bars add up to 100 %', () => {
  const kinds = {
    distance: details({ category: 'Distance Driver' }),
    hybrid: details({ category: 'Hybrid Driver' }),
    control: details({ category: 'Control Driver' }),
    midrange: details({ category: 'Midrange' }),
    approach: details({ category: 'Approach Discs' }),
    putter: details({ category: 'Putter' }),
  };
  type Kind = keyof typeof kinds;
  const bagOf = (counts: Partial<Record<Kind, number>>) => {
    let n = 0;
    return Object.entries(counts).flatMap(([kind, count]) =>
      Array.from({ length: count }, () => userDisc(++n, kinds[kind as Kind])),
    );
  };
  it.each([
    { why: 'putters and hybrids', counts: { distance: 2, hybrid: 1, midrange: 2, putter: 2 } },
    { why: 'a typical bag', counts: { distance: 4, hybrid: 1, control: 3, midrange: 3, approach: 1, putter: 3 } }, // prettier-ignore
    { why: 'thirds', counts: { putter: 1, hybrid: 1, control: 1 } },
    { why: 'putters only', counts: { putter: 6 } },
  ])('$why', ({ counts }) => {
    const bars = dashboardStats(bags, bagOf(counts)).discTypeBars;
    expect(bars.reduce((sum, bar) => sum + bar.percentage, 0)).toBe(100);
    for (const bar of bars) expect(bar.count).toBe(counts[bar.type as Kind] ?? 0);
  });

  it("shows 'other' only when a disc is one", () => {
    const types = (discs: Parameters<typeof dashboardStats>[1]) =>
      dashboardStats(bags, discs).discTypeBars.map((b) => b.type);
    expect(types(bagOf({ putter: 1 }))).not.toContain('other');
    expect(types([userDisc(1, null)])).toContain('other');
  });
});

describe('favoriteDisc ties', () => {
  it.each([
    {
      why: 'most copies wins',
      discs: [userDisc(1, buzzz), userDisc(2, buzzz), userDisc(3, zone)],
      expected: 'Buzzz',
    },
    {
      why: 'tie → latest copy added most recently',
      discs: [userDisc(1, zone), userDisc(2, buzzz), userDisc(5, zone), userDisc(4, buzzz)],
      expected: 'Zone',
    },
    {
      why: 'discs without details take no part',
      discs: [userDisc(1, null), userDisc(2, null, { discitId: 'missing-1' }), userDisc(3, zone)],
      expected: 'Zone',
    },
  ])('$why', ({ discs, expected }) => {
    expect(favoriteDisc(discs)).toBe(expected);
  });
});

describe('recentlyAdded', () => {
  it('keeps the 5 highest ids, newest first, with bag names', () => {
    const order = [3, 7, 1, 5, 2, 6, 4];
    const discs = order.map((n) =>
      userDisc(n, details({ name: `D${n}` }), { bagId: n === 6 ? 'gone' : n % 2 ? 'b1' : 'b2' }),
    );
    const recent = recentlyAdded(bags, discs);
    expect(recent.map((r) => [r.id, r.name, r.bagName])).toEqual([
      [v7(7), 'D7', 'Tournament'],
      [v7(6), 'D6', null],
      [v7(5), 'D5', 'Tournament'],
      [v7(4), 'D4', 'Casual'],
      [v7(3), 'D3', 'Tournament'],
    ]);
    expect(recent[0]?.disc).toBe(discs[1]);
  });
});
