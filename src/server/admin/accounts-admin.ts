import { and, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, user, userDisc } from '../db/schema';

/**
 * The first account of a new instance becomes its admin: `id` is promoted when no other account
 * exists (an instance whose accounts were all deleted starts again with a new first account).
 */
export async function promoteIfFirst(db: Db, id: string): Promise<boolean> {
  const promoted = await db
    .update(user)
    .set({ role: 'admin' })
    .where(
      and(
        eq(user.id, id),
        sql`not exists (select 1 from ${user} as other where other.id <> ${id})`,
      ),
    )
    .returning({ id: user.id });
  return promoted.length === 1;
}

/** Makes the account with this e-mail an admin; false when there is none. */
export async function promoteByEmail(db: Db, email: string): Promise<boolean> {
  const done = await db
    .update(user)
    .set({ role: 'admin' })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return done.length === 1;
}

export async function isAdmin(db: Db, id: string): Promise<boolean> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), eq(user.role, 'admin'), eq(user.disabled, false)));
  return Boolean(found);
}

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'player';
  disabled: boolean;
  createdAt: string;
  /** The latest activity of any of its sessions; null when it has none. */
  lastSeenAt: string | null;
  discCount: number;
}

/** Every account, newest first, with its last activity and how many discs it has. */
export async function listAccounts(db: Db): Promise<AccountRow[]> {
  const lastSeen = db
    .select({ userId: session.userId, at: max(session.updatedAt).as('at') })
    .from(session)
    .groupBy(session.userId)
    .as('last_seen');
  const discs = db
    .select({ userId: userDisc.userId, n: count().as('n') })
    .from(userDisc)
    .groupBy(userDisc.userId)
    .as('discs');
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      disabled: user.disabled,
      createdAt: user.createdAt,
      // The sessions' latest, or what the account kept when its sessions ended (disabled).
      lastSeenAt: sql<Date | string | null>`greatest(${lastSeen.at}, ${user.lastSeenAt})`,
      discCount: sql<number>`coalesce(${discs.n}, 0)`.mapWith(Number),
    })
    .from(user)
    .leftJoin(lastSeen, eq(lastSeen.userId, user.id))
    .leftJoin(discs, eq(discs.userId, user.id))
    .orderBy(desc(user.createdAt), desc(user.id));
  return rows.map((r) => ({
    ...r,
    role: r.role === 'admin' ? 'admin' : 'player',
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
  }));
}

/**
 * Disables (or enables again) another account; a disabled account's sessions end at once.
 * False when there is no such account other than `self`.
 */
export async function setDisabled(
  db: Db,
  id: string,
  disabled: boolean,
  self: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(user)
      .set({ disabled, updatedAt: new Date() })
      .where(self ? and(eq(user.id, id), ne(user.id, self)) : eq(user.id, id))
      .returning({ id: user.id });
    if (done.length !== 1) return false;
    if (disabled) {
      // The sessions go; their latest activity stays on the account for the admin's Last seen.
      await tx
        .update(user)
        .set({
          lastSeenAt: sql`greatest(${user.lastSeenAt}, (select max(${session.updatedAt}) from ${session} where ${session.userId} = ${id}))`,
        })
        .where(eq(user.id, id));
      await tx.delete(session).where(eq(session.userId, id));
    }
    return true;
  });
}

/** The account's id and e-mail, for deletion; null when there is none. */
export async function findAccount(
  db: Db,
  by: { id: string } | { email: string },
): Promise<{ id: string; email: string } | null> {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where('id' in by ? eq(user.id, by.id) : eq(user.email, by.email.trim().toLowerCase()));
  return found ?? null;
}
