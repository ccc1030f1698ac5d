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

/** Typical maximum distance (ft) of each preset; see docs/decisions/0008-flight-model.md. */
export const ARM_PRESET_FEET: Readonly<Record<ArmPreset, number>> = {
  slow: 280,
  average: 360,
  fast: 450,
};
/** The range a custom maximum distance is clamped to (ft). */
export const MIN_ARM_FEET = 120;
export const MAX_ARM_FEET = 900;
export const FEET_PER_METRE = 1 / 0.3048;

export function armFeet(arm: Arm): number {
  if (typeof arm === 'string') return ARM_PRESET_FEET[arm];
  const feet = arm.maxFeet;
  if (!Number.isFinite(feet)) return ARM_PRESET_FEET.average;
  return Math.min(MAX_ARM_FEET, Math.max(MIN_ARM_FEET, feet));
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
