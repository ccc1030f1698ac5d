/**
 * The rules of bag insights, from flight numbers only (docs/product.md, Bag insights):
 * speed bands, the three stability groups (the product's stability label, folded), the arm
 * classes and the named roles a bag can cover. Every threshold is here and in the docs.
 */
import { stabilityGroup, type StabilityGroup } from '../disc/stability';
import { ARM_PRESET_FEET, armFeet, type Arm } from '../flight/thrower';
import { turnPlusFade, type DistanceNumbers } from './flight-distance';

// ---- speed bands ----
export const SPEED_BANDS = ['putter', 'approach', 'midrange', 'fairway', 'distance'] as const;
export type SpeedBand = (typeof SPEED_BANDS)[number];

export const SPEED_BAND_LABELS: Readonly<Record<SpeedBand, string>> = {
  putter: 'Putter',
  approach: 'Approach',
  midrange: 'Midrange',
  fairway: 'Fairway',
  distance: 'Distance',
};

/** The speeds of each band, as shown to the player. */
export const SPEED_BAND_RANGES: Readonly<Record<SpeedBand, string>> = {
  putter: 'speed under 3.5',
  approach: 'speed 3.5 to 4.5',
  midrange: 'speed 5 to 6.5',
  fairway: 'speed 7 to 9.5',
  distance: 'speed 10 and up',
};

/** putter < 3.5 ≤ approach < 5 ≤ midrange < 7 ≤ fairway < 10 ≤ distance. */
export function speedBand(speed: number): SpeedBand {
  if (speed < 3.5) return 'putter';
  if (speed < 5) return 'approach';
  if (speed < 7) return 'midrange';
  if (speed < 10) return 'fairway';
  return 'distance';
}

// ---- stability ----
export const STABILITY_GROUPS = [
  'understable',
  'stable',
  'overstable',
] as const satisfies readonly StabilityGroup[];

export const STABILITY_GROUP_LABELS: Readonly<Record<StabilityGroup, string>> = {
  understable: 'Understable',
  stable: 'Stable',
  overstable: 'Overstable',
};

/** The product's stability label folded in three: turn + fade < 0, 0 to < 3, 3 and up. */
export const stabilityOf = (n: DistanceNumbers): StabilityGroup => stabilityGroup(n.turn, n.fade);

// ---- arm ----
export const ARM_CLASSES = ['slow', 'average', 'fast'] as const;
export type ArmClass = (typeof ARM_CLASSES)[number];

/**
 * One source with the chart: the classes split halfway between the chart's arm presets
 * (250, 300, 380 ft max distance), so under 275 ft is a slow arm and 340 ft and more a fast one,
 * and each class's text names the max distance the chart draws for it.
 */
export const SLOW_ARM_BELOW_FEET = (ARM_PRESET_FEET.slow + ARM_PRESET_FEET.average) / 2;
export const FAST_ARM_FROM_FEET = (ARM_PRESET_FEET.average + ARM_PRESET_FEET.fast) / 2;

export function armClass(arm: Arm): ArmClass {
  const feet = armFeet(arm);
  if (feet < SLOW_ARM_BELOW_FEET) return 'slow';
  if (feet >= FAST_ARM_FROM_FEET) return 'fast';
  return 'average';
}

/** The fastest disc suggested to each arm. */
export const MAX_SUGGESTED_SPEED: Readonly<Record<ArmClass, number>> = {
  slow: 11,
  average: 13,
  fast: Infinity,
};

/** The rule shown to the player beside the insights. */
export const ARM_RULES: Readonly<Record<ArmClass, string>> = {
  slow: `Slow arm (max distance under ${SLOW_ARM_BELOW_FEET} ft; the chart's slow arm throws ${ARM_PRESET_FEET.slow} ft): your max-distance driver is an understable or neutral driver of speed 9 to 11 (turn + fade under 1); overstable distance drivers are not asked for, and nothing faster than speed ${MAX_SUGGESTED_SPEED.slow} is suggested.`,
  average: `Average arm (max distance ${SLOW_ARM_BELOW_FEET} to ${FAST_ARM_FROM_FEET} ft; the chart's average arm throws ${ARM_PRESET_FEET.average} ft): every role is asked for, and nothing faster than speed ${MAX_SUGGESTED_SPEED.average} is suggested.`,
  fast: `Fast arm (max distance ${FAST_ARM_FROM_FEET} ft or more; the chart's fast arm throws ${ARM_PRESET_FEET.fast} ft): every role is asked for, at any speed.`,
};

