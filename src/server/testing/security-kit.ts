import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  account,
  bag,
  bagShare,
  session,
  throwLog,
  user,
  userDisc,
  userDiscPhoto,
  wishlistItem,
  ownDisc,
  course,
  courseLayout,
  round,
  roundHole,
  roundShot,
} from '../db/schema';
import type { TestApp } from './test-app';

/** Everything stored for one user, read straight from the database (not through the API). */
export async function userRows(t: TestApp, userId: string) {
  const { db } = t.db.database;
  const [me] = await db.select().from(user).where(eq(user.id, userId));
  // Every row of a table the user owns, by id (drizzle cannot type a select over a table union).
  const owned = async <T extends typeof bag | typeof userDisc | typeof wishlistItem>(table: T) =>
    (await db
      .select()
      .from(table as typeof bag)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.id))) as T['$inferSelect'][];
  return {
    user: me ?? null,
    bags: await owned(bag),
    discs: await owned(userDisc),
    shares: await db
      .select({ bagId: bagShare.bagId, token: bagShare.token, createdAt: bagShare.createdAt })
      .from(bagShare)
      .innerJoin(bag, eq(bag.id, bagShare.bagId))
      .where(eq(bag.userId, userId))
      .orderBy(asc(bagShare.bagId)),
    wishes: await owned(wishlistItem),
    ownDiscs: await db
      .select()
      .from(ownDisc)
      .where(eq(ownDisc.userId, userId))
      .orderBy(asc(ownDisc.id)),
    throws: await db
      .select()
      .from(throwLog)
      .where(eq(throwLog.userId, userId))
      .orderBy(asc(throwLog.id)),
    courses: await db
      .select()
      .from(course)
      .where(eq(course.userId, userId))
      .orderBy(asc(course.id)),
    layouts: await db
      .select()
      .from(courseLayout)
      .where(eq(courseLayout.userId, userId))
      .orderBy(asc(courseLayout.id)),
    rounds: await db.select().from(round).where(eq(round.userId, userId)).orderBy(asc(round.id)),
    roundHoles: await db
      .select()
      .from(roundHole)
      .where(eq(roundHole.userId, userId))
      .orderBy(asc(roundHole.roundId), asc(roundHole.hole)),
    roundShots: await db
      .select()
      .from(roundShot)
      .where(eq(roundShot.userId, userId))
      .orderBy(asc(roundShot.id)),
    photos: await db
      .select({ disc: userDiscPhoto.userDiscId, hash: userDiscPhoto.hash })
      .from(userDiscPhoto)
      .where(eq(userDiscPhoto.userId, userId))
      .orderBy(asc(userDiscPhoto.userDiscId)),
    // The account settings must leave another player's sign-ins and password alone.
    sessions: await db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.id)),
    passwords: await db
      .select({ id: account.id, password: account.password })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.id)),
  };
}

/** The id of the user a session cookie belongs to. */
export async function userIdOf(t: TestApp, cookie: string): Promise<string> {
  const res = await t.call('GET', '/api/auth/get-session', { cookie });
  const body = (await res.json()) as { user?: { id?: string } } | null;
  if (!body?.user?.id) throw new Error(`no session for cookie (${res.status})`);
  return body.user.id;
}

// A V8 stack frame ("    at fn (file.ts:1:2)"), an error's name, or a path on this machine.
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s*at\s+\S|\bat .+:\d+:\d+\)?/],
  ['error name', /\b(?:Type|Reference|Syntax|Range|Postgres|Drizzle|Database)?Error:/],
  ['file path', /(?:\/work\/|\/home\/|\/tmp\/|node_modules|\.ts:\d|\.js:\d|file:\/\/)/],
  ['SQL', /\b(?:select|insert into|update|delete from)\b[^"]{0,40}\b(?:from|where|values|set)\b/i],
];

/** Why a response text looks like it leaks internals, or null when it does not. */
export function leakIn(text: string): string | null {
  for (const [what, re] of LEAKS) if (re.test(text)) return what;
  return null;
}

/** Asserts an answer is not a 5xx, is JSON when it has a body, and leaks no internals. */
export async function expectCleanAnswer(res: Response, context: string): Promise<string> {
  const text = await res.text();
  expect(res.status, `${context} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(leakIn(text), `${context} leaks internals: ${text.slice(0, 300)}`).toBeNull();
  return text;
}
