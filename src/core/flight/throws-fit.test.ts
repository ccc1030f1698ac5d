import { describe, expect, it } from 'vitest';
import type { FlightNumbers } from '../disc/types';
import { modelDistance, modelFlight } from './flight-model';
import { MAX_ARM_FEET, MIN_ARM_FEET } from './thrower';
import {
  fitArm,
  fitArms,
  fittedThrower,
  measuredFlights,
  myThrowsFlight,
  type FitThrow,
  type LoggedThrowType,
} from './throws-fit';

const disc = (speed: number, glide: number, turn: number, fade: number): FlightNumbers => ({ speed, glide, turn, fade }); // prettier-ignore
const BAG: Array<[string, FlightNumbers]> = [
  ['aviar', disc(2, 3, 0, 1)],
  ['buzzz', disc(5, 4, -1, 1)],
  ['teebird', disc(7, 5, 0, 2)],
  ['firebird', disc(9, 3, 0, 4)],
  ['wraith', disc(11, 5, -1, 3)],
  ['destroyer', disc(12, 5, -1, 3)],
];

/** A seeded generator, so the noise is the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Throws of a known arm: the model's distance with uniform noise of ±noise (0.05 = 5 %). */
function synthetic(
  maxFeet: number,
  throwType: LoggedThrowType,
  perDisc: number,
  noise: number,
  seed = 1,
): FitThrow[] {
  const rnd = random(seed);
  const modelThrow = throwType === 'forehand' ? 'forehand' : 'backhand';
  const thrower = { arm: { maxFeet }, throwType: modelThrow, handedness: 'righty' } as const;
  return BAG.flatMap(([discId, flight]) =>
    Array.from({ length: perDisc }, () => ({
      discId,
      flight,
      distanceFt: modelDistance(flight, thrower) * (1 + noise * (2 * rnd() - 1)),
      finishFt: 20 * (2 * rnd() - 1),
      throwType,
      effort: 'full' as const,
    })),
  );
}

describe('fitArm: recovers a known arm from noisy throws', () => {
  const cases: Array<[number, LoggedThrowType]> = [
    [220, 'backhand'],
    [300, 'backhand'],
    [360, 'backhand'],
    [450, 'backhand'],
    [520, 'backhand'],
    [300, 'forehand'],
    [400, 'forehand'],
    [250, 'roller'],
  ];
  it.each(cases)('arm %d ft, %s, noise ±5 %%: within 5 %%', (maxFeet, throwType) => {
    const fit = fitArm(synthetic(maxFeet, throwType, 8, 0.05, maxFeet), throwType);
    expect(fit).not.toBeNull();
    expect(Math.abs((fit?.arm.maxFeet ?? 0) / maxFeet - 1)).toBeLessThan(0.05);
    expect(fit?.throws).toBe(48);
    expect(fit?.discs).toBe(6);
    expect(fit?.throwType).toBe(throwType);
    // ±5 % uniform noise has an RMS of 5 % / √3 ≈ 2.9 %.
    expect(fit?.rmsRelativeError).toBeGreaterThan(0.01);
    expect(fit?.rmsRelativeError).toBeLessThan(0.05);
    expect(fit?.atLimit).toBe(false);
  });

  it('recovers the arm exactly from noiseless throws, with no error', () => {
    const fit = fitArm(synthetic(380, 'backhand', 2, 0), 'backhand');
    expect(fit?.arm.maxFeet).toBeCloseTo(380, 0);
    expect(fit?.rmsRelativeError).toBeLessThan(0.001);
  });

  it('recovers the arm from a single disc thrown a few times', () => {
    const throws = synthetic(330, 'backhand', 5, 0.03, 7).filter((t) => t.discId === 'teebird');
    const fit = fitArm(throws, 'backhand');
    expect(Math.abs((fit?.arm.maxFeet ?? 0) / 330 - 1)).toBeLessThan(0.05);
    expect(fit?.discs).toBe(1);
  });

  it('uses only full-power throws of the asked throw type with a known speed', () => {
    const full = synthetic(360, 'backhand', 3, 0);
    const noise: FitThrow[] = [
      ...full.map((t) => ({ ...t, effort: 'controlled' as const, distanceFt: t.distanceFt / 2 })),
      ...full.map((t) => ({ ...t, throwType: 'forehand' as const, distanceFt: 50 })),
      { ...(full[0] as FitThrow), flight: { speed: null, glide: 3, turn: 0, fade: 1 } },
      { ...(full[0] as FitThrow), distanceFt: Number.NaN },
      { ...(full[0] as FitThrow), distanceFt: 0 },
    ];
    const fit = fitArm([...noise, ...full], 'backhand');
    expect(fit?.throws).toBe(full.length);
    expect(fit?.arm.maxFeet).toBeCloseTo(360, 0);
  });

  it('needs at least three full-power throws', () => {
    const two = synthetic(360, 'backhand', 1, 0).slice(0, 2);
    expect(fitArm(two, 'backhand')).toBeNull();
    expect(fitArm([], 'forehand')).toBeNull();
  });

  it('an arm beyond the model range is reported at its limit', () => {
    const weak = synthetic(360, 'backhand', 2, 0).map((t) => ({ ...t, distanceFt: 20 }));
    const fit = fitArm(weak, 'backhand');
    expect(fit?.arm.maxFeet).toBe(MIN_ARM_FEET);
    expect(fit?.atLimit).toBe(true);
    const huge = weak.map((t) => ({ ...t, distanceFt: 5000 }));
    expect(fitArm(huge, 'backhand')?.arm.maxFeet).toBe(MAX_ARM_FEET);
  });

  it('fitArms fits each throw type on its own', () => {
    const fits = fitArms([
      ...synthetic(420, 'backhand', 3, 0.02, 3),
      ...synthetic(330, 'forehand', 3, 0.02, 4),
    ]);
    expect(fits.map((f) => f.throwType)).toEqual(['backhand', 'forehand']);
    expect(Math.abs((fits[0]?.arm.maxFeet ?? 0) / 420 - 1)).toBeLessThan(0.05);
    expect(Math.abs((fits[1]?.arm.maxFeet ?? 0) / 330 - 1)).toBeLessThan(0.05);
  });
});

