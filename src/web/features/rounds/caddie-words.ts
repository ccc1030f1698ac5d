/**
 * The caddie's evidence for a disc (core/caddie/tee.ts writes the same in English for its tests
 * and logs) in the page's language: 'Teebird: your median 265 ft over 12 full throws, finishes
 * 15 ft left'.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  formatLength,
  fromFeet,
  unitSymbol,
  type DistanceUnit,
} from '../../../core/flight/thrower';
import { STRAIGHT_WITHIN_FT } from '../../../core/caddie/rules';
import type { TeeSuggestion } from '../../../core/caddie/tee';

export function evidenceText(s: TeeSuggestion, unit: DistanceUnit, i18n: I18n): string {
  const name = s.disc.name;
  const distance = formatLength(s.disc.distanceFt, unit);
  if (!s.measured) return i18n._(msg`${name}: about ${distance} for your arm, not measured yet`);
  const count = s.disc.measuredThrows;
  const finish = s.disc.finishFt;
  const v = Math.round(fromFeet(finish, unit));
  const drift = `${Math.abs(v)} ${unitSymbol(unit)}`;
  if (Math.abs(finish) < STRAIGHT_WITHIN_FT || v === 0)
    return i18n._(
      msg`${name}: your median ${distance} over ${plural(count, { one: '# full throw', other: '# full throws' })}, finishes on the line`,
    );
  return v > 0
    ? i18n._(
        msg`${name}: your median ${distance} over ${plural(count, { one: '# full throw', other: '# full throws' })}, finishes ${drift} right`,
      )
    : i18n._(
        msg`${name}: your median ${distance} over ${plural(count, { one: '# full throw', other: '# full throws' })}, finishes ${drift} left`,
      );
}
