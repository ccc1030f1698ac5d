/**
 * A disc in a bag: its limits and messages (the schemas: core/schemas/user-disc.ts). Without zod,
 * so that a page can read them without building the schemas (docs/decisions/0037); the schema
 * module uses them and exports them too.
 */

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const EXTRA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const EXTRA_MAX_BYTES = 4096;
export const EXTRA_STRING_MAX = 1000;

export const BAG_REQUIRED = 'Please select a bag';
export const DISC_REQUIRED = 'Please select a disc';
export const DISC_NOT_IN_CATALOGUE = 'This disc is not in the catalogue';
export const COLOR_INVALID = 'Colour must be a hex value such as #3B82F6';
export const DUPLICATE_DISC_MESSAGE = 'This disc is already in the selected bag';
/** The button after the duplicate message that adds it anyway (docs/decisions/0014). */
export const ADD_ANOTHER_COPY = 'Add another copy';
export const ALLOW_DUPLICATE_INVALID = 'allowDuplicate must be true or false';
export const EXTRA_TOO_LARGE = `Extra fields must total at most ${EXTRA_MAX_BYTES} bytes`;

/** At most this many discs are moved or copied in one request (a bag's maximum). */
export const DISCS_AT_ONCE_MAX = 500;
export const DISCS_REQUIRED = 'Choose at least one disc';
export const DISCS_TOO_MANY = `Choose at most ${DISCS_AT_ONCE_MAX} discs at a time`;
export const DISC_ID_INVALID = 'Each disc id must be text';
