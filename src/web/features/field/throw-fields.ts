/** The field session's choices, as options for its toggles, and how a throw reads in a list. */
import {
  EFFORT_LABELS,
  EFFORTS,
  RELEASE_LABELS,
  RELEASES,
  THROW_TYPE_LABELS,
  THROW_TYPES,
} from '../../../core/rules/throw';
import type { PutThrowInput, Throw } from '../../../core/schemas/throw';
import { formatDrift, formatLength, type DistanceUnit } from '../../../core/flight/thrower';

export const throwTypeOptions = THROW_TYPES.map((v) => ({ value: v, label: THROW_TYPE_LABELS[v] }));
export const effortOptions = EFFORTS.map((v) => ({ value: v, label: EFFORT_LABELS[v] }));
export const releaseOptions = RELEASES.map((v) => ({ value: v, label: RELEASE_LABELS[v] }));
export const sideOptions = [
  { value: 'left' as const, label: 'Left' },
  { value: 'right' as const, label: 'Right' },
];
export type Side = 'left' | 'right';

/**
 * The side a finish is entered on: the recorded one, and Left when none is recorded, in the
 * session and in the edit dialog alike.
 */
export const sideOf = (finishFt: number | null): Side =>
  finishFt !== null && finishFt > 0 ? 'right' : 'left';

/** A throw as the PUT that writes it again (an edit, a move to another disc, an undone delete). */
export const putBodyOf = (t: Throw): PutThrowInput => ({
  userDiscId: t.userDiscId,
  distanceFt: t.distanceFt,
  throwType: t.throwType,
  effort: t.effort,
  finishFt: t.finishFt,
  release: t.release,
  note: t.note,
  thrownAt: t.thrownAt,
  measuredBy: t.measuredBy,
  gpsAccuracyM: t.gpsAccuracyM,
});

/** '312 ft · Backhand · Full power · 18 ft left · Hyzer' */
export function throwSummary(t: Throw, unit: DistanceUnit): string {
  return [
    formatLength(t.distanceFt, unit),
    THROW_TYPE_LABELS[t.throwType],
    EFFORT_LABELS[t.effort],
    t.finishFt === null ? null : formatDrift(t.finishFt, unit),
    t.release ? RELEASE_LABELS[t.release] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'GPS ±4 m' or 'Typed' */
export const measuredLabel = (t: Throw) =>
  t.measuredBy === 'gps' && t.gpsAccuracyM !== null
    ? `GPS ±${Math.ceil(t.gpsAccuracyM)} m`
    : 'Typed';

export { typedNumber } from '../../lib/typed-number';
