import { describe, expect, it } from 'vitest';
import { dayOf, throwTrend } from './throw-trend';
import type { SummedThrow } from './throw-summary';

const t = (over: Partial<SummedThrow>): SummedThrow => ({
  userDiscId: 'd1',
  throwType: 'backhand',
  effort: 'full',
  distanceFt: 300,
  finishFt: null,
  thrownAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('a throw trend', () => {
  it('gives per disc and day the median of the full-power throws of one type', () => {
    const log = [
      t({ distanceFt: 280 }),
      t({ distanceFt: 300 }),
      t({ distanceFt: 500, effort: 'controlled' }),
      t({ distanceFt: 200, throwType: 'forehand' }),
      t({ distanceFt: 310, thrownAt: '2026-11-21T09:00:00.000Z' }),
      t({ userDiscId: 'd0', distanceFt: 250 }),
    ];
    expect(throwTrend(log, 'backhand', 0)).toEqual([
      { userDiscId: 'd0', day: '2026-11-20', full: 1, medianFt: 250 },
      { userDiscId: 'd1', day: '2026-11-20', full: 2, medianFt: 290 },
      { userDiscId: 'd1', day: '2026-11-21', full: 1, medianFt: 310 },
    ]);
    expect(throwTrend(log, 'forehand', 0)).toEqual([
      { userDiscId: 'd1', day: '2026-11-20', full: 1, medianFt: 200 },
    ]);
  });

  it("puts a throw on the player's own day", () => {
    expect(dayOf('2026-11-20T23:30:00.000Z', 60)).toBe('2026-11-21');
    expect(dayOf('2026-11-20T00:30:00.000Z', -300)).toBe('2026-11-19');
  });

  it('keeps only the latest days of each disc', () => {
    const log = Array.from({ length: 20 }, (_, i) =>
      t({ thrownAt: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(), distanceFt: 200 + i }),
    );
    const trend = throwTrend(log, 'backhand', 0, 12);
    expect(trend).toHaveLength(12);
    expect(trend[0]).toMatchObject({ day: '2026-01-09', medianFt: 208 });
    expect(trend.at(-1)).toMatchObject({ day: '2026-01-20', medianFt: 219 });
  });
});
