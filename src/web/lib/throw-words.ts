/**
 * The phone's position problems (lib/current-fix.ts, core/rules/throw.ts keep them English) in the
 * page's language, for the field session, a shot's landing and a hole's marks.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { fromFeet, unitSymbol, type DistanceUnit } from '../../core/flight/thrower';
import { GPS_MAX_ACCURACY_M, type ThrowType } from '../../core/rules/throw';
import { throwsCounted, type DiscFigures } from '../../core/throws/disc-figures';
import { THROW_TYPE_WORDS } from './play-labels';
import { LOCATION_REFUSED, LOCATION_UNAVAILABLE, LOCATION_UNSUPPORTED } from './current-fix';

/** A fix too coarse to measure a throw with. */
export function gpsTooCoarseText(accuracyM: number, i18n: I18n): string {
  const accuracy = Math.ceil(accuracyM);
  const needed = GPS_MAX_ACCURACY_M;
  return i18n._(
    msg`The position is only accurate to ±${accuracy} m; a measured throw needs ±${needed} m or better. Phone GPS is ±3–10 m in the open: wait a moment under open sky and mark again, or type the distance.`,
  );
}

/** currentFix()'s failure in the page's language (any other message as it is). */
export function locationProblemText(message: string, i18n: I18n): string {
  if (message === LOCATION_REFUSED)
    return i18n._(
      msg`Location is off for this site, so distances cannot be measured. Type the distance instead (or allow location in your browser’s site settings).`,
    );
  if (message === LOCATION_UNAVAILABLE)
    return i18n._(msg`The phone gave no position. Try again under open sky, or type the distance.`);
  if (message === LOCATION_UNSUPPORTED)
    return i18n._(msg`This browser cannot give a position: type the distance.`);
  return message;
}

/** '12 ft right', '4 m left', 'centre' (right = +), as core/flight/thrower's formatDrift. */
export function driftText(feet: number, unit: DistanceUnit, i18n: I18n): string {
  const v = Math.round(fromFeet(feet, unit));
  if (v === 0) return i18n._(msg({ message: 'centre', context: 'a finish on the line' }));
  const distance = `${Math.abs(v)} ${unitSymbol(unit)}`;
  return v > 0
    ? i18n._(msg({ message: `${distance} right`, context: 'a finish off the line' }))
    : i18n._(msg({ message: `${distance} left`, context: 'a finish off the line' }));
}

/** '1 forehand', '2 roller': throws of another type, set apart from the figures. */
function otherTypeText(throws: number, throwType: ThrowType, i18n: I18n): string {
  switch (throwType) {
    case 'backhand':
      return i18n._(msg`${plural(throws, { one: '# backhand', other: '# backhand' })}`);
    case 'forehand':
      return i18n._(msg`${plural(throws, { one: '# forehand', other: '# forehand' })}`);
    case 'roller':
      return i18n._(msg`${plural(throws, { one: '# roller', other: '# roller' })}`);
    case 'tomahawk':
      return i18n._(msg`${plural(throws, { one: '# tomahawk', other: '# tomahawk' })}`);
    case 'thumber':
      return i18n._(msg`${plural(throws, { one: '# thumber', other: '# thumber' })}`);
  }
}

/** '+2 controlled, 1 forehand', or '' when every throw is in the figures. */
function setApartWords(f: DiscFigures, i18n: I18n): string {
  const controlled = f.controlled;
  const parts = [
    ...(controlled > 0
      ? [i18n._(msg`${plural(controlled, { one: '# controlled', other: '# controlled' })}`)]
      : []),
    ...f.otherTypes.map((o) => otherTypeText(o.throws, o.throwType, i18n)),
  ];
  return parts.length === 0 ? '' : `+${parts.join(', ')}`;
}

/**
 * 'Backhand, full power: 3 throws · median 292 ft · best 301 ft · +2 controlled, 1 forehand' in
 * the page's language (core/throws/disc-figures' discFiguresText). `length` writes a distance in
 * the player's unit.
 */
export function discFiguresWords(
  f: DiscFigures,
  length: (feet: number) => string,
  i18n: I18n,
): string {
  if (throwsCounted(f) === 0) return i18n._(msg`No throws yet`);
  const type = i18n._(THROW_TYPE_WORDS[f.throwType]);
  const median = f.medianFt === null ? null : length(f.medianFt);
  const best = f.bestFt === null ? null : length(f.bestFt);
  const full = f.full;
  const head =
    f.full === 0 || median === null || best === null
      ? i18n._(msg`${type}, full power: none yet`)
      : i18n._(
          msg`${type}, full power: ${plural(full, { one: '# throw', other: '# throws' })} · median ${median} · best ${best}`,
        );
  const apart = setApartWords(f, i18n);
  return apart ? `${head} · ${apart}` : head;
}
