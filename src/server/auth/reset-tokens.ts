import { eq } from 'drizzle-orm';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { verification } from '../db/schema';

/**
 * Deletes every outstanding reset link of a user. better-auth keeps a reset token as a
 * verification row whose value is the user's id (its identifier is a digest of the token), and
 * Hyzer uses verification rows for nothing else. Without this, an older link still worked after a
 * newer one was used, so whoever held it could take the account back.
 */
export async function revokeResetTokens(db: Db, userId: string): Promise<void> {
  await db.delete(verification).where(eq(verification.value, userId));
}

/** After a successful /change-password: the user's reset links die too. */
export function revokeResetTokensAfterChange(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-password') return;
    const returned: unknown = ctx.context.returned;
    if (!returned || isAPIError(returned) || returned instanceof Response) return;
    const userId = (returned as { user?: { id?: unknown } }).user?.id;
    if (typeof userId === 'string') await revokeResetTokens(db, userId);
  });
}
