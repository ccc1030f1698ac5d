import { describe, expect, it } from 'vitest';
import { modelFlight } from '../flight/flight-model';
import { fitMyArm, measuredPath } from './my-arm';

const BAG = [
  { speed: 2, glide: 3, turn: 0, fade: 1 },
  { speed: 5, glide: 4, turn: -1, fade: 1 },
  { speed: 7, glide: 5, turn: 0, fade: 2 },
  { speed: 9, glide: 5, turn: -1, fade: 2 },
  { speed: 12, glide: 5, turn: -1, fade: 3 },
];

/** A deterministic noise in ±amp. */
const noise = (i: number, amp: number) => amp * Math.sin(i * 12.9898 + 78.233);

describe('the player’s arm from their throws', () => {
  it.each([280, 360, 450])('recovers a %i ft arm from noisy throws within 5 %', (arm) => {
    const inputs = BAG.map((flight, i) => ({
      flight,
      distanceFt:
        modelFlight(flight, { arm: { maxFeet: arm }, throwType: 'backhand', handedness: 'righty' })
          .distanceFeet *
        (1 + noise(i, 0.04)),
      count: 4,
    }));
    const fit = fitMyArm(inputs, 'backhand')!;
    expect(Math.abs(fit.maxFeet - arm) / arm).toBeLessThan(0.05);
    expect(fit).toMatchObject({ throws: 20, discs: 5 });
    expect(fit.fitPercent).toBeLessThan(5);
  });

  it('needs at least 3 full-power throws', () => {
    expect(fitMyArm([{ flight: BAG[0]!, distanceFt: 200, count: 2 }], 'backhand')).toBeNull();
  });

  it.each([
    ['the model’s side', -40],
    ['the other side', 40],
    ['the middle', 0],
  ])(
    'a measured path finishing on %s lands there, never swings out past it, and has no corner',
    (_side, finish) => {
      const model = modelFlight(BAG[4]!, {
        arm: 'average',
        throwType: 'backhand',
        handedness: 'righty',
      }).points;
      const path = measuredPath(model, 340, finish);
      expect(path[0]!.x).toBeCloseTo(0);
      expect(path[0]!.y).toBe(0);
      expect(path.at(-1)!.y).toBeCloseTo(340);
      expect(path.at(-1)!.x).toBeCloseTo(finish);
      if (finish !== 0) {
        for (const p of path) expect(Math.abs(p.x)).toBeLessThanOrEqual(Math.abs(finish) * 1.5);
      }
      // Each step turns by less than 30°.
      for (let i = 2; i < path.length; i++) {
        const a = Math.atan2(path[i - 1]!.x - path[i - 2]!.x, path[i - 1]!.y - path[i - 2]!.y);
        const b = Math.atan2(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
        expect(Math.abs(b - a)).toBeLessThan(Math.PI / 6);
      }
    },
  );
});
