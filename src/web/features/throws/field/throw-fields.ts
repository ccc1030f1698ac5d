/** The field session's choices, as options for its toggles, and how a throw reads in a list. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EFFORTS, RELEASES, THROW_TYPES } from '../../../../core/rules/throw';
import type { PutThrowInput, Throw } from '../../../../core/schemas/throw';
import { formatLength, type DistanceUnit } from '../../../../core/flight/thrower';
import { EFFORT_WORDS, RELEASE_WORDS, THROW_TYPE_WORDS } from '../../../lib/play-labels';
import { driftText } from '../../../lib/throw-words';

/** The toggles' options in the page's language. */
export function useThrowOptions() {
  const { t, i18n } = useLingui();
  return {
    throwTypeOptions: THROW_TYPES.map((v) => ({ value: v, label: i18n._(THROW_TYPE_WORDS[v]) })),
    effortOptions: EFFORTS.map((v) => ({ value: v, label: i18n._(EFFORT_WORDS[v]) })),
    releaseOptions: RELEASES.map((v) => ({ value: v, label: i18n._(RELEASE_WORDS[v]) })),
    sideOptions: [
      { value: 'left' as const, label: t({ message: 'Left', context: 'side of the line' }) },
      { value: 'right' as const, label: t({ message: 'Right', context: 'side of the line' }) },
    ],
  };
}
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
export function throwSummary(t: Throw, unit: DistanceUnit, i18n: I18n): string {
  return [
    formatLength(t.distanceFt, unit),
    i18n._(THROW_TYPE_WORDS[t.throwType]),
    i18n._(EFFORT_WORDS[t.effort]),
    t.finishFt === null ? null : driftText(t.finishFt, unit, i18n),
    t.release ? i18n._(RELEASE_WORDS[t.release]) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'GPS ±4 m' or 'Typed' */
export const measuredLabel = (t: Throw, i18n: I18n) => {
  const accuracy = t.gpsAccuracyM === null ? 0 : Math.ceil(t.gpsAccuracyM);
  return t.measuredBy === 'gps' && t.gpsAccuracyM !== null
    ? i18n._(msg`GPS ±${accuracy} m`)
    : i18n._(msg({ message: 'Typed', context: 'a distance typed, not measured' }));
};

export { typedNumber } from '../../../lib/typed-number';
