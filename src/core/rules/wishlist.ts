/**
 * The wishlist's limits and messages (the schemas: core/schemas/wishlist.ts).
 * Without zod: the web app's first screen reads these, and building the schemas is work a page
 * load should not do (docs/decisions/0037). The schemas in core/schemas/ use them and export them too.
 */

export const WISH_NOTE_MAX = 300;
export const MAX_WISHES_PER_PLAYER = 200;
export const DUPLICATE_WISH_MESSAGE = 'This disc is already on your wishlist';
export const WISH_NOT_FOUND = 'Wishlist item not found';
export const TOO_MANY_WISHES = `Your wishlist can hold at most ${MAX_WISHES_PER_PLAYER} discs`;
