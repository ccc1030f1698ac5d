import { describe, expect, it } from 'vitest';
import { fitArm } from '../flight/throws-fit';
import { myThrows, myThrowsOf } from './my-arm';
import {
  RECENT_LANDINGS,
  summariseThrows,
  throwSummaryBuilder,
  withQueuedThrows,
  type SummedThrow,
} from './throw-summary';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString();
const t = (over: Partial<SummedThrow> & { n?: number }): SummedThrow => ({
  userDiscId: 'd1',
  throwType: 'backhand',
  effort: 'full',
  distanceFt: 300,
  finishFt: null,
  thrownAt: day(over.n ?? 0),
  ...over,
});

describe('a throw summary', () => {
  it('gives per disc and type the full-power median, best, quartiles and median finish', () => {
    const log = [
      t({ distanceFt: 280, finishFt: -10, n: 1 }),
      t({ distanceFt: 300, n: 2 }),
      t({ distanceFt: 320, finishFt: 20, n: 3 }),
      t({ distanceFt: 340, n: 4 }),
      t({ distanceFt: 500, effort: 'controlled', n: 5 }),
      t({ distanceFt: 200, throwType: 'forehand', n: 6 }),
    ];
    const s = summariseThrows(log);
    expect(s.total).toBe(6);
    const back = s.groups.find((g) => g.throwType === 'backhand')!;
    expect(back).toMatchObject({
      throws: 5,
      full: 4,
      medianFt: 310,
      bestFt: 340,
      lowFt: 295,
      highFt: 325,
      finishFt: 5,
      finishes: 2,
    });
    // A disc's line in the field session counts everything.
    expect(s.discs).toEqual([
      { userDiscId: 'd1', throws: 6, medianFt: 310, bestFt: 500, lastThrownAt: day(6) },
    ]);
    const fore = s.groups.find((g) => g.throwType === 'forehand')!;
    expect(fore).toMatchObject({ full: 1, medianFt: 200, finishFt: null, finishes: 0 });
  });

  it('keeps only the latest full-power landings, newest first, whatever order rows come in', () => {
    const log = Array.from({ length: 40 }, (_, i) => t({ distanceFt: 200 + i, n: i }));
    const shuffled = [...log].sort((a, b) => Math.sin(a.distanceFt) - Math.sin(b.distanceFt));
    const b = throwSummaryBuilder();
    for (let i = 0; i < shuffled.length; i += 7) b.add(shuffled.slice(i, i + 7));
    const g = b.finish().groups[0]!;
    expect(g.recent).toEqual(
      [239, 238, 237, 236, 235].map((d) => ({ distanceFt: d, finishFt: null })),
    );
    expect(g.recent).toHaveLength(RECENT_LANDINGS);
    // The same summary as from the rows in order (sums of fractions may differ in the last bit).
    const inOrder = summariseThrows(log).groups[0]!;
    expect({ ...g, invSum: 0, invSqSum: 0 }).toEqual({ ...inOrder, invSum: 0, invSqSum: 0 });
    expect(g.invSum).toBeCloseTo(inOrder.invSum, 12);
  });

  it('fits the same arm from the summary as from every throw', () => {
    const flights = {
      a: { speed: 12, glide: 5, turn: -1, fade: 3 },
      b: { speed: 7, glide: 5, turn: 0, fade: 2 },
      c: { speed: 2, glide: 3, turn: 0, fade: 1 },
    };
    const log: SummedThrow[] = [];
    for (const [id, d] of [
      ['a', 330],
      ['b', 290],
      ['c', 220],
    ] as const) {
      for (let i = 0; i < 6; i++) {
        log.push(t({ userDiscId: id, distanceFt: d + (i % 3) * 7 - 7, n: log.length }));
      }
    }
    const flightOf = (id: string) => flights[id as keyof typeof flights];
    const raw = fitArm(
      log.map((x) => ({ ...x, discId: x.userDiscId, flight: flightOf(x.userDiscId) })),
      'backhand',
    )!;
    const fromSummary = myThrowsOf(summariseThrows(log), flightOf, 'backhand');
    expect(fromSummary.arm!.maxFeet).toBe(Math.round(raw.arm.maxFeet));
    expect(fromSummary.arm!.throws).toBe(18);
    expect(fromSummary.measured.get('a')).toMatchObject({ count: 6, distanceFt: 330 });
    expect(myThrows(log, flightOf, 'backhand')).toEqual(fromSummary);
  });

  it('lays queued throws over the server’s summary', () => {
    const server = summariseThrows([
      t({ distanceFt: 300, n: 1 }),
      t({ distanceFt: 310, n: 2 }),
      t({ distanceFt: 320, n: 3 }),
    ]);
    const laid = withQueuedThrows(server, [
      t({ distanceFt: 400, finishFt: 12, n: 9 }),
      t({ userDiscId: 'd2', distanceFt: 250, n: 8 }),
    ]);
    expect(laid.total).toBe(5);
    const g = laid.groups.find((x) => x.userDiscId === 'd1')!;
    expect(g).toMatchObject({ full: 4, bestFt: 400, medianFt: 310 });
    expect(g.recent[0]).toEqual({ distanceFt: 400, finishFt: 12 });
    expect(g.invSum).toBeCloseTo(1 / 300 + 1 / 310 + 1 / 320 + 1 / 400, 12);
    expect(laid.discs.find((d) => d.userDiscId === 'd2')).toMatchObject({
      throws: 1,
      medianFt: 250,
    });
    expect(withQueuedThrows(server, [])).toBe(server);
  });
});
