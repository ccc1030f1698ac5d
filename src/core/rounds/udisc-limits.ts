/**
 * The UDisc import's ceilings (docs/decisions/0043), apart from the reader: the import dialog
 * checks a file before sending it, and this module keeps the CSV parser out of the browser.
 */

/** The largest file taken: about 4,000 rounds of a four-player card. */
export const UDISC_MAX_BYTES = 2 * 1024 * 1024;
export const UDISC_TOO_LARGE =
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.';
/** The most rounds one file may hold. */
export const UDISC_MAX_ROUNDS = 2_000;
export const UDISC_TOO_MANY_ROUNDS = `A UDisc file can hold at most ${UDISC_MAX_ROUNDS.toLocaleString('en-US')} rounds`;
