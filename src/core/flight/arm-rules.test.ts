// The arm model's consistency rules (docs/decisions/0008-flight-model.md).
import { describe, expect, it } from 'vitest';
import type { FlightNumbers } from '../disc/types';
import {
  MAX_CORNER_DEGREES,
  modelDistance,
  modelFlight,
  poweredSpeed,
  TYPICAL_BAG,
} from './flight-model';
import {
  ARM_PRESETS,
  MAX_ARM_FEET,
  MIN_ARM_FEET,
  maxDistanceInput,
  type Arm,
  type Thrower,
} from './thrower';

const disc = (speed: number, glide: number, turn: number, fade: number): FlightNumbers => ({ speed, glide, turn, fade }); // prettier-ignore
const rhbh = (arm: Arm): Thrower => ({ arm, throwType: 'backhand', handedness: 'righty' });
const ARMS = Array.from({ length: (MAX_ARM_FEET - MIN_ARM_FEET) / 10 + 1 }, (_, i) => MIN_ARM_FEET + 10 * i); // prettier-ignore

describe('the max-distance rule', () => {
  it.each(ARMS)('max distance %d ft: the longest disc of a typical bag lands there within 5 %%', (feet) => {
    const longest = Math.max(...TYPICAL_BAG.map(([, n]) => modelDistance(n, rhbh({ maxFeet: feet }))));
    expect(Math.abs(longest / feet - 1)).toBeLessThanOrEqual(0.05);
  }); // prettier-ignore

  it("the issue's figures: 300, 400, 500 and 900 ft draw the distance driver there", () => {
    for (const feet of [300, 400, 500, 900]) {
      expect(modelDistance(disc(12, 5, -1, 3), rhbh({ maxFeet: feet }))).toBeCloseTo(feet, 6);
    }
  });

  it('input outside the range is refused with the range, not changed', () => {
    expect(maxDistanceInput('50', 'feet')).toEqual({ error: 'Max distance must be 120 to 900 ft' });
    expect(maxDistanceInput('901', 'feet')).toEqual({
      error: 'Max distance must be 120 to 900 ft',
    });
    expect(maxDistanceInput('', 'feet')).toEqual({ error: 'Max distance must be 120 to 900 ft' });
    expect(maxDistanceInput('abc', 'feet')).toEqual({
      error: 'Max distance must be 120 to 900 ft',
    });
    expect(maxDistanceInput('30', 'metres')).toEqual({ error: 'Max distance must be 37 to 274 m' });
    expect(maxDistanceInput('120', 'feet')).toEqual({ arm: { maxFeet: 120 } });
    expect(maxDistanceInput('900', 'feet')).toEqual({ arm: { maxFeet: 900 } });
    expect(maxDistanceInput('100', 'metres')).toEqual({ arm: { maxFeet: 328 } });
    expect(maxDistanceInput('274', 'metres')).toEqual({ arm: { maxFeet: 899 } });
  });
});

describe('distance rises with speed for discs the arm powers', () => {
  it.each(ARMS)('arm %d ft: same glide, turn and fade, faster flies farther up to the powered speed', (feet) => {
    const powered = poweredSpeed(feet);
    for (const [glide, turn, fade] of [[3, 0, 1], [5, -1, 3], [5, 0, 2], [6, -3, 0], [4, 0, 4]]) {
      let last = 0;
      for (let speed = 1; speed <= Math.min(15, powered); speed += 0.5) {
        const d = modelDistance(disc(speed, glide as number, turn as number, fade as number), rhbh({ maxFeet: feet }));
        expect(d).toBeGreaterThan(last);
        last = d;
      }
    }
  }); // prettier-ignore

  it.each([...ARM_PRESETS, { maxFeet: 360 }, { maxFeet: 520 }] as Arm[])(
    'arm %o: a Destroyer (12) outflies a Wraith (11)',
    (arm) => {
      const d = (n: FlightNumbers) => modelDistance(n, rhbh(arm));
      expect(d(disc(12, 5, -1, 3)) - d(disc(11, 5, -1, 3))).toBeGreaterThan(4);
    },
  );

  it('a Firebird (9/3/0/4) outflies a Teebird (7/5/0/2) for an arm that nearly powers it (320 ft and up), and falls short of it for a weaker one', () => {
    const d = (n: FlightNumbers, feet: number) => modelDistance(n, rhbh({ maxFeet: feet }));
    for (const feet of ARMS) {
      const firebird = d(disc(9, 3, 0, 4), feet);
      const teebird = d(disc(7, 5, 0, 2), feet);
      if (feet >= 320) expect(firebird).toBeGreaterThan(teebird);
      else expect(firebird).toBeLessThan(teebird);
    }
  }); // prettier-ignore
});

