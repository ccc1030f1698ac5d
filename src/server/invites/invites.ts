/**
 * Invites (decision 0032): a single-use link for one address, kept as the SHA-256 of its token,
 * made by an admin (the Admin page or `npm run admin invite`) and used up by the sign-up or the
 * single sign-on it opens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITE_DAYS, invitePath } from '../../core/accounts/sign-up-policy';
import type { Db } from '../db/client';
import { invite } from '../db/schema';

/** An invite token as the database keeps it: its SHA-256, never the token itself. */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface NewInvite {
  email: string;
  url: string;
  expiresAt: Date;
}

/** Makes a single-use invite link for `email`, valid INVITE_DAYS days. */
export async function createInvite(
  db: Db,
  opts: { email: string; baseUrl: string; createdBy: string | null; now?: Date },
): Promise<NewInvite> {
  const token = randomBytes(32).toString('base64url');
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  const email = opts.email.trim().toLowerCase();
  await db.insert(invite).values({
    tokenHash: inviteTokenHash(token),
    email,
    createdBy: opts.createdBy,
    expiresAt,
    createdAt: now,
  });
  return { email, url: `${opts.baseUrl}${invitePath(token, email)}`, expiresAt };
}

export type InviteCheck = 'ok' | 'invalid' | 'other-email';

/** The address of the unused, unexpired invite `token`, or null (nothing changes). */
export async function inviteEmail(db: Db, token: string): Promise<string | null> {
  const [found] = await db
    .select({ email: invite.email })
    .from(invite)
    .where(
      and(
        eq(invite.tokenHash, inviteTokenHash(token)),
        isNull(invite.usedAt),
        gt(invite.expiresAt, new Date()),
      ),
    );
  return found?.email ?? null;
}

/** Whether `token` is an unused, unexpired invite for `email` (nothing changes). */
export async function checkInvite(db: Db, token: string, email: string): Promise<InviteCheck> {
  const found = await inviteEmail(db, token);
  if (found === null) return 'invalid';
  return found === email.trim().toLowerCase() ? 'ok' : 'other-email';
}

/**
 * Uses up an invite for `email` at once (one UPDATE: of two sign-ups racing with the same link,
 * one gets it). Answers what checkInvite would have.
 */
export async function consumeInvite(db: Db, token: string, email: string): Promise<InviteCheck> {
  const used = await db
    .update(invite)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(invite.tokenHash, inviteTokenHash(token)),
        eq(invite.email, email.trim().toLowerCase()),
        isNull(invite.usedAt),
        gt(invite.expiresAt, new Date()),
      ),
    )
    .returning({ id: invite.id });
  return used.length === 1 ? 'ok' : checkInvite(db, token, email);
}
