/**
 * The UDisc import's report messages (docs/decisions/0043), apart from the reader so that the
 * core's message tables (core/i18n) can list them without the CSV parser. English, word for word;
 * the web shows them in the player's language through the core tables.
 */
import {
  COURSE_NAME_MAX,
  GUEST_NAME_MAX,
  MAX_CARD_PLAYERS,
  MAX_HOLES,
  MAX_PAR,
  MAX_STROKES,
  MIN_PAR,
} from '../rules/round';

export const UDISC_NOT_SCORECARDS =
  'This is not a UDisc scorecard export: it needs the columns PlayerName, CourseName, LayoutName, StartDate (or Date) and Hole1';
export const UDISC_NO_PAR_ROW = 'A player’s row must follow its round’s Par row';
export const UDISC_DATE_INVALID = 'The date must look like 2024-06-16 1322';
export const UDISC_NAMES_REQUIRED = 'A round needs its course and layout names';
export const UDISC_PAR_INVALID =
  `Each hole’s par must be a whole number from ${MIN_PAR} to ${MAX_PAR}, with no gap before the last hole` as const;
export const UDISC_TOO_MANY_HOLES = `A layout has at most ${MAX_HOLES} holes` as const;
export const UDISC_SCORE_INVALID =
  `Each score must be empty or a whole number from 0 to ${MAX_STROKES}` as const;
export const UDISC_SCORE_PAST_LAST_HOLE = 'This row has scores past its layout’s last hole';
export const UDISC_OTHER_ROUND = 'This row names another course or layout than its round’s Par row';
export const UDISC_NO_PLAYERS = 'This round has no player rows';
export const UDISC_TOO_MANY_PLAYERS = `A card holds at most ${MAX_CARD_PLAYERS} players` as const;
export const UDISC_PLAYER_TWICE = 'This player is on the round’s card twice';
export const UDISC_PLAYER_REQUIRED = 'Each row needs a PlayerName';
export const UDISC_NAME_TOO_LONG =
  `A course or layout name has at most ${COURSE_NAME_MAX} characters, a player’s at most ${GUEST_NAME_MAX}` as const;
export const UDISC_TEXT_NOT_ALLOWED = 'This row contains characters that are not allowed';
