/**
 * The wishlist's limits and messages (the schemas: core/schemas/wishlist.ts). Without zod, so that
 * a page can read them without building the schemas (docs/decisions/0037); the schema module uses
 * them and exports them too.
 */

export const WISH_NOTE_MAX = 300;
export const MAX_WISHES_PER_PLAYER = 200;
export const DUPLICATE_WISH_MESSAGE = 'This disc is already on your wishlist';
export const WISH_NOT_FOUND = 'Wishlist item not found';
export const TOO_MANY_WISHES = `Your wishlist can hold at most ${MAX_WISHES_PER_PLAYER} discs`;
