import { and, asc, eq } from 'drizzle-orm';
import { SIGNUP_MESSAGES } from '../../core/accounts/sign-up-policy';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { invite, loginThrottle, user, verification } from '../db/schema';
import { userDiscListCache } from '../collection/user-disc-list-cache';
import { throttleKey } from './login-throttle';

/** The refusal to delete the instance's only admin (403 last_admin). */
export const lastAdmin = () => new ApiError(403, 'last_admin', SIGNUP_MESSAGES.lastAdmin);

/**
 * Removes a player and everything of theirs in one transaction. The user row's delete reaches
 * every table that refers to it (sessions, accounts, bags and through them discs, photos and
 * share links, the wishlist, the throw log, courses and their layouts, rounds with their scores and
 * shots, the data version: all ON DELETE CASCADE, checked by
 * account-deletion.test.ts); what refers to the player without a foreign key goes first: reset
 * links (verification rows whose value is the user's id) and the failed-login counter kept under
 * the lower-cased e-mail, and invites made for the player's address. better-auth's own delete that follows finds nothing left to remove.
 * Refused (lastAdmin) for the last enabled admin.
 */
export async function deletePlayer(db: Db, player: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    // The instance keeps an admin: the last enabled one is not deleted (decision 0032). The
    // admins' rows stay locked until the deletion commits, so two admins deleting themselves at
    // once cannot both pass.
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), eq(user.disabled, false)))
      .orderBy(asc(user.id))
      .for('update');
    if (admins.length === 1 && admins[0]!.id === player.id) throw lastAdmin();
    await tx.delete(verification).where(eq(verification.value, player.id));
    await tx.delete(loginThrottle).where(eq(loginThrottle.key, throttleKey(player.email)));
    // Invites made for the player's address name them too (those they made lose their maker).
    await tx.delete(invite).where(eq(invite.email, player.email.toLowerCase()));
    await tx.delete(user).where(eq(user.id, player.id));
  });
  // The lists this process keeps in memory for the player go too.
  userDiscListCache(db).changed(player.id);
  userDiscListCache(db).forget(player.id);
}
