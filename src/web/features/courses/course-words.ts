/**
 * The layout editor's checks (core/rules/round.ts keeps them English for the API's answers) in
 * the page's language; any other message is shown as it is.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  HOLE_LABEL_INVALID,
  HOLE_LABEL_MAX,
  HOLE_LABELS_UNIQUE,
  LAYOUT_NAME_REQUIRED,
  LENGTH_INVALID,
  MAX_HOLE_FT,
  MAX_PAR,
  MIN_PAR,
  PAR_INVALID,
} from '../../../core/rules/round';
import { LENGTH_INVALID_M, MAX_HOLE_M } from './hole-draft';

export function courseCheckText(message: string, i18n: I18n): string {
  switch (message) {
    case HOLE_LABEL_INVALID: {
      const most = HOLE_LABEL_MAX;
      return i18n._(msg`A hole needs a number or label of at most ${most} characters`);
    }
    case HOLE_LABELS_UNIQUE:
      return i18n._(msg`Two holes of a layout cannot have the same label`);
    case PAR_INVALID: {
      const lowest = MIN_PAR;
      const highest = MAX_PAR;
      return i18n._(msg`Par must be a whole number from ${lowest} to ${highest}`);
    }
    case LENGTH_INVALID: {
      const longest = i18n.number(MAX_HOLE_FT);
      return i18n._(msg`Length must be a number of feet from 1 to ${longest}`);
    }
    case LENGTH_INVALID_M: {
      const longest = i18n.number(MAX_HOLE_M);
      return i18n._(msg`Length must be a number of metres from 1 to ${longest}`);
    }
    case LAYOUT_NAME_REQUIRED:
      return i18n._(msg`Layout name is required`);
    default:
      return message;
  }
}
