/**
 * Distances, arms and throws in words in the page's language (decision 0040): the charts, compare,
 * the disc modal and the insights say them through here, so a number is written as the language
 * writes it (Intl, through i18n.number: '1 234 m' in Finnish) and its words are messages.
 * The core's English twins (core/flight/thrower.ts) stay for the core's own texts and tests.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { StabilityLabel } from '../../../core/disc/types';
import { SAME_WITHIN } from '../../../core/flight/compare-words';
import type { StabilityGroup } from '../../../core/disc/stability';
import type { Handedness } from '../../../core/flight/handedness';
import {
  armFeet,
  fromFeet,
  type Arm,
  type DistanceUnit,
  type ThrowType,
} from '../../../core/flight/thrower';
import { currentI18n } from '../../i18n/current';
import type { LayoutWords } from './flight-layout';

/** A number as the page's language writes it: '−1,5' in Finnish, '1,234' in English. */
export function numberText(value: number, i18n: I18n = currentI18n(), digits = 2): string {
  return i18n.number(value === 0 ? 0 : value, { maximumFractionDigits: digits });
}

/** A whole number of the unit: '342 ft', '104 m'. */
export function lengthText(feet: number, unit: DistanceUnit, i18n: I18n = currentI18n()): string {
  const length = numberText(Math.round(fromFeet(feet, unit)), i18n);
  return unit === 'metres' ? i18n._(msg`${length} m`) : i18n._(msg`${length} ft`);
}

/** '480 ft', or '480+ ft' when the flight reached the chart's cap. */
export function distanceText(
  feet: number,
  capped: boolean,
  unit: DistanceUnit,
  i18n: I18n = currentI18n(),
): string {
  if (!capped) return lengthText(feet, unit, i18n);
  const length = numberText(Math.round(fromFeet(feet, unit)), i18n);
  return unit === 'metres' ? i18n._(msg`${length}+ m`) : i18n._(msg`${length}+ ft`);
}

/** '12 ft right', '4 m left', 'centre' (right = +). */
export function driftText(feet: number, unit: DistanceUnit, i18n: I18n = currentI18n()): string {
  const v = Math.round(fromFeet(feet, unit));
  if (v === 0) return i18n._(msg({ message: 'centre', context: 'where a flight lands' }));
  const length = lengthText(Math.abs(feet), unit, i18n);
  return v > 0 ? i18n._(msg`${length} right`) : i18n._(msg`${length} left`);
}

/** The flight-numbers view's own measure: '9.1 units', '1 unit'. */
export function unitsText(units: number, i18n: I18n = currentI18n()): string {
  const count = Math.round(units * 10) / 10;
  return i18n._(msg`${plural(count, { one: '# unit', other: '# units' })}`);
}

/** '1 unit right', 'centre' in the flight-numbers view. */
export function unitsDriftText(units: number, i18n: I18n = currentI18n()): string {
  const v = Math.round(units * 10) / 10;
  if (v === 0) return i18n._(msg({ message: 'centre', context: 'where a flight lands' }));
  const length = unitsText(Math.abs(v), i18n);
  return v > 0 ? i18n._(msg`${length} right`) : i18n._(msg`${length} left`);
}

const ARM_WORDS = {
  slow: msg`Slow arm`,
  average: msg`Average arm`,
  fast: msg`Fast arm`,
} as const;

/** 'Slow arm', 'Average arm', 'Fast arm', 'Arm 400 ft max'. */
export function armText(arm: Arm, unit: DistanceUnit, i18n: I18n = currentI18n()): string {
  if (typeof arm === 'string') return i18n._(ARM_WORDS[arm]);
  const length = lengthText(armFeet(arm), unit, i18n);
  return i18n._(msg`Arm ${length} max`);
}

const THROW_WORDS: Record<Handedness, Record<ThrowType, MessageDescriptor>> = {
  righty: { backhand: msg`Right-hand backhand`, forehand: msg`Right-hand forehand` },
  lefty: { backhand: msg`Left-hand backhand`, forehand: msg`Left-hand forehand` },
};

/** 'Right-hand backhand', 'Left-hand forehand'. */
export function throwText(
  handedness: Handedness,
  throwType: ThrowType,
  i18n: I18n = currentI18n(),
): string {
  return i18n._(THROW_WORDS[handedness][throwType]);
}

/** Whose throws the charts draw: the player's own, or a shared bag's owner's. */
export function throwsLabelText(label: string, i18n: I18n = currentI18n()): string {
  if (label === 'My throws') return i18n._(msg`My throws`);
  if (label === 'Their throws') return i18n._(msg`Their throws`);
  return label;
}

const STABILITY_WORDS: Record<StabilityLabel, MessageDescriptor> = {
  'Very Understable': msg`Very Understable`,
  Understable: msg`Understable`,
  Stable: msg`Stable`,
  Overstable: msg`Overstable`,
  'Very Overstable': msg`Very Overstable`,
};

/** The product's stability label ('Very Understable' … 'Very Overstable') in the language. */
export function stabilityText(label: string, i18n: I18n = currentI18n()): string {
  const words = STABILITY_WORDS[label as StabilityLabel];
  return words ? i18n._(words) : label;
}

const GROUP_WORDS: Record<StabilityGroup, MessageDescriptor> = {
  understable: msg`Understable`,
  stable: msg`Stable`,
  overstable: msg`Overstable`,
};

/** A stability group (understable, stable, overstable), capitalised as a label. */
export function stabilityGroupText(group: StabilityGroup, i18n: I18n = currentI18n()): string {
  return i18n._(GROUP_WORDS[group]);
}