/** The arm the printed guides' "normal arm" figures below were read at (decision 0008). */
const GUIDE_ARM: Arm = { maxFeet: 360 };

describe('the printed-flight-guide anchors (a 360 ft arm, within 3 %)', () => {
  it.each([
    ['Aviar', 210, disc(2, 3, 0, 1)],
    ['Buzzz', 268, disc(5, 4, -1, 1)],
    ['Teebird', 311, disc(7, 5, 0, 2)],
    ['Destroyer', 360, disc(12, 5, -1, 3)],
  ] as const)('%s about %d ft', (_, feet, n) => {
    expect(Math.abs(modelDistance(n, rhbh(GUIDE_ARM)) / feet - 1)).toBeLessThan(0.03);
  });

  it('forehand flies 93 % of the backhand', () => {
    const n = disc(9, 5, -1, 2);
    const fh = modelDistance(n, { arm: 'average', throwType: 'forehand', handedness: 'righty' });
    expect(fh / modelDistance(n, rhbh('average'))).toBeCloseTo(0.93, 6);
  });
});

/** The largest change of direction between consecutive segments of a path, in degrees. */
function maxTurningAngle(points: readonly { x: number; y: number }[]): number {
  let worst = 0;
  for (let i = 2; i < points.length; i += 1) {
    const a = points[i - 2] as { x: number; y: number };
    const b = points[i - 1] as { x: number; y: number };
    const c = points[i] as { x: number; y: number };
    const h1 = Math.atan2(b.x - a.x, b.y - a.y);
    const h2 = Math.atan2(c.x - b.x, c.y - b.y);
    worst = Math.max(worst, (Math.abs(h2 - h1) * 180) / Math.PI);
  }
  return worst;
}

describe('every path is smooth', () => {
  const numbers: FlightNumbers[] = [];
  for (const speed of [1, 2, 5, 7, 9, 12, 14, 15])
    for (const turn of [-6, -3, -1, 0, 1, 2])
      for (const fade of [0, 1, 3, 5, 7]) numbers.push(disc(speed, 5, turn, fade));
  const throwers: Thrower[] = [120, 280, 360, 450, 900].flatMap((feet) =>
    (['backhand', 'forehand'] as const).map((throwType) => ({
      arm: { maxFeet: feet },
      throwType,
      handedness: 'righty' as const,
    })),
  );

  it(`no corner above ${MAX_CORNER_DEGREES}° between segments, for any disc and arm`, () => {
    let worst = 0;
    for (const n of numbers)
      for (const t of throwers) worst = Math.max(worst, maxTurningAngle(modelFlight(n, t).points));
    expect(worst).toBeLessThanOrEqual(MAX_CORNER_DEGREES);
  });

  it("a fade-0 disc eases out of its turn: no corner even at the chart's widest sideways stretch", () => {
    for (const turn of [-1, -3, -6])
      for (const t of throwers) {
        const f = modelFlight(disc(9, 5, turn, 0), t);
        const widest = Math.max(...f.points.map((p) => Math.abs(p.x)));
        // The chart draws the widest drift across ~89 % of its half-width (800 x 500 view box).
        const stretch = (0.757 * f.distanceFeet) / widest;
        const drawn = f.points.map((p) => ({ x: p.x * stretch, y: p.y }));
        expect(maxTurningAngle(drawn)).toBeLessThanOrEqual(MAX_CORNER_DEGREES);
      }
  });
});
