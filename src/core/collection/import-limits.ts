/**
 * The import's size limit (docs/decisions/0012), apart from the import itself: the import form
 * checks a file before sending it, and this module keeps the CSV parser out of the browser.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_TOO_LARGE =
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.';