const GROUP_SHORT: Record<StabilityGroup, MessageDescriptor> = {
  overstable: msg({ message: 'OS', comment: 'Short for overstable' }),
  stable: msg({ message: 'S', comment: 'Short for stable' }),
  understable: msg({ message: 'US', comment: 'Short for understable' }),
};

/** OS, S, US in the language. */
export function stabilityGroupShort(group: StabilityGroup, i18n: I18n = currentI18n()): string {
  return i18n._(GROUP_SHORT[group]);
}

/** 'Alien, Xpress and 2 more': the rest of a list counted, for the charts' labels. */
export function andMoreText(count: number, i18n: I18n = currentI18n()): string {
  return i18n._(msg`and ${count} more`);
}

/** 'A, B and C' in the language (English without the serial comma, as Hyzer writes it). */
export function listText(items: readonly string[], i18n: I18n = currentI18n()): string {
  const locale = !i18n.locale || i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** The flight chart's layout words (flight-layout.ts) in the page's language. */
export function layoutWords(i18n: I18n = currentI18n()): LayoutWords {
  return {
    number: (value) => numberText(value, i18n, 1),
    scale: (stretch) =>
      stretch >= 10
        ? numberText(Math.round(stretch), i18n)
        : i18n.number(stretch, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    distance: (feet, capped, unit) => distanceText(feet, capped, unit, i18n),
    drift: (feet, unit) => driftText(feet, unit, i18n),
    units: (units, capped) => {
      if (!capped) return unitsText(units, i18n);
      const count = numberText(Math.round(units * 10) / 10, i18n, 1);
      return i18n._(msg`${count}+ units`);
    },
    unitsDrift: (units) => unitsDriftText(units, i18n),
    sameFlight: i18n._(msg`(same flight)`),
    andMore: (count) => andMoreText(count, i18n),
    numbersTitles: {
      distance: i18n._(msg`Distance (units)`),
      drift: i18n._(msg`Drift (units)`),
      scaleNote: i18n._(
        msg`Flight numbers drawn as shapes, not distances: one grid square is one unit, sideways and distance alike (0.55 units per point of speed, 0.4 per point of turn and fade).`,
      ),
    },
    modelTitles: (unit) =>
      unit === 'metres'
        ? { distance: i18n._(msg`Distance from tee (m)`), drift: i18n._(msg`Drift (m)`) }
        : { distance: i18n._(msg`Distance from tee (ft)`), drift: i18n._(msg`Drift (ft)`) },
    modelScaleNote: (scale) =>
      i18n._(
        msg`Sideways scale ×${scale}: drift is stretched so turn and fade read, as printed flight guides do.`,
      ),
  };
}

/**
 * The difference between two modelled flights, for compare (core/flight/compare-words.ts's
 * differenceInWords in the page's language): 'Teebird: 40 ft shorter, finishes 15 ft further
 * left'. Under SAME_WITHIN units counts as the same.
 */
export function differenceText(
  name: string,
  flight: { distanceFeet: number; driftFeet: number },
  reference: { distanceFeet: number; driftFeet: number },
  unit: DistanceUnit,
  i18n: I18n = currentI18n(),
): string {
  const length = Math.round(fromFeet(flight.distanceFeet - reference.distanceFeet, unit));
  const side = Math.round(fromFeet(flight.driftFeet - reference.driftFeet, unit));
  const lengthBy = lengthText(Math.abs(flight.distanceFeet - reference.distanceFeet), unit, i18n);
  const sideBy = lengthText(Math.abs(flight.driftFeet - reference.driftFeet), unit, i18n);
  const distance =
    Math.abs(length) < SAME_WITHIN
      ? i18n._(msg`about as far`)
      : length > 0
        ? i18n._(msg`${lengthBy} longer`)
        : i18n._(msg`${lengthBy} shorter`);
  const finish =
    Math.abs(side) < SAME_WITHIN
      ? i18n._(msg`finishes on about the same line`)
      : side > 0
        ? i18n._(msg`finishes ${sideBy} further right`)
        : i18n._(msg`finishes ${sideBy} further left`);
  return i18n._(msg`${name}: ${distance}, ${finish}`);
}

const NUMBER_DIFFERENCES = {
  speed: (by: string) => msg`${by} speed`,
  glide: (by: string) => msg`${by} glide`,
  turn: (by: string) => msg`${by} turn`,
  fade: (by: string) => msg`${by} fade`,
} as const;

/**
 * How `other`'s flight numbers differ from `base`'s, in flight-number order: '+1 glide, -1 turn'
 * (core/insights/flight-distance.ts's describeDifferences in the page's language); a missing
 * number on either side is not compared; 'same flight numbers' when nothing differs.
 */
export function numberDifferencesText(
  base: Partial<Record<keyof typeof NUMBER_DIFFERENCES, number | null>>,
  other: Partial<Record<keyof typeof NUMBER_DIFFERENCES, number | null>>,
  i18n: I18n = currentI18n(),
): string {
  const parts: string[] = [];
  for (const key of ['speed', 'glide', 'turn', 'fade'] as const) {
    const a = base[key];
    const b = other[key];
    if (typeof a !== 'number' || typeof b !== 'number') continue;
    const d = Math.round((b - a) * 100) / 100;
    if (d === 0) continue;
    const by = i18n.number(d, { signDisplay: 'exceptZero', maximumFractionDigits: 2 });
    parts.push(i18n._(NUMBER_DIFFERENCES[key](by)));
  }
  return parts.length === 0 ? i18n._(msg`same flight numbers`) : parts.join(', ');
}