// ---- roles ----
export const ROLE_IDS = [
  'putter',
  'overstable-approach',
  'straight-midrange',
  'understable-fairway',
  'straight-fairway',
  'overstable-fairway',
  'max-distance',
  'overstable-distance',
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export interface Role {
  id: RoleId;
  name: string;
  /** What a disc must be to fill it, completing 'a disc that is …'. */
  rule: string;
  /** The flight numbers suggestions are ranked by closeness to. */
  target: DistanceNumbers;
  /** A driver role (fairway or distance). */
  driver: boolean;
  matches: (n: DistanceNumbers) => boolean;
}

const band = (n: DistanceNumbers) => speedBand(n.speed);
const n = (speed: number, glide: number, turn: number, fade: number): DistanceNumbers => ({
  speed,
  glide,
  turn,
  fade,
});

/** The stability groups' turn + fade, as the role rules word them. */
const STABILITY_RANGES: Readonly<Record<StabilityGroup, string>> = {
  understable: 'turn + fade under 0',
  stable: 'turn + fade 0 to under 3',
  overstable: 'turn + fade 3 or more',
};

const BAND_NOUNS = {
  midrange: 'midrange',
  fairway: 'fairway driver',
  distance: 'distance driver',
} as const satisfies Partial<Record<SpeedBand, string>>;

/**
 * A role any disc of one speed band and one stability group fills; its rule names both with
 * their ranges ('a stable midrange (speed 5 to 6.5, turn + fade 0 to under 3)').
 */
function bandRole(
  id: RoleId,
  name: string,
  speed: keyof typeof BAND_NOUNS,
  stability: StabilityGroup,
  target: DistanceNumbers,
): Role {
  const article = stability === 'stable' ? 'a' : 'an';
  return {
    id,
    name,
    rule: `${article} ${stability} ${BAND_NOUNS[speed]} (${SPEED_BAND_RANGES[speed]}, ${STABILITY_RANGES[stability]})`,
    target,
    driver: speed !== 'midrange',
    matches: (d) => band(d) === speed && stabilityOf(d) === stability,
  };
}

const COMMON: readonly Role[] = [
  {
    id: 'putter',
    name: 'Putter',
    rule: 'a putter (speed under 3.5)',
    target: n(2, 3, 0, 1),
    driver: false,
    matches: (d) => band(d) === 'putter',
  },
  {
    id: 'overstable-approach',
    name: 'Overstable approach / utility',
    rule: 'overstable at speed 3.5 to 6.5 (turn + fade 3 or more)',
    target: n(4, 3, 0, 3),
    driver: false,
    matches: (d) =>
      (band(d) === 'approach' || band(d) === 'midrange') && stabilityOf(d) === 'overstable',
  },
  bandRole('straight-midrange', 'Straight midrange', 'midrange', 'stable', n(5, 5, -0.5, 1)),
  bandRole(
    'understable-fairway',
    'Understable fairway for turnovers',
    'fairway',
    'understable',
    n(7, 5, -2, 1),
  ),
  bandRole('straight-fairway', 'Straight fairway driver', 'fairway', 'stable', n(7, 5, -1, 2)),
  bandRole(
    'overstable-fairway',
    'Overstable fairway for wind and forehands',
    'fairway',
    'overstable',
    n(9, 4, 0, 3.5),
  ),
];

const MAX_DISTANCE: Readonly<Record<ArmClass, Role>> = {
  slow: {
    id: 'max-distance',
    name: 'Max-distance driver',
    rule: 'an understable or neutral driver of speed 9 to 11 (turn + fade under 1), for your arm',
    target: n(10, 5, -2, 1),
    driver: true,
    matches: (d) => d.speed >= 9 && d.speed <= 11 && turnPlusFade(d) < 1,
  },
  average: {
    id: 'max-distance',
    name: 'Max-distance driver',
    rule: 'a distance driver that is not overstable (speed 10 to 13, turn + fade under 3)',
    target: n(12, 5, -1.5, 2),
    driver: true,
    matches: (d) => band(d) === 'distance' && d.speed <= 13 && stabilityOf(d) !== 'overstable',
  },
  fast: {
    id: 'max-distance',
    name: 'Max-distance driver',
    rule: 'a distance driver that is not overstable (speed 10 and up, turn + fade under 3)',
    target: n(13, 5, -1.5, 2),
    driver: true,
    matches: (d) => band(d) === 'distance' && stabilityOf(d) !== 'overstable',
  },
};

const OVERSTABLE_DISTANCE = bandRole(
  'overstable-distance',
  'Overstable distance driver',
  'distance',
  'overstable',
  n(12, 4, 0, 4),
);

/** The roles a bag is checked against for an arm (a slow arm is not asked for an overstable distance driver). */
export function rolesFor(arm: ArmClass): readonly Role[] {
  return arm === 'slow'
    ? [...COMMON, MAX_DISTANCE.slow]
    : [...COMMON, MAX_DISTANCE[arm], OVERSTABLE_DISTANCE];
}
