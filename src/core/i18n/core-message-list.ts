/**
 * The list of core messages a language translates (decision 0040), apart from the loader in
 * core-messages.ts so that each language's table can name its type without an import cycle.
 */
import { SIGNUP_MESSAGES } from '../accounts/sign-up-policy';
import { SSO_MESSAGES } from '../accounts/single-sign-on';
import { CANONICAL_CATEGORIES, CATEGORY_LABELS } from '../disc/category';
import { UNKNOWN_CATEGORY } from '../disc/normalise';
import { SOURCE_STABILITY_NOTE } from '../disc/stability';
import { STABILITY_LABELS } from '../disc/types';
import { STATUS_LABELS } from '../rules/disc-details';
import { SHARE_NOT_FOUND } from '../rules/share';
import { ADD_ANOTHER_COPY } from '../rules/user-disc';
import { AUTH_ERROR_MESSAGES, TOO_MANY_REQUESTS_MESSAGE } from '../auth/error-messages';
import { AUTH_MESSAGES } from '../rules/auth';
import { APP_TEXTS } from './app-texts';
import { EMAIL_TEXTS } from './email-texts';
import { UDISC_TOO_LARGE } from '../rounds/udisc-limits';
import * as UDISC from '../rounds/udisc-messages';
import { SERVER_TEXTS } from './server-texts';
import * as ROUND_RULES from '../rules/round';

/** The messages a language translates, by their English text. */
export const CORE_MESSAGES = [
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(AUTH_ERROR_MESSAGES),
  TOO_MANY_REQUESTS_MESSAGE,
  ...Object.values(SIGNUP_MESSAGES),
  ...Object.values(SSO_MESSAGES),
  ...Object.values(EMAIL_TEXTS),
  ...Object.values(SERVER_TEXTS),
  ...Object.values(APP_TEXTS),
  "You're offline. Nothing was saved: try again when you're back online.",
  'Your account and everything in it have been deleted. You have been signed out.',
  // Rounds: the UDisc import's report (core/rounds/udisc-messages.ts).
  UDISC_TOO_LARGE,
  UDISC.UDISC_NOT_SCORECARDS,
  UDISC.UDISC_NO_PAR_ROW,
  UDISC.UDISC_DATE_INVALID,
  UDISC.UDISC_NAMES_REQUIRED,
  UDISC.UDISC_PAR_INVALID,
  UDISC.UDISC_TOO_MANY_HOLES,
  UDISC.UDISC_SCORE_INVALID,
  UDISC.UDISC_SCORE_PAST_LAST_HOLE,
  UDISC.UDISC_OTHER_ROUND,
  UDISC.UDISC_NO_PLAYERS,
  UDISC.UDISC_PLAYER_TWICE,
  UDISC.UDISC_PLAYER_REQUIRED,
  UDISC.UDISC_NAME_TOO_LONG,
  UDISC.UDISC_TEXT_NOT_ALLOWED,
  // Disc Search, the archive, own discs and a shared bag: categories, stability, disc statuses
  ...Object.values(CATEGORY_LABELS),
  ...Object.values(CANONICAL_CATEGORIES),
  UNKNOWN_CATEGORY,
  ...STABILITY_LABELS,
  SOURCE_STABILITY_NOTE,
  ...Object.values(STATUS_LABELS),
  ADD_ANOTHER_COPY,
  SHARE_NOT_FOUND,
  // Rounds and courses: the rules' messages the routes answer with (core/rules/round.ts).
  ROUND_RULES.TOO_MANY_COURSES,
  ROUND_RULES.TOO_MANY_LAYOUTS,
  ROUND_RULES.TOO_MANY_ROUNDS,
  ROUND_RULES.COURSE_NOT_FOUND,
  ROUND_RULES.LAYOUT_NOT_FOUND,
  ROUND_RULES.ROUND_NOT_FOUND,
  ROUND_RULES.COURSE_NOT_YOURS,
  ROUND_RULES.ID_INVALID,
  ROUND_RULES.HOLE_NUMBER_INVALID,
  ROUND_RULES.COURSE_NAME_REQUIRED,
  ROUND_RULES.LAYOUT_NAME_REQUIRED,
  ROUND_RULES.HOLES_COUNT,
  ROUND_RULES.HOLE_LABEL_INVALID,
  ROUND_RULES.HOLE_LABELS_UNIQUE,
  ROUND_RULES.PAR_INVALID,
  ROUND_RULES.LENGTH_INVALID,
  ROUND_RULES.POSITION_INVALID,
  ROUND_RULES.TOO_MANY_GUESTS,
  ROUND_RULES.GUEST_NAME_REQUIRED,
  ROUND_RULES.STROKES_INVALID,
  ROUND_RULES.PENALTY_INVALID,
  ROUND_RULES.PUTTS_INVALID,
  ROUND_RULES.PLAYER_INVALID,
  ROUND_RULES.PLAYER_TWICE,
  ROUND_RULES.TOO_MANY_SHOTS,
  ROUND_RULES.STARTED_AT_INVALID,
  ROUND_RULES.FINISHED_BEFORE_START,
  ROUND_RULES.ROUND_CURSOR_INVALID,
] as const;

export type CoreMessage = (typeof CORE_MESSAGES)[number];

/** One language's table: every core message, and nothing else. */
export type CoreTranslations = Record<CoreMessage, string>;
