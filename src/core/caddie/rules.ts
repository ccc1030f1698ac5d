/**
 * The caddie's numbers (docs/decisions/0045-the-caddie.md), in one place so that the pages, the
 * tests and the decision agree.
 */
import { MIN_MEASURED_THROWS } from '../player/player-model';

/**
 * A disc's figures count as measured from this many full-power throws of the throw type on: the
 * player model's rule (decision 0046), so the tee and the charts agree.
 */
export const MIN_MEASURED_FOR_CADDIE = MIN_MEASURED_THROWS;
/** No strokes-gained figure for a disc below this many shots with a known start and end. */
export const MIN_SG_SHOTS = 10;
/** No putting rate for a putter below this many putts in the circle. */
export const MIN_PUTTS = 10;
/** "Left in the bag": not thrown in the player's last this many rounds with described shots. */
export const LEFT_IN_BAG_ROUNDS = 10;
/** How many earlier times on a hole the tee suggestions recall. */
export const LAST_TIMES_HERE = 3;

/**
 * The default baseline: expected strokes to hole out from d feet (d > 0) is
 * `c + a · ln(1 + d / SCALE_FT)`, 0 in the basket. Our own amateur curve: about 1.3 from 20 ft,
 * 1.8 from circle 2's edge, 2.9 from 300 ft and 3.4 from 500 ft.
 */
export const BASELINE_SCALE_FT = 60;
export const DEFAULT_BASELINE = { c: 1, a: 1.06 } as const;
/**
 * The player's own baseline is a ridge fit that pulls towards the default as if this many holes
 * had been played exactly on it: with few rounds the default rules, with many the player's own.
 */
export const BASELINE_PRIOR_WEIGHT = 20;

/** Ranking: feet of score a modelled (not measured) disc carries for its uncertainty. */
export const MODELLED_PENALTY_FT = 15;
/** Ranking: landing past the basket costs this many times a landing short by as much. */
export const LONG_FACTOR = 1.5;
/** Ranking: a finish is "straight" within this many feet of the line. */
export const STRAIGHT_WITHIN_FT = 5;
