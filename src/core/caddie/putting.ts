/**
 * Putting rates as players and the tours count them (docs/product.md "The caddie"): circle 1
 * (C1) up to 10 m, C1X from 3.3 m to 10 m (tap-ins left out), circle 2 (C2) from 10 m to 20 m;
 * a putt is made when it finishes in the basket. The classification is the rounds' stats' own
 * (`puttOf` in core/rounds/stats.ts); here it is counted overall and per putter disc.
 */
import { puttOf } from '../rounds/stats';
import type { Round } from '../schemas/round';
import { MIN_PUTTS } from './rules';

export interface PuttRate {
  made: number;
  attempts: number;
  /** made / attempts; null below MIN_PUTTS attempts. */
  rate: number | null;
}

export interface PuttingRates {
  c1: PuttRate;
  c1x: PuttRate;
  c2: PuttRate;
}

export interface DiscPutting extends PuttingRates {
  userDiscId: string;
}

const empty = (): PuttingRates => ({
  c1: { made: 0, attempts: 0, rate: null },
  c1x: { made: 0, attempts: 0, rate: null },
  c2: { made: 0, attempts: 0, rate: null },
});

const withRates = (p: PuttingRates): PuttingRates => {
  for (const r of [p.c1, p.c1x, p.c2])
    r.rate = r.attempts >= MIN_PUTTS ? r.made / r.attempts : null;
  return p;
};

/** The rates over every described putt, and per disc that putted (most putts first). */
export function puttingRates(rounds: readonly Round[]): {
  all: PuttingRates;
  byDisc: DiscPutting[];
} {
  const all = empty();
  const byDisc = new Map<string, PuttingRates>();
  const count = (p: PuttingRates, key: 'c1' | 'c1x' | 'c2', made: boolean) => {
    p[key].attempts += 1;
    if (made) p[key].made += 1;
  };
  for (const r of rounds) {
    for (const h of r.scores) {
      const hole = r.holes[h.hole - 1];
      if (!hole) continue;
      h.shots.forEach((shot, i) => {
        const putt = puttOf(hole.lengthFt, h.shots, i);
        if (!putt) return;
        const targets = [all];
        if (shot.userDiscId) {
          const d = byDisc.get(shot.userDiscId) ?? empty();
          byDisc.set(shot.userDiscId, d);
          targets.push(d);
        }
        for (const t of targets) {
          count(t, putt.circle, putt.made);
          if (putt.c1x) count(t, 'c1x', putt.made);
        }
      });
    }
  }
  return {
    all: withRates(all),
    byDisc: [...byDisc]
      .map(([userDiscId, p]) => ({ userDiscId, ...withRates(p) }))
      .sort((a, b) => b.c1.attempts + b.c2.attempts - (a.c1.attempts + a.c2.attempts)),
  };
}
