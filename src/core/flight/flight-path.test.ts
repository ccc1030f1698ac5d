import { describe, expect, it } from 'vitest';
import type { FlightNumbers } from '../disc/types';
import {
  DISTANCE_PER_SPEED,
  distanceTicks,
  flightDistance,
  flightGrid,
  flightPath,
} from './flight-path';

const W = 800;
const H = 500;
const disc = (speed: number | null, glide: number | null, turn: number | null, fade: number | null): FlightNumbers => ({ speed, glide, turn, fade }); // prettier-ignore

describe('flightPath: direction (right-handed backhand)', () => {
  it.each([
    { name: 'neutral flies straight', d: disc(7, 5, 0, 0), side: 0 },
    { name: 'understable ends right', d: disc(9, 5, -3, 1), side: 1 },
    { name: 'overstable ends left', d: disc(9, 4, 0, 4), side: -1 },
    { name: 'missing turn/fade fly straight', d: disc(9, 4, null, null), side: 0 },
  ])('$name', ({ d, side }) => {
    const { points, end } = flightPath(d);
    expect(points).toHaveLength(41);
    expect(points[0]).toEqual({ x: W / 2, y: H });
    expect(Math.sign(end.x - W / 2)).toBe(side);
    if (side === 0) expect(points.every((p) => p.x === W / 2)).toBe(true);
  });

  it('turns right first, then fades back left', () => {
    const { points } = flightPath(disc(9, 5, -3, 3));
    const xs = points.map((p) => p.x);
    const mostRight = Math.max(...xs);
    expect(mostRight).toBeCloseTo(W / 2 + 60);
    expect(xs.at(-1)).toBeCloseTo(W / 2);
    expect(points.every((p, i) => i === 0 || p.y < (points[i - 1]?.y ?? 0))).toBe(true);
  });
});

describe('flightPath: lefty mirrors righty', () => {
  it.each([disc(9, 5, -3, 1), disc(12, 5, -1, 3), disc(15, 7, -5, 6), disc(2, 3, 0, 1)])(
    '%o',
    (d) => {
      for (const [width, height] of [
        [W, H],
        [333, 217],
      ] as const) {
        const righty = flightPath(d, { width, height, handedness: 'righty' });
        const lefty = flightPath(d, { width, height, handedness: 'lefty' });
        expect(lefty.points).toEqual(righty.points.map((p) => ({ x: width - p.x, y: p.y })));
        expect(lefty.distanceFeet).toBe(righty.distanceFeet);
      }
    },
  );
});

describe('flightPath: distance', () => {
  it.each([
    { slow: disc(2, 3, 0, 1), fast: disc(5, 3, 0, 1) },
    { slow: disc(5, 5, -1, 1), fast: disc(9, 5, -1, 1) },
    { slow: disc(9, 5, -1, 2), fast: disc(12, 5, -1, 2) },
  ])('speed $fast.speed flies farther than $slow.speed', ({ slow, fast }) => {
    const a = flightPath(slow);
    const b = flightPath(fast);
    expect(b.end.y).toBeLessThan(a.end.y);
    expect(b.distanceFeet).toBeGreaterThan(a.distanceFeet);
  });

  it.each([
    { d: disc(13, 0, 0, 0), feet: 429, capped: false },
    { d: disc(13, 5, -1, 2), feet: 480, capped: true },
    { d: disc(7, 5, 0, 1), feet: 266, capped: false },
    { d: disc(2, 3, 0, 1), feet: 72, capped: false },
  ])('speed $d.speed glide $d.glide → $feet ft', ({ d, feet, capped }) => {
    const path = flightPath(d);
    expect(path.distanceFeet).toBe(feet);
    expect(path.capped).toBe(capped);
  });

  it('uses 27.5 units per speed and caps at 80% of the height', () => {
    expect(DISTANCE_PER_SPEED).toBe(27.5);
    expect(flightDistance(10, 0, H)).toBe(275);
    expect(flightDistance(15, 7, H)).toBe(400);
    expect(flightDistance(15, 7, 200)).toBe(160);
  });

  it.each([
    { d: disc(null, 5, -1, 1), why: 'unknown speed' },
    { d: disc(Number.NaN, 5, -1, 1), why: 'NaN speed' },
  ])('returns an empty path for $why', ({ d }) => {
    expect(flightPath(d)).toEqual({
      points: [],
      end: { x: W / 2, y: H },
      distanceFeet: 0,
      capped: false,
    });
  });

  it.each([
    { steps: 1, n: 2 },
    { steps: 10.7, n: 11 },
    { steps: 0, n: 2 },
    { steps: Infinity, n: 41 },
  ])('steps $steps → $n points', ({ steps, n }) => {
    expect(flightPath(disc(7, 5, 0, 1), { steps }).points).toHaveLength(n);
  });
});

describe('flightPath: stays inside the drawing area', () => {
  it.each([
    { d: disc(15, 7, -5, 6), size: { width: W, height: H } },
    { d: disc(15, 7, -5, 6), size: { width: 120, height: 90 } },
    { d: disc(14, 7, 2, 6), size: { width: 60, height: 500 } },
    { d: disc(15, 20, -9, 0), size: { width: 100, height: 100 } },
    { d: disc(-3, -40, 5, -5), size: { width: 100, height: 100 } },
  ])('$d in $size.width x $size.height', ({ d, size }) => {
    for (const handedness of ['righty', 'lefty'] as const) {
      const { points } = flightPath(d, { ...size, handedness, steps: 100 });
      for (const p of points) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(size.width);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(size.height);
      }
    }
  });
});

describe('axis helpers', () => {
  it('labels each grid line from the tee in feet', () => {
    const ticks = distanceTicks(H, 50);
    expect(ticks).toHaveLength(11);
    expect(ticks[0]).toEqual({ y: 500, feet: 0 });
    expect(ticks[1]).toEqual({ y: 450, feet: 60 });
    expect(ticks.at(-1)).toEqual({ y: 0, feet: 600 });
  });

  it.each([
    { width: 800, height: 500, xs: 17, centre: 400 },
    { width: 730, height: 120, xs: 15, centre: 365 },
  ])('grid for $width x $height includes the centre line', ({ width, height, xs, centre }) => {
    const grid = flightGrid(width, height, 50);
    expect(grid.xs).toHaveLength(xs);
    expect(grid.xs).toContain(centre);
    expect(grid.ys[0]).toBe(height);
  });

  it('gives no grid for a non-positive step', () => {
    expect(flightGrid(800, 500, 0)).toEqual({ xs: [], ys: [] });
  });
});

describe('flightPath: absurd input stays bounded', () => {
  it.each([1e9, -1e9, NaN, Infinity, 1e308])('speed, glide, turn, fade and sizes of %s', (v) => {
    const path = flightPath(disc(v, v, v, v), { width: v, height: v, steps: v });
    expect(path.points.length).toBeLessThanOrEqual(401);
    for (const p of path.points) {
      expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
    }
    expect(Number.isFinite(path.distanceFeet)).toBe(true);
    expect(distanceTicks(v, 1e-9)).toEqual([]);
    expect(flightGrid(v, v, 1e-9)).toEqual({ xs: [], ys: [] });
  });
});