describe('measuredFlights', () => {
  const t = (discId: string, distanceFt: number, extra: Partial<FitThrow> = {}): FitThrow => ({
    discId,
    flight: disc(12, 5, -1, 3),
    distanceFt,
    throwType: 'backhand',
    effort: 'full',
    ...extra,
  });

  it('gives the median distance and finish of full-power throws per disc and throw type', () => {
    const flights = measuredFlights([
      t('d', 340, { finishFt: -40 }),
      t('d', 300, { finishFt: -10 }),
      t('d', 360),
      t('d', 200, { effort: 'controlled', finishFt: 5 }),
      t('d', 310, { throwType: 'forehand', finishFt: 12 }),
      t('e', 250, { finishFt: 3 }),
      t('e', 270, { finishFt: 7 }),
    ]);
    expect(flights).toEqual([
      { discId: 'd', throwType: 'backhand', throws: 3, medianDistanceFt: 340, bestDistanceFt: 360, medianFinishFt: -25, finishThrows: 2 }, // prettier-ignore
      { discId: 'd', throwType: 'forehand', throws: 1, medianDistanceFt: 310, bestDistanceFt: 310, medianFinishFt: 12, finishThrows: 1 }, // prettier-ignore
      { discId: 'e', throwType: 'backhand', throws: 2, medianDistanceFt: 260, bestDistanceFt: 270, medianFinishFt: 5, finishThrows: 2 }, // prettier-ignore
    ]);
  });

  it('a disc with only controlled throws has no measured flight', () => {
    expect(measuredFlights([t('d', 200, { effort: 'controlled' })])).toEqual([]);
  });
});

describe('the "My throws" arm for the chart', () => {
  const throws = synthetic(400, 'backhand', 4, 0.02, 9);
  const fit = fitArm(throws, 'backhand');
  if (!fit) throw new Error('no fit');
  const destroyer = BAG[5]?.[1] as FlightNumbers;

  it('draws the fitted arm through the path model, mirrored for a left hand', () => {
    const right = myThrowsFlight(destroyer, fit, 'righty');
    expect(right.measured).toBe(false);
    expect(right).toMatchObject(modelFlight(destroyer, fittedThrower(fit, 'righty')));
    const left = myThrowsFlight(destroyer, fit, 'lefty');
    expect(left.driftFeet).toBeCloseTo(-right.driftFeet, 6);
  });

  it('draws a measured disc to its median distance and finish, starting at the tee', () => {
    const measured = { discId: 'destroyer', throwType: 'backhand', throws: 4, medianDistanceFt: 340, bestDistanceFt: 352, medianFinishFt: -40, finishThrows: 4 } as const; // prettier-ignore
    const f = myThrowsFlight(destroyer, fit, 'righty', measured);
    expect(f.measured).toBe(true);
    expect(f.points[0]).toEqual({ x: 0, y: 0 });
    expect(f.distanceFeet).toBeCloseTo(340, 6);
    expect(f.driftFeet).toBeCloseTo(-40, 6);
  });

  it('models a disc with fewer than three throws, or of another throw type', () => {
    const few = { discId: 'destroyer', throwType: 'backhand', throws: 2, medianDistanceFt: 340, bestDistanceFt: 352, medianFinishFt: -40, finishThrows: 2 } as const; // prettier-ignore
    expect(myThrowsFlight(destroyer, fit, 'righty', few).measured).toBe(false);
    const other = { ...few, throws: 5, throwType: 'forehand' } as const;
    expect(myThrowsFlight(destroyer, fit, 'righty', other).measured).toBe(false);
  });
});
