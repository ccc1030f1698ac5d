import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import DataLoader from 'dataloader';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { playerVersion, session, user } from '../db/schema';
import { ApiError } from './errors';
import {
  PLAYER_CHANGED_CODE,
  PLAYER_CHANGED_MESSAGE,
  PLAYER_HEADER,
} from '../../core/api/player-header';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

export interface AppVariables {
  requestId: string;
  user: SessionUser;
  /**
   * The signed-in player's data version (player_version), read in the same query as the session;
   * null when the session came from this process's memory (embedded PGlite). A list kept in
   * memory is served only while this is unchanged (player-list-cache.ts).
   */
  playerVersion: number | null;
}

export interface SignedIn {
  user: SessionUser;
  /** See AppVariables.playerVersion. */
  playerVersion: number | null;
}

export interface SessionReader {
  /** The signed-in user for a request's cookies (and their data version), or null. */
  userFor(headers: Headers): Promise<SignedIn | null>;
  /** Forgets cached sessions; called after every state-changing /api/auth request. */
  invalidate(): void;
  /**
   * Deletes the request's session when its account is disabled (one indexed statement; nothing
   * without a validly signed cookie), so that better-auth's own session reads find none either.
   */
  endIfDisabled(headers: Headers): Promise<void>;
}

const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 10_000;

/** better-auth's session cookie (cookiePrefix 'hyzer'; `__Secure-` behind https). */
export function sessionCookieName(https: boolean): string {
  return `${https ? '__Secure-' : ''}hyzer.session_token`;
}

/**
 * Whether a request carries a session cookie at all (valid or not). Without one nobody can be
 * signed in, which is all the prerendered public pages need to know (decision 0018).
 */
export function hasSessionCookie(header: string | undefined): boolean {
  const value = cookieValue(header ?? null, sessionCookieName(false));
  return Boolean(value ?? cookieValue(header ?? null, sessionCookieName(true)));
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** An HMAC-SHA256 in standard base64 with its padding: exactly how better-auth signs cookies. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The signature's bytes, or null unless it is spelled exactly as better-auth issues it. Buffer's
 * base64 decoder skips characters it does not know and accepts base64url and missing padding,
 * so several spellings would otherwise pass for one signature.
 */
export function decodeSignature(text: string): Buffer | null {
  if (!SIGNATURE.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null; // canonical: no stray low bits
}

/**
 * The statement that reads the sessions of a turn of the event loop (their tokens in one array),
 * each with its user and the player's data version. Exported for the scale bench's plans.
 */
export function sessionLookupQuery(db: Db) {
  return db
    .select({
      token: session.token,
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      expiresAt: session.expiresAt,
      // The player's data version comes in the same round trip (no row: never written, 0).
      playerVersion: sql<number>`coalesce(${playerVersion.version}, 0)`.mapWith(Number),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(playerVersion, eq(playerVersion.userId, session.userId))
    .where(
      and(
        sql`${session.token} = any(${sql.placeholder('tokens')}::text[])`,
        gt(session.expiresAt, sql.placeholder('now')),
        // A disabled account is out, even by a session made in a race with its disable (which
        // deletes the sessions it sees in its transaction, but not one inserted after).
        sql`${user.disabled} = false`,
      ),
    );
}

/**
 * The sessions of the requests that arrive in one turn of the event loop are read with one query:
 * under load, one round trip per request was what held the PostgreSQL lists back (BENCHMARKS.md,
 * history 19). Each query runs after its requests arrived, so a session revoked before a request
 * is never served to it; alone, a request waits for no other.
 */
function sessionBatches(lookup: ReturnType<ReturnType<typeof sessionLookupQuery>['prepare']>) {
  return new DataLoader(
    async (tokens: readonly string[]) => {
      const rows = await lookup.execute({ tokens: [...new Set(tokens)], now: new Date() });
      const byToken = new Map(rows.map((row) => [row.token, row]));
      return tokens.map((token) => byToken.get(token) ?? null);
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 200 },
  );
}

/** The session token of a request's cookie `name`, when the cookie is signed with `secret`. */
function signedTokenOf(headers: Headers, name: string, secret: string): string | null {
  const raw = cookieValue(headers.get('cookie'), name);
  if (!raw) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = signed.indexOf('.');
  if (dot <= 0) return null;
  const token = signed.slice(0, dot);
  // Signature first: a forged cookie never reaches the cache or the database.
  const given = decodeSignature(signed.slice(dot + 1));
  const expected = createHmac('sha256', secret).update(token).digest();
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  return token;
}

/**
 * Reads sessions the way better-auth writes them, on the hot path of every signed-in API call:
 * the cookie's HMAC-SHA256 signature is checked in memory, then one indexed query joins the
 * session to its user (one query for all the requests of an event-loop turn). A session
 * better-auth has revoked (logout, password reset) is deleted, so it stops working at once, in
 * every process.
 */
export function createSessionReader(opts: {
  db: Db;
  secret: string;
  https: boolean;
  /**
   * Keep verified sessions in memory. Only correct where this process is the only writer of
   * sessions (embedded PGlite): every sign-out, reset or revocation then passes through this
   * process's /api/auth handler, which calls invalidate().
   */
  cache: boolean;
}): SessionReader {
  const cache = new Map<string, { user: SessionUser; until: number }>();
  const name = sessionCookieName(opts.https);
  const sessions = sessionBatches(sessionLookupQuery(opts.db).prepare('hyzer_session_users'));
  const signedToken = (headers: Headers) => signedTokenOf(headers, name, opts.secret);
  // Raised by invalidate(): a look-up that started before it must not fill the cache after it.
  let generation = 0;

  return {
    async userFor(headers) {
      const token = signedToken(headers);
      if (!token) return null;
      const now = Date.now();
      const hit = opts.cache ? cache.get(token) : undefined;
      if (hit && hit.until > now) return { user: hit.user, playerVersion: null };
      const started = generation;
      const row = await sessions.load(token);
      if (!row) return null;
      const found = { id: row.id, email: row.email, name: row.name, image: row.image ?? null };
      if (opts.cache && started === generation) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(token, {
          user: found,
          until: Math.min(now + CACHE_TTL_MS, row.expiresAt.getTime()),
        });
      }
      return { user: found, playerVersion: row.playerVersion };
    },
    invalidate: () => {
      generation++;
      cache.clear();
    },
    async endIfDisabled(headers) {
      const token = signedToken(headers);
      if (!token) return;
      const disabled = opts.db.select({ id: user.id }).from(user).where(eq(user.disabled, true));
      await opts.db
        .delete(session)
        .where(and(eq(session.token, token), inArray(session.userId, disabled)));
    },
  };
}

/**
 * The one "must be signed in" guard. `message` is the product's text for the operation,
 * e.g. 'User must be logged in to create a bag'. A request naming its player (PLAYER_HEADER) is
 * refused with 412 when the session is someone else's: nothing is read or written.
 */
export function requireUser(
  sessions: SessionReader,
  message = 'You must be logged in.',
): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    const found = await sessions.userFor(c.req.raw.headers);
    if (!found) throw new ApiError(401, 'unauthenticated', message);
    const named = c.req.header(PLAYER_HEADER);
    if (named !== undefined && named !== found.user.id) {
      throw new ApiError(412, PLAYER_CHANGED_CODE, PLAYER_CHANGED_MESSAGE);
    }
    c.set('user', found.user);
    c.set('playerVersion', found.playerVersion);
    await next();
  };
}
