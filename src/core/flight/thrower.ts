/**
 * The thrower a flight is drawn for: arm power, throw type and hand, plus the distance unit.
 * Arm power is a preset or the player's typical maximum distance in feet.
 */
import type { Handedness } from './handedness';

export const ARM_PRESETS = ['slow', 'average', 'fast'] as const;
export type ArmPreset = (typeof ARM_PRESETS)[number];
export type Arm = ArmPreset | { maxFeet: number };

export const THROW_TYPES = ['backhand', 'forehand'] as const;
export type ThrowType = (typeof THROW_TYPES)[number];

export const DISTANCE_UNITS = ['feet', 'metres'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export interface Thrower {
  arm: Arm;
  throwType: ThrowType;
  handedness: Handedness;
}

/**
 * Typical maximum distance (ft) of each preset: the middle of the throwing distance the PDGA's
 * division guidelines give a Recreational, an Intermediate and an Advanced amateur (60–90 m,
 * 75–105 m, 90–140 m), rounded to 10 ft; see docs/decisions/0008-flight-model.md.
 */
export const ARM_PRESET_FEET: Readonly<Record<ArmPreset, number>> = {
  slow: 250,
  average: 300,
  fast: 380,
};
/**
 * The range of a custom maximum distance (ft). Input outside it is refused with this range
 * (maxDistanceInput); armFeet clamps only a stored value that is already out of range.
 */
export const MIN_ARM_FEET = 120;
export const MAX_ARM_FEET = 900;
export const FEET_PER_METRE = 1 / 0.3048;

export function armFeet(arm: Arm): number {
  if (typeof arm === 'string') return ARM_PRESET_FEET[arm];
  const feet = arm.maxFeet;
  if (!Number.isFinite(feet)) return ARM_PRESET_FEET.average;
  return Math.min(MAX_ARM_FEET, Math.max(MIN_ARM_FEET, feet));
}

/** The allowed max distance in a unit, whole numbers inside the range: '120 to 900 ft', '37 to 274 m'. */
export function maxDistanceRange(unit: DistanceUnit): { min: number; max: number; text: string } {
  const min = Math.ceil(fromFeet(MIN_ARM_FEET, unit) - 1e-9);
  const max = Math.floor(fromFeet(MAX_ARM_FEET, unit) + 1e-9);
  return { min, max, text: `${min} to ${max} ${unitSymbol(unit)}` };
}

/**
 * A typed max distance (in the player's unit) → the arm, or the reason it is refused. Nothing is
 * silently changed: 50 ft is refused with the range, not turned into 120 ft.
 */
export function maxDistanceInput(
  text: string,
  unit: DistanceUnit,
): { arm: { maxFeet: number } } | { error: string } {
  const range = maxDistanceRange(unit);
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < range.min || value > range.max) {
    return { error: `Max distance must be ${range.text}` };
  }
  const feet = Math.round(toFeet(value, unit));
  return { arm: { maxFeet: Math.min(MAX_ARM_FEET, Math.max(MIN_ARM_FEET, feet)) } };
}

/** Feet in the chosen unit (metres rounded by the caller). */
export function fromFeet(feet: number, unit: DistanceUnit): number {
  return unit === 'metres' ? feet / FEET_PER_METRE : feet;
}

export function toFeet(value: number, unit: DistanceUnit): number {
  return unit === 'metres' ? value * FEET_PER_METRE : value;
}

export const unitSymbol = (unit: DistanceUnit) => (unit === 'metres' ? 'm' : 'ft');

/** '342 ft' / '104 m' */
export function formatLength(feet: number, unit: DistanceUnit): string {
  const v = Math.round(fromFeet(feet, unit));
  return `${v === 0 ? 0 : v} ${unitSymbol(unit)}`;
}

/** '12 ft right', '4 m left', 'centre' (right = +). */
export function formatDrift(feet: number, unit: DistanceUnit): string {
  const v = Math.round(fromFeet(feet, unit));
  if (v === 0) return 'centre';
  return `${Math.abs(v)} ${unitSymbol(unit)} ${v > 0 ? 'right' : 'left'}`;
}

/** 'Slow arm', 'Average arm', 'Fast arm', 'Arm 400 ft max' */
export function armLabel(arm: Arm, unit: DistanceUnit): string {
  if (typeof arm === 'string') return `${arm[0]?.toUpperCase()}${arm.slice(1)} arm`;
  return `Arm ${formatLength(armFeet(arm), unit)} max`;
}

/** 'Right-hand backhand', 'Left-hand forehand' */
export function throwLabel(handedness: Handedness, throwType: ThrowType): string {
  return `${handedness === 'lefty' ? 'Left' : 'Right'}-hand ${throwType}`;
}
