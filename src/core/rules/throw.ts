/**
 * The throw log's lists, labels, limits and messages (the schemas: core/schemas/throw.ts). Without
 * zod, so that a page can read them without building the schemas (docs/decisions/0037); the schema
 * module uses them and exports them too.
 */

/** The shots players name: backhand, forehand (sidearm), roller, and the overhand shots. */
export const THROW_TYPES = ['backhand', 'forehand', 'roller', 'tomahawk', 'thumber'] as const;
export type ThrowType = (typeof THROW_TYPES)[number];
export const THROW_TYPE_LABELS: Record<ThrowType, string> = {
  backhand: 'Backhand',
  forehand: 'Forehand',
  roller: 'Roller',
  tomahawk: 'Tomahawk',
  thumber: 'Thumber',
};

/** Full power, or a controlled (placement) throw; only full-power throws fit the arm. */
export const EFFORTS = ['full', 'controlled'] as const;
export type Effort = (typeof EFFORTS)[number];
export const EFFORT_LABELS: Record<Effort, string> = {
  full: 'Full power',
  controlled: 'Controlled',
};

export const RELEASES = ['hyzer', 'flat', 'anhyzer'] as const;
export type Release = (typeof RELEASES)[number];
export const RELEASE_LABELS: Record<Release, string> = {
  hyzer: 'Hyzer',
  flat: 'Flat',
  anhyzer: 'Anhyzer',
};

/** How the distance was found: typed by the player, or from two GPS fixes (tee and landing). */
export const MEASURED_BY = ['typed', 'gps'] as const;
export type MeasuredBy = (typeof MEASURED_BY)[number];

/** The longest throw the log takes (the world record is 1,108 ft). */
export const MAX_THROW_FT = 1200;
/** The widest finish off the target line the log takes, left or right. */
export const MAX_FINISH_FT = 500;
export const THROW_NOTE_MAX = 300;
/**
 * The worst GPS fix accepted (metres, the Geolocation API's `accuracy`: a 68 % radius). Phone GPS
 * is ±3–10 m in the open; a fix worse than this would make the distance mostly noise.
 */
export const GPS_MAX_ACCURACY_M = 15;
/** A documented maximum per player (core/limits.ts): ten years of a weekly field session. */
export const MAX_THROWS_PER_PLAYER = 20_000;

export const TOO_MANY_THROWS = `You can log at most ${MAX_THROWS_PER_PLAYER.toLocaleString('en-US')} throws`;
export const THROW_DISC_GONE =
  'This disc is no longer in your collection, so its throw cannot be saved';
export const THROW_ID_INVALID = 'A throw id must be a UUID';
export const DISTANCE_INVALID = `Distance must be a number of feet between 1 and ${MAX_THROW_FT}`;
export const FINISH_INVALID = `The finish must be at most ${MAX_FINISH_FT} ft left or right of the line`;
export const GPS_TOO_COARSE = `The position is only accurate to ±{accuracy} m; a measured throw needs ±${GPS_MAX_ACCURACY_M} m or better. Phone GPS is ±3–10 m in the open: wait a moment under open sky and mark again, or type the distance.`;
export const GPS_ACCURACY_REQUIRED = `A measured throw needs the fix's accuracy (at most ${GPS_MAX_ACCURACY_M} m)`;
export const THROWN_AT_INVALID = 'When must be a date and time, not in the future';

/** The coarse-fix message for an accuracy in metres (rounded up to a whole metre). */
export const gpsTooCoarse = (accuracyM: number) =>
  GPS_TOO_COARSE.replace('{accuracy}', String(Math.ceil(accuracyM)));

/** The latest full-power landings a throw summary keeps per disc and throw type: the chart's dots. */
export const RECENT_LANDINGS = 5;

/** Days with throws a disc's trend draws (the throw history; core/throws/throw-trend.ts). */
export const TREND_DAYS = 12;
/** The widest offset from UTC a player's day may have, in minutes (UTC−14 to UTC+14). */
export const MAX_UTC_OFFSET_MIN = 14 * 60;
