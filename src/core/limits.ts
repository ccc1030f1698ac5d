import { MAX_PHOTO_BYTES_PER_PLAYER, PHOTO_STORAGE_FULL } from './photo/photo-rules';
import { MAX_OWN_DISCS_PER_PLAYER, TOO_MANY_OWN_DISCS } from './rules/own-disc';
import {
  MAX_COURSES_PER_PLAYER,
  MAX_LAYOUTS_PER_PLAYER,
  MAX_ROUNDS_PER_PLAYER,
  TOO_MANY_COURSES,
  TOO_MANY_LAYOUTS,
  TOO_MANY_ROUNDS,
} from './rules/round';
import { MAX_THROWS_PER_PLAYER, TOO_MANY_THROWS } from './rules/throw';
import { MAX_WISHES_PER_PLAYER, TOO_MANY_WISHES } from './rules/wishlist';

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

/** One of the maximums above, the photo storage (photo/photo-rules.ts), the wishlist's, the own discs' (schemas/own-disc.ts), the throw log's (schemas/throw.ts) or the courses' and rounds' (rules/round.ts). */
export type LimitName =
  | 'bags'
  | 'discs'
  | 'discsPerBag'
  | 'textBytes'
  | 'photoBytes'
  | 'wishes'
  | 'ownDiscs'
  | 'throws'
  | 'courses'
  | 'layouts'
  | 'rounds';

/** What a player holds now, as the server's usage query reads it. */
export interface PlayerUsage {
  bags: number;
  discs: number;
  /** Pass-through fields as stored JSON plus the budget details' text (disc-fields.ts), in bytes. */
  textBytes: number;
  photoBytes: number;
  /** Items on the wishlist. */
  wishes: number;
  /** The player's own discs (docs/decisions/0029). */
  ownDiscs: number;
  /** Throws in the log (absent: none). */
  throws?: number;
  /** Courses the player made (absent: none). */
  courses?: number;
  /** Layouts over all of the player's courses (absent: none). */
  layouts?: number;
  /** Rounds kept (absent: none). */
  rounds?: number;
  /** The discs of each existing bag the change puts discs into (archived ones included). */
  discsInBag: ReadonlyMap<string, number>;
}

/**
 * A write, as what it adds to the player's usage: a count or size that grows (more than 0) is
 * checked against its maximum, one that stays or shrinks never is, so a player who is past a
 * maximum can still edit and tidy up.
 */
export interface CollectionChange {
  /** New bags. */
  bags?: number;
  /** Discs that join the player (copies, imports, adds). */
  discs?: number;
  /** Discs arriving in existing bags (added, moved or copied in), by the bag's id. */
  intoBags?: ReadonlyMap<string, number>;
  /** The discs each new bag receives. */
  newBagSizes?: readonly number[];
  /** Bytes added to the text budget (negative when the change frees some). */
  textBytes?: number;
  /** Bytes added to the photo storage (a replaced photo's bytes taken off). */
  photoBytes?: number;
  /** Items added to the wishlist. */
  wishes?: number;
  /** Own discs made (created, or made by an import). */
  ownDiscs?: number;
  /** Throws added to the log (a replaced throw adds none). */
  throws?: number;
  /** Courses made (created, copied or made by a UDisc import). */
  courses?: number;
  /** Layouts made. */
  layouts?: number;
  /** Rounds started or imported. */
  rounds?: number;
}

export type LimitCheck = { ok: true } | { ok: false; limit: LimitName; message: string };

const refuse = (limit: LimitName, message: string): LimitCheck => ({ ok: false, limit, message });
const passes = (used: number, added: number | undefined, max: number) =>
  added !== undefined && added > 0 && used + added > max;

/**
 * The one rule every write of a player's collection goes through (add, update, move, copy,
 * duplicate, import, wishlist add and move, restore, photo, a new bag): allowed, or the first
 * maximum the change would pass and its message, checked in this order: bags, discs, discs in a
 * bag, text bytes, photo bytes, wishes, own discs, throws, courses, layouts, rounds. Holes
 * per layout (1 to 36) and text lengths are the schemas' (schemas/course.ts, schemas/round.ts).
 */
export function checkLimits(usage: PlayerUsage, change: CollectionChange): LimitCheck {
  if (passes(usage.bags, change.bags, MAX_BAGS_PER_PLAYER)) return refuse('bags', TOO_MANY_BAGS);
  if (passes(usage.discs, change.discs, MAX_DISCS_PER_PLAYER)) {
    return refuse('discs', TOO_MANY_DISCS);
  }
  for (const [bagId, n] of change.intoBags ?? []) {
    if (passes(usage.discsInBag.get(bagId) ?? 0, n, MAX_DISCS_PER_BAG)) {
      return refuse('discsPerBag', BAG_FULL);
    }
  }
  if ((change.newBagSizes ?? []).some((n) => passes(0, n, MAX_DISCS_PER_BAG))) {
    return refuse('discsPerBag', BAG_FULL);
  }
  if (passes(usage.textBytes, change.textBytes, MAX_EXTRA_BYTES_PER_PLAYER)) {
    return refuse('textBytes', TOO_MUCH_EXTRA);
  }
  if (passes(usage.photoBytes, change.photoBytes, MAX_PHOTO_BYTES_PER_PLAYER)) {
    return refuse('photoBytes', PHOTO_STORAGE_FULL);
  }
  if (passes(usage.wishes, change.wishes, MAX_WISHES_PER_PLAYER)) {
    return refuse('wishes', TOO_MANY_WISHES);
  }
  if (passes(usage.ownDiscs, change.ownDiscs, MAX_OWN_DISCS_PER_PLAYER)) {
    return refuse('ownDiscs', TOO_MANY_OWN_DISCS);
  }
  if (passes(usage.throws ?? 0, change.throws, MAX_THROWS_PER_PLAYER)) {
    return refuse('throws', TOO_MANY_THROWS);
  }
  if (passes(usage.courses ?? 0, change.courses, MAX_COURSES_PER_PLAYER)) {
    return refuse('courses', TOO_MANY_COURSES);
  }
  if (passes(usage.layouts ?? 0, change.layouts, MAX_LAYOUTS_PER_PLAYER)) {
    return refuse('layouts', TOO_MANY_LAYOUTS);
  }
  if (passes(usage.rounds ?? 0, change.rounds, MAX_ROUNDS_PER_PLAYER)) {
    return refuse('rounds', TOO_MANY_ROUNDS);
  }
  return { ok: true };
}
