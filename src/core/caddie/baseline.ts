/**
 * Expected strokes to hole out from a distance, the baseline of strokes gained (Broadie's method,
 * docs/decisions/0045-the-caddie.md): `E(d) = c + a · ln(1 + d / 60 ft)` for d > 0, 0 in the
 * basket. The player's own (c, a) are fitted by least squares over their holes (a hole's length
 * and its strokes) and their described shots (the distance left and the strokes it still took),
 * pulled towards the default curve as if BASELINE_PRIOR_WEIGHT holes had been played on it
 * (docs/decisions/0045-the-caddie.md).
 */
import type { Round } from '../schemas/round';
import { foldAll, type Fold } from '../rounds/stats';
import { BASELINE_PRIOR_WEIGHT, BASELINE_SCALE_FT, DEFAULT_BASELINE } from './rules';

export interface Baseline {
  c: number;
  a: number;
  /** The points (holes and shots) the fit read; 0 for the default curve. */
  points: number;
}

export interface BaselinePoint {
  /** Feet to the basket. */
  fromFt: number;
  /** Strokes it took from there to hole out. */
  strokes: number;
}

export const defaultBaseline: Baseline = { ...DEFAULT_BASELINE, points: 0 };

const x = (d: number) => Math.log1p(d / BASELINE_SCALE_FT);

/** Expected strokes to hole out from `fromFt` feet (0 in the basket). */
export function expectedStrokes(b: Baseline, fromFt: number): number {
  if (!(fromFt > 0)) return 0;
  return b.c + b.a * x(fromFt);
}

/** Where the default curve's pseudo-holes lie, ft: from a putt to a long par 4. */
const PRIOR_AT_FT = [20, 60, 150, 300, 500, 800] as const;

/**
 * Least squares over the points plus BASELINE_PRIOR_WEIGHT pseudo-holes lying on the default
 * curve (spread over PRIOR_AT_FT): with no points the default itself, with a few close to it,
 * with hundreds the player's own. A 2 × 2 system solved in closed form, from sums that points
 * are added to one at a time.
 */
function leastSquares() {
  let n = 0;
  let w = 0;
  let sx = 0;
  let sxx = 0;
  let sy = 0;
  let sxy = 0;
  const add = (d: number, y: number, weight: number) => {
    const xi = x(d);
    w += weight;
    sx += weight * xi;
    sxx += weight * xi * xi;
    sy += weight * y;
    sxy += weight * xi * y;
  };
  const each = BASELINE_PRIOR_WEIGHT / PRIOR_AT_FT.length;
  for (const d of PRIOR_AT_FT) add(d, expectedStrokes(defaultBaseline, d), each);
  return {
    point(fromFt: number, strokes: number) {
      if (!(fromFt > 0) || !Number.isFinite(strokes)) return;
      n += 1;
      add(fromFt, strokes, 1);
    },
    fit(): Baseline {
      const det = w * sxx - sx * sx;
      const a = (w * sxy - sx * sy) / det;
      return { c: (sy - a * sx) / w, a, points: n };
    },
  };
}

/** See leastSquares. */
export function fitBaseline(points: readonly BaselinePoint[]): Baseline {
  const sums = leastSquares();
  for (const p of points) sums.point(p.fromFt, p.strokes);
  return sums.fit();
}

/**
 * A hole's shots are a full description when they account for every stroke: as many shots as
 * strokes less the penalty strokes.
 */
export function fullyDescribed(strokes: number, penalty: number, shots: number): boolean {
  return shots > 0 && shots === strokes - penalty;
}

/**
 * The baseline's points in a round: every scored hole with a length (its length, its strokes);
 * and on fully described holes, each shot that left a known distance to the basket (that
 * distance, the strokes still taken: the shots after it and their out-of-bounds penalties; a
 * shot's own penalty is charged to that shot).
 */
function eachPoint(r: Round, point: (fromFt: number, strokes: number) => void): void {
  for (const h of r.scores) {
    const hole = r.holes[h.hole - 1];
    const mine = h.scores.find((s) => s.player === 0);
    if (!hole || !mine) continue;
    if (hole.lengthFt !== null && hole.lengthFt > 0) point(hole.lengthFt, mine.strokes);
    if (!fullyDescribed(mine.strokes, mine.penalty, h.shots.length)) continue;
    let obLeft = h.shots.filter((s) => s.result === 'ob').length;
    h.shots.forEach((s, i) => {
      if (s.result === 'ob') obLeft -= 1;
      const left = s.result === 'basket' ? 0 : s.toBasketFt;
      if (left === null || !(left > 0)) return;
      point(left, h.shots.length - (i + 1) + obLeft);
    });
  }
}

/** The baseline's points in the player's rounds (see eachPoint). */
export function baselinePoints(rounds: readonly Round[]): BaselinePoint[] {
  const out: BaselinePoint[] = [];
  for (const r of rounds) eachPoint(r, (fromFt, strokes) => out.push({ fromFt, strokes }));
  return out;
}

/** The player's baseline, fitted from rounds added one at a time. */
export function baselineFold(): Fold<Baseline> {
  const sums = leastSquares();
  return {
    add: (r) => eachPoint(r, (fromFt, strokes) => sums.point(fromFt, strokes)),
    result: () => sums.fit(),
  };
}

/** The player's baseline from their rounds. */
export function playerBaseline(rounds: readonly Round[]): Baseline {
  return foldAll(baselineFold(), rounds);
}
