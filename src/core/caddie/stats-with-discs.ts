/**
 * What the statistics screens read (GET /api/rounds/stats): the layouts' and the player's figures
 * and each disc's strokes gained against the player's own baseline (decision 0045), read from the
 * rounds a page at a time. A player may keep 10,000 rounds: the work is done in slices with a
 * turn between two (`slices`), so that computing them never holds everything else waiting.
 */
import { unsliced, type Slices } from '../collection/time-slices';
import type { Round } from '../schemas/round';
import { layoutFold, playerFold, type RoundStats } from '../rounds/stats';
import { baselineFold } from './baseline';
import { discFold, type DiscStrokesGained } from './strokes-gained';

export interface StatsWithDiscs extends RoundStats {
  discs: DiscStrokesGained[];
}

const describes = (r: Round) => r.scores.some((h) => h.shots.length > 0);

/**
 * The statistics of the rounds in `pages`, in any order. Strokes gained need the baseline fitted
 * from every round first, so the rounds with described shots (the only ones they read) are kept
 * for a second pass.
 */
export async function statsWithDiscs(
  pages: AsyncIterable<readonly Round[]> | Iterable<readonly Round[]>,
  slices: Slices = unsliced,
): Promise<StatsWithDiscs> {
  const layouts = layoutFold();
  const player = playerFold();
  const baseline = baselineFold();
  const described: Round[] = [];
  let rounds = 0;
  for await (const page of pages) {
    for (const r of page) {
      rounds += 1;
      layouts.add(r);
      player.add(r);
      baseline.add(r);
      if (describes(r)) described.push(r);
      if (slices.due()) await slices.pause();
    }
  }
  const discs = discFold(baseline.result());
  for (const r of described) {
    discs.add(r);
    if (slices.due()) await slices.pause();
  }
  return { rounds, layouts: layouts.result(), player: player.result(), discs: discs.result() };
}
