import { describe, expect, it } from 'vitest';
import type { FlightNumbers } from '../disc/types';
import { MODEL_STEPS, modelFlight, poweredSpeed } from './flight-model';
import { ARM_PRESETS, type Arm, type Thrower } from './thrower';

const disc = (speed: number | null, glide: number | null, turn: number | null, fade: number | null): FlightNumbers => ({ speed, glide, turn, fade }); // prettier-ignore
const DESTROYER = disc(12, 5, -1, 3);
const TEEBIRD = disc(7, 5, 0, 2);
const BUZZZ = disc(5, 4, -1, 1);
const FIREBIRD = disc(9, 3, 0, 4);
const SIDEWINDER = disc(9, 5, -3, 1);
const THUNDERBIRD = disc(9, 5, 0, 2);
const AVIAR = disc(2, 3, 0, 1);

const rhbh = (arm: Arm): Thrower => ({ arm, throwType: 'backhand', handedness: 'righty' });
const ARMS: Arm[] = [...ARM_PRESETS, { maxFeet: 220 }, { maxFeet: 520 }];

describe('modelFlight: well-known discs rank as players expect', () => {
  it.each(ARMS)('arm %o: Destroyer > Teebird > Buzzz in distance', (arm) => {
    const d = (n: FlightNumbers) => modelFlight(n, rhbh(arm)).distanceFeet;
    expect(d(DESTROYER)).toBeGreaterThan(d(TEEBIRD));
    expect(d(TEEBIRD)).toBeGreaterThan(d(BUZZZ));
  });

  it.each(ARMS)('arm %o, RHBH: a Firebird ends left of a Teebird', (arm) => {
    const drift = (n: FlightNumbers) => modelFlight(n, rhbh(arm)).driftFeet;
    expect(drift(FIREBIRD)).toBeLessThan(drift(TEEBIRD));
    expect(drift(FIREBIRD)).toBeLessThan(0);
  });

  it.each(ARMS)('arm %o, RHBH: a Sidewinder ends right of a Thunderbird', (arm) => {
    const drift = (n: FlightNumbers) => modelFlight(n, rhbh(arm)).driftFeet;
    expect(drift(SIDEWINDER)).toBeGreaterThan(drift(THUNDERBIRD));
  });

  it('a slow arm turns a Sidewinder less than a fast arm and ends it right of a Thunderbird', () => {
    const side = (arm: Arm) =>
      Math.max(...modelFlight(SIDEWINDER, rhbh(arm)).points.map((p) => p.x));
    expect(side('slow')).toBeLessThan(side('fast'));
    expect(modelFlight(SIDEWINDER, rhbh('slow')).driftFeet).toBeGreaterThan(
      modelFlight(THUNDERBIRD, rhbh('slow')).driftFeet,
    );
  });

  it('distances sit in the ranges players recognise (average arm)', () => {
    const d = (n: FlightNumbers) => modelFlight(n, rhbh('average')).distanceFeet;
    expect(d(AVIAR)).toBeGreaterThanOrEqual(150);
    expect(d(AVIAR)).toBeLessThanOrEqual(250);
    expect(d(DESTROYER)).toBeGreaterThanOrEqual(280);
    expect(d(DESTROYER)).toBeLessThanOrEqual(320);
  });

  // The PDGA's division guidelines: what a Recreational, an Intermediate and an Advanced amateur
  // throws (60–90 m, 75–105 m, 90–140 m). Each arm's distance driver lands in the middle third
  // of the class it stands for, so "Average arm" is the average amateur's, not a strong one's.
  it.each([
    ['slow', 60, 90],
    ['average', 75, 105],
    ['fast', 90, 140],
  ] as const)('the %s arm throws a Destroyer as far as its PDGA amateur class (%d to %d m)', (arm, lo, hi) => {
    const metres = modelFlight(DESTROYER, rhbh(arm)).distanceFeet * 0.3048;
    const third = (hi - lo) / 3;
    expect(metres).toBeGreaterThanOrEqual(lo + third);
    expect(metres).toBeLessThanOrEqual(hi - third);
  }); // prettier-ignore

  it('a stronger arm throws every disc farther', () => {
    for (const n of [DESTROYER, TEEBIRD, BUZZZ, AVIAR]) {
      const slow = modelFlight(n, rhbh('slow')).distanceFeet;
      const average = modelFlight(n, rhbh('average')).distanceFeet;
      const fast = modelFlight(n, rhbh('fast')).distanceFeet;
      expect(slow).toBeLessThan(average);
      expect(average).toBeLessThan(fast);
    }
  });

  it("a putter's fade is a few feet, a driver's tens of feet", () => {
    const putter = modelFlight(AVIAR, rhbh('average')).driftFeet;
    const driver = modelFlight(disc(12, 5, 0, 3), rhbh('average')).driftFeet;
    expect(Math.abs(putter)).toBeLessThan(8);
    expect(Math.abs(driver)).toBeGreaterThan(20);
  });

  it('an under-powered overstable disc flies short and fades early', () => {
    const os = disc(13, 4, 0, 4);
    const slow = modelFlight(os, rhbh('slow'));
    const fast = modelFlight(os, rhbh('fast'));
    expect(slow.distanceFeet / fast.distanceFeet).toBeLessThan(0.75);
    const firstLeft = (f: typeof slow) => f.points.findIndex((p) => p.x < -0.5);
    expect(firstLeft(slow)).toBeLessThan(firstLeft(fast));
  });

  it('the powered speed follows the max-distance rule (250 ft → 6, 400 ft → 12)', () => {
    expect(poweredSpeed(250)).toBe(6);
    expect(poweredSpeed(400)).toBe(12);
  });
});

