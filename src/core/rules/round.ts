/**
 * Courses, layouts, holes and rounds: their lists, limits and messages (the schemas:
 * core/schemas/course.ts and core/schemas/round.ts; docs/decisions/0043). Without zod, so that a
 * page can read them without building the schemas (docs/decisions/0037).
 *
 * Lengths and distances are stored in feet, the throw log's one unit; a hole keeps the unit the
 * player entered its length in (`lengthUnit`), which is the unit it is shown in.
 */

export const MAX_COURSES_PER_PLAYER = 500;
/** Over all of a player's courses. */
export const MAX_LAYOUTS_PER_PLAYER = 2_000;
/** Ten years of a round every day, and an imported history. */
export const MAX_ROUNDS_PER_PLAYER = 10_000;
export const MIN_HOLES = 1;
export const MAX_HOLES = 36;
/** The player and up to five guests: six names on a card. */
export const MAX_GUESTS = 5;
export const MAX_CARD_PLAYERS = MAX_GUESTS + 1;
export const MAX_SHOTS_PER_HOLE = 20;
export const COURSE_NAME_MAX = 100;
export const COURSE_PLACE_MAX = 100;
export const LAYOUT_NAME_MAX = 100;
export const HOLE_LABEL_MAX = 8;
export const HOLE_NOTE_MAX = 300;
export const GUEST_NAME_MAX = 40;
export const MIN_PAR = 2;
export const MAX_PAR = 9;
export const MAX_STROKES = 20;
/** The longest hole the app takes, in feet (the longest holes played are about 1,500 ft). */
export const MAX_HOLE_FT = 3_000;

/** 1 metre in feet. */
export const FT_PER_M = 3.28084;
/** Circle 1: within 10 m of the basket; circle 2: from 10 to 20 m (PDGA, the tours). */
export const C1_FT = 10 * FT_PER_M;
export const C2_FT = 20 * FT_PER_M;
/** C1X: putts in circle 1 from beyond 3.3 m (tap-ins left out), as UDisc and the tours count them. */
export const C1X_FROM_FT = 3.3 * FT_PER_M;

export const LENGTH_UNITS = ['ft', 'm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const HOLE_SHAPES = ['straight', 'left', 'right'] as const;
export type HoleShape = (typeof HOLE_SHAPES)[number];
export const HOLE_SHAPE_LABELS: Record<HoleShape, string> = {
  straight: 'Straight',
  left: 'Turns left',
  right: 'Turns right',
};

export const VISIBILITIES = ['private', 'shared'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: 'Only me',
  shared: 'Shared on this server',
};

/** Where a shot finished, as the stats need it. */
export const SHOT_RESULTS = ['fairway', 'rough', 'ob', 'circle1', 'circle2', 'basket'] as const;
export type ShotResult = (typeof SHOT_RESULTS)[number];
export const SHOT_RESULT_LABELS: Record<ShotResult, string> = {
  fairway: 'Fairway',
  rough: 'Rough',
  ob: 'Out of bounds',
  circle1: 'Circle 1 (10 m)',
  circle2: 'Circle 2 (20 m)',
  basket: 'In the basket',
};

export const TOO_MANY_COURSES = `You can have at most ${MAX_COURSES_PER_PLAYER} courses` as const;
// The numbers of these three are written out (with the English thousands comma) so that each
// message is one literal the core tables key on; round.test.ts holds them to the constants.
export const TOO_MANY_LAYOUTS = 'You can have at most 2,000 layouts';
export const TOO_MANY_ROUNDS = 'You can keep at most 10,000 rounds';
export const COURSE_NOT_FOUND = 'Course not found';
export const LAYOUT_NOT_FOUND = 'Layout not found';
export const ROUND_NOT_FOUND = 'Round not found';
export const COURSE_NOT_YOURS =
  'Only the player who made this course can change it. Copy it to make it yours.';
export const ID_INVALID = 'An id must be a UUID';
export const HOLE_NUMBER_INVALID = 'There is no such hole on this round';
export const COURSE_NAME_REQUIRED = 'Course name is required';
export const LAYOUT_NAME_REQUIRED = 'Layout name is required';
export const HOLES_COUNT = `A layout has from ${MIN_HOLES} to ${MAX_HOLES} holes` as const;
export const HOLE_LABEL_INVALID =
  `A hole needs a number or label of at most ${HOLE_LABEL_MAX} characters` as const;
export const HOLE_LABELS_UNIQUE = 'Two holes of a layout cannot have the same label';
export const PAR_INVALID = `Par must be a whole number from ${MIN_PAR} to ${MAX_PAR}` as const;
export const LENGTH_INVALID = 'Length must be a number of feet from 1 to 3,000';
export const POSITION_INVALID =
  'A position needs a latitude (−90 to 90) and a longitude (−180 to 180)';
export const TOO_MANY_GUESTS = `A card holds you and at most ${MAX_GUESTS} guests` as const;
export const GUEST_NAME_REQUIRED = 'Each guest needs a name';
export const STROKES_INVALID = `Strokes must be a whole number from 1 to ${MAX_STROKES}` as const;
export const PENALTY_INVALID = 'Penalty strokes must be fewer than the strokes';
export const PUTTS_INVALID = 'Putts must be at most the strokes, penalties not counted';
export const PLAYER_INVALID = 'Scores name a player of the card: 0 for you, 1 to 5 for the guests';
export const PLAYER_TWICE = 'A player can have only one score on a hole';
export const TOO_MANY_SHOTS = `A hole can describe at most ${MAX_SHOTS_PER_HOLE} shots` as const;
export const STARTED_AT_INVALID = 'The start must be a date and time, not in the future';
export const FINISHED_BEFORE_START = 'A round cannot finish before it starts';

/** A length in feet, as the player reads it in `unit` (whole feet, metres to one decimal). */
export function lengthIn(ft: number, unit: LengthUnit): number {
  return unit === 'ft' ? Math.round(ft) : Math.round((ft / FT_PER_M) * 10) / 10;
}
/** A length the player typed in `unit`, in feet (to 0.1 ft). */
export function toFeet(value: number, unit: LengthUnit): number {
  return Math.round((unit === 'ft' ? value : value * FT_PER_M) * 10) / 10;
}

/** How many rounds GET /api/rounds answers at most: the newest, or those before `before`. */
export const ROUND_LIST_PAGE = 100;
export const ROUND_CURSOR_INVALID =
  'The page cursor is not valid: give the start time and id of the last round of a page';

/**
 * A page's cursor (the throw page's format): its last round's start time and id, so a round added
 * meanwhile shifts nothing.
 */
export const roundListCursor = (r: { startedAt: string; id: string }): string =>
  `${r.startedAt}_${r.id}`;
