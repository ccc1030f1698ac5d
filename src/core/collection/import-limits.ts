import { MAX_DISCS_PER_PLAYER } from '../limits';

/**
 * The import's size limits (docs/decisions/0012, 0023), apart from the import itself: the import
 * form checks a file before sending it, and this module keeps the CSV parser out of the browser.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_TOO_LARGE =
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.';
/** The most discs one file may hold: as many as a player may keep. */
export const IMPORT_MAX_ROWS = MAX_DISCS_PER_PLAYER;
export const IMPORT_TOO_MANY_ROWS = `An import file can hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} discs`;
