/**
 * Per-player maximums, enforced by the server (409 limit_reached) and shown by the UI. They keep
 * one player from growing the database or a single answer without bound: with them, GET
 * /api/bags stays under about 0.6 MB and GET /api/user-discs under USER_DISC_LIST_MAX_BYTES of
 * JSON (checked by the server's player-limits test), sent gzip- or brotli-compressed to clients
 * that accept it (a few hundred KB on the wire).
 */
export const MAX_BAGS_PER_PLAYER = 200;
export const MAX_DISCS_PER_BAG = 500;
export const MAX_DISCS_PER_PLAYER = 5_000;
/** Pass-through fields (as stored JSON) and free-text details (plastic, nickname, notes, status note) over all of a player's discs. */
export const MAX_EXTRA_BYTES_PER_PLAYER = 256 * 1024;
/**
 * The largest GET /api/user-discs answer the limits above allow (uncompressed JSON), every disc
 * carrying every typed detail (about 3.2 MB measured; gzip brings it under 100 KB).
 */
export const USER_DISC_LIST_MAX_BYTES = 3.5 * 1024 * 1024;
/** The same answer compressed, as a browser receives it. */
export const USER_DISC_LIST_MAX_WIRE_BYTES = 512 * 1024;

export const TOO_MANY_BAGS = `You can have at most ${MAX_BAGS_PER_PLAYER} bags`;
export const BAG_FULL = `A bag can hold at most ${MAX_DISCS_PER_BAG} discs`;
export const TOO_MANY_DISCS = `You can have at most ${MAX_DISCS_PER_PLAYER.toLocaleString('en-US')} discs`;
export const TOO_MUCH_EXTRA = `Notes and extra fields over all your discs must total at most ${MAX_EXTRA_BYTES_PER_PLAYER / 1024} KB`;