describe('modelFlight: symmetry', () => {
  const numbers = [DESTROYER, SIDEWINDER, FIREBIRD, AVIAR, disc(13, 6, -4, 1)];

  it.each(numbers)('identical numbers give identical paths %o', (n) => {
    expect(modelFlight({ ...n }, rhbh('average'))).toEqual(modelFlight(n, rhbh('average')));
  });

  it.each(numbers)('left hand mirrors right hand, for backhand and forehand %o', (n) => {
    for (const throwType of ['backhand', 'forehand'] as const) {
      const r = modelFlight(n, { arm: 'average', throwType, handedness: 'righty' });
      const l = modelFlight(n, { arm: 'average', throwType, handedness: 'lefty' });
      expect(l.points).toEqual(r.points.map((p) => ({ x: p.x === 0 ? 0 : -p.x, y: p.y })));
    }
  });

  it.each(numbers)('a forehand bends to the other side of a backhand %o', (n) => {
    const bh = modelFlight(n, rhbh('average'));
    const fh = modelFlight(n, { arm: 'average', throwType: 'forehand', handedness: 'righty' });
    expect(Math.sign(fh.driftFeet)).toBe(-Math.sign(bh.driftFeet));
    const xs = (f: typeof bh) => f.points.map((p) => p.x);
    const sign = (v: number) => Math.sign(v) + 0;
    expect(sign(Math.max(...xs(bh)))).toBe(sign(-Math.min(...xs(fh))));
    expect(sign(Math.min(...xs(bh)))).toBe(sign(-Math.max(...xs(fh))));
    expect(fh.distanceFeet).toBeLessThan(bh.distanceFeet);
  });

  it('a left-hand forehand bends like a right-hand backhand', () => {
    const lhfh = modelFlight(FIREBIRD, { arm: 'fast', throwType: 'forehand', handedness: 'lefty' });
    expect(lhfh.driftFeet).toBeLessThan(0);
  });
});

describe('modelFlight: any input is safe', () => {
  const bad = [null, NaN, Infinity, -Infinity, 1e9, -1e9, 0, -0, 1e-300];
  const arms: Arm[] = [...ARMS, { maxFeet: NaN }, { maxFeet: 1e12 }, { maxFeet: -5 }];

  it('never throws, loops or returns NaN, and always has the same number of points', () => {
    for (const speed of bad)
      for (const other of bad)
        for (const arm of arms) {
          const n = disc(speed, other, other, other);
          const f = modelFlight(n, { arm, throwType: 'forehand', handedness: 'lefty' });
          const values = [f.distanceFeet, f.driftFeet, ...f.points.flatMap((p) => [p.x, p.y])];
          expect(values.every(Number.isFinite)).toBe(true);
          if (speed === null || !Number.isFinite(speed)) expect(f.points).toEqual([]);
          else {
            expect(f.points).toHaveLength(MODEL_STEPS + 1);
            expect(f.distanceFeet).toBeLessThan(1000);
            expect(Math.abs(f.driftFeet)).toBeLessThan(f.distanceFeet);
          }
        }
  });

  it('missing glide, turn and fade fly like glide 3, turn 0, fade 0', () => {
    expect(modelFlight(disc(7, null, null, null), rhbh('slow'))).toEqual(
      modelFlight(disc(7, 3, 0, 0), rhbh('slow')),
    );
  });

  it('starts at the tee and moves down-field on every step', () => {
    const { points } = modelFlight(DESTROYER, rhbh('fast'));
    expect(points[0]).toEqual({ x: 0, y: 0 });
    points.forEach((p, i) => i > 0 && expect(p.y).toBeGreaterThan(points[i - 1]?.y ?? 0));
  });
});
