import { describe, expect, it } from 'vitest';
import {
  MAX_SPEED_MAX,
  MAX_STABILITY_EXTENT,
  scaleStabilityPoint,
  stabilityAxisEnds,
  stabilityBands,
  stabilityDomain,
  stabilityPoint,
  stabilityTicks,
} from './stability-chart';

describe('stabilityPoint', () => {
  it.each([
    { disc: { speed: 12, turn: -1, fade: 3 }, righty: { x: 2, y: 12 }, lefty: { x: -2, y: 12 } },
    { disc: { speed: 9, turn: -3, fade: 1 }, righty: { x: -2, y: 9 }, lefty: { x: 2, y: 9 } },
    { disc: { speed: 5, turn: 0, fade: 0 }, righty: { x: 0, y: 5 }, lefty: { x: 0, y: 5 } },
    { disc: { speed: 7, turn: 0.1, fade: 2.9 }, righty: { x: 3, y: 7 }, lefty: { x: -3, y: 7 } },
    { disc: { speed: 7, turn: null, fade: 3 }, righty: { x: 0, y: 7 }, lefty: { x: 0, y: 7 } },
    { disc: { speed: null, turn: -1, fade: 1 }, righty: null, lefty: null },
  ])('$disc', ({ disc, righty, lefty }) => {
    expect(stabilityPoint(disc, { handedness: 'righty' })).toEqual(righty);
    const mirrored = stabilityPoint(disc, { handedness: 'lefty' });
    expect(mirrored).toEqual(lefty);
    if (mirrored) expect(Object.is(mirrored.x, -0)).toBe(false);
  });
});

describe('stabilityDomain and scaling', () => {
  it.each([
    { points: [], domain: { xExtent: 6, speedMax: 15 } },
    { points: [{ x: -7.5, y: 14.5 }], domain: { xExtent: 8, speedMax: 15 } },
    { points: [{ x: 2, y: 16 }], domain: { xExtent: 6, speedMax: 16 } },
  ])('domain of $points', ({ points, domain }) => {
    expect(stabilityDomain(points)).toEqual(domain);
  });

  const area = { x: 40, y: 10, width: 600, height: 300 };
  const domain = { xExtent: 6, speedMax: 15 };
  it.each([
    { p: { x: 0, y: 0 }, px: { x: 340, y: 310 } },
    { p: { x: -6, y: 15 }, px: { x: 40, y: 10 } },
    { p: { x: 6, y: 7.5 }, px: { x: 640, y: 160 } },
    { p: { x: 3, y: 12 }, px: { x: 490, y: 70 } },
  ])('$p → $px', ({ p, px }) => {
    const scaled = scaleStabilityPoint(p, area, domain);
    expect(scaled.x).toBeCloseTo(px.x);
    expect(scaled.y).toBeCloseTo(px.y);
  });

  it('ticks every whole number', () => {
    const ticks = stabilityTicks({ xExtent: 2, speedMax: 3 });
    expect(ticks).toEqual({ xs: [-2, -1, 0, 1, 2], speeds: [0, 1, 2, 3] });
  });
});

describe('axis ends and bands', () => {
  it.each([
    { handedness: 'righty', ends: { left: 'Understable', right: 'Overstable' } },
    { handedness: 'lefty', ends: { left: 'Overstable', right: 'Understable' } },
  ] as const)('$handedness', ({ handedness, ends }) => {
    expect(stabilityAxisEnds(handedness)).toEqual(ends);
  });

  it.each([
    {
      handedness: 'righty',
      bands: [
        ['Very Understable', -6, -2],
        ['Understable', -2, 0],
        ['Stable', 0, 3],
        ['Overstable', 3, 5],
        ['Very Overstable', 5, 6],
      ],
    },
    {
      handedness: 'lefty',
      bands: [
        ['Very Overstable', -6, -5],
        ['Overstable', -5, -3],
        ['Stable', -3, -0],
        ['Understable', -0, 2],
        ['Very Understable', 2, 6],
      ],
    },
  ] as const)('bands for $handedness', ({ handedness, bands }) => {
    const got = stabilityBands({ xExtent: 6, speedMax: 15 }, handedness);
    expect(got.map((b) => [b.label, b.from, b.to])).toEqual(bands);
  });
});

describe('stability chart: absurd numbers stay bounded', () => {
  it.each([1e9, -1e9, Infinity, NaN])('speed, turn and fade of %s', (v) => {
    const p = stabilityPoint({ speed: v, turn: v, fade: v }, { handedness: 'righty' });
    const domain = stabilityDomain(p ? [p] : []);
    expect(domain.xExtent).toBeLessThanOrEqual(MAX_STABILITY_EXTENT);
    expect(domain.speedMax).toBeLessThanOrEqual(MAX_SPEED_MAX);
    const ticks = stabilityTicks({ xExtent: Math.abs(v), speedMax: Math.abs(v) });
    expect(ticks.xs.length).toBeLessThanOrEqual(2 * MAX_STABILITY_EXTENT + 1);
    expect(ticks.speeds.length).toBeLessThanOrEqual(MAX_SPEED_MAX + 1);
    if (p) {
      const s = scaleStabilityPoint(p, { x: 0, y: 0, width: 100, height: 100 }, domain);
      expect(s.x >= 0 && s.x <= 100 && s.y >= 0 && s.y <= 100).toBe(true);
    }
  });
});
