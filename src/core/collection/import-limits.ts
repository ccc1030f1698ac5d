import { MAX_DISCS_PER_PLAYER } from '../limits';

/**
 * The import's size limits (docs/decisions/0012, 0023), apart from the import itself: the import
 * form checks a file before sending it, and this module keeps the CSV parser out of the browser.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_TOO_LARGE =
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.';

/**
 * A JSON file may be larger: a Hyzer export carries the player's throws, and an export must
 * always import back (decision 0039). The largest export at the ceilings (200 bags, 5,000 discs,
 * 20,000 throws, every text at its limit in characters JSON writes as six bytes) is 50.3 MB;
 * `export-size.test.ts` builds it and checks it fits.
 */
export const IMPORT_JSON_MAX_BYTES = 56 * 1024 * 1024;
export const IMPORT_JSON_TOO_LARGE =
  'The file is larger than 56 MB, more than a Hyzer export can be. Split it into smaller files and import them one at a time.';

/** The most bytes a file of this format may have, and the message past it. */
export function importLimitOf(format: 'json' | 'csv'): { bytes: number; message: string } {
  return format === 'json'
    ? { bytes: IMPORT_JSON_MAX_BYTES, message: IMPORT_JSON_TOO_LARGE }
    : { bytes: IMPORT_MAX_BYTES, message: IMPORT_TOO_LARGE };
}
/** The most discs one file may hold: as many as a player may keep. */
export const IMPORT_MAX_ROWS = MAX_DISCS_PER_PLAYER;
export const IMPORT_TOO_MANY_ROWS = `An import file can hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} discs`;
