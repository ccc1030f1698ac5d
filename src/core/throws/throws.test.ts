import { describe, expect, it } from 'vitest';
import type { Throw } from '../schemas/throw';
import { fixIsGoodEnough, haversineMetres, measureThrow } from './geo';
import { measuredFlights, median, statsByDisc, throwStats } from './throw-stats';

describe('distance from two GPS fixes', () => {
  it('gives the metres along the ground: one degree of latitude is about 111.2 km', () => {
    expect(
      haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo(111_195, -1);
  });
  it('measures a 100 m throw east at 60° north (a degree of longitude is half as long there)', () => {
    const tee = { latitude: 60, longitude: 10, accuracy: 4 };
    const landing = { latitude: 60, longitude: 10 + 100 / (111_195 * 0.5), accuracy: 7.04 };
    const m = measureThrow(tee, landing);
    expect(m.feet).toBeCloseTo(328.1, 0);
    expect(m.accuracyM).toBe(7);
  });
  it('refuses a fix worse than 15 m', () => {
    expect(fixIsGoodEnough({ accuracy: 15 })).toBe(true);
    expect(fixIsGoodEnough({ accuracy: 15.1 })).toBe(false);
    expect(fixIsGoodEnough({ accuracy: Number.NaN })).toBe(false);
  });
});

const t = (over: Partial<Throw>): Throw => ({
  id: 'x',
  userDiscId: 'd1',
  distanceFt: 300,
  throwType: 'backhand',
  effort: 'full',
  finishFt: null,
  release: null,
  note: '',
  thrownAt: '2026-11-20T10:00:00.000Z',
  measuredBy: 'typed',
  gpsAccuracyM: null,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('a disc’s throws', () => {
  it('count, median and best', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(
      throwStats([t({ distanceFt: 300 }), t({ distanceFt: 340 }), t({ distanceFt: 310 })]),
    ).toEqual({
      count: 3,
      medianFt: 310,
      bestFt: 340,
    });
    expect(throwStats([])).toEqual({ count: 0, medianFt: null, bestFt: null });
  });

  it('a measured flight needs 3 full-power throws of the type; controlled and other types do not count', () => {
    const log = [
      t({ distanceFt: 330, finishFt: -40 }),
      t({ distanceFt: 350, finishFt: -30 }),
      t({ distanceFt: 340, finishFt: null }),
      t({ distanceFt: 200, effort: 'controlled' }),
      t({ distanceFt: 280, throwType: 'forehand' }),
      t({ userDiscId: 'd2', distanceFt: 250 }),
      t({ userDiscId: 'd2', distanceFt: 260 }),
    ];
    const flights = measuredFlights(log, 'backhand');
    expect([...flights.keys()]).toEqual(['d1']);
    expect(flights.get('d1')).toMatchObject({ count: 3, distanceFt: 340, finishFt: -35 });
    expect(flights.get('d1')!.landings).toHaveLength(3);
    expect(measuredFlights(log, 'forehand').size).toBe(0);
  });
});

describe('grouping a long log by disc', () => {
  /**
   * How many elements array iteration (spread, for…of, Array.from) steps over while `run` runs.
   * Spreading an array into a new one steps over each of its elements, so a grouping that copies
   * a disc's list for every throw shows here as n²/2 steps.
   */
  function arraySteps(run: () => void): number {
    const original = Object.getOwnPropertyDescriptor(Array.prototype, Symbol.iterator)!;
    const values = original.value as (this: unknown[]) => IterableIterator<unknown>;
    let steps = 0;
    Object.defineProperty(Array.prototype, Symbol.iterator, {
      ...original,
      value: function (this: unknown[]) {
        const inner = values.call(this);
        return {
          next: () => {
            steps++;
            return inner.next();
          },
          [Symbol.iterator]() {
            return this;
          },
        };
      },
    });
    try {
      run();
    } finally {
      Object.defineProperty(Array.prototype, Symbol.iterator, original);
    }
    return steps;
  }

  it('takes work linear in the log when every throw is of one disc', () => {
    const n = 4000;
    const log = Array.from({ length: n }, (_, i) =>
      t({ id: String(i), distanceFt: 200 + (i % 150), finishFt: (i % 41) - 20 }),
    );
    let flights = new Map<string, { count: number; distanceFt: number }>();
    let stats = new Map<string, { count: number; bestFt: number | null }>();
    const steps = arraySteps(() => {
      flights = measuredFlights(log, 'backhand');
      stats = statsByDisc(log);
    });
    expect(flights.get('d1')).toMatchObject({
      count: n,
      distanceFt: median(log.map((x) => x.distanceFt)),
    });
    expect(stats.get('d1')).toMatchObject({ count: n, bestFt: 349 });
    // Copying the disc's list on every throw would step over 2 × n²/2 = 16,000,000 elements.
    expect(steps).toBeLessThan(10 * n);
  });
});
