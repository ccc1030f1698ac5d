import { z } from 'zod';
import type { Db } from '../db/client';
import { createInvite } from '../invites/invites';
import { promoteByEmail } from './accounts-admin';

export const ADMIN_USAGE = `Usage:
  npm run admin -- invite <email>    make a single-use invite link for <email> (valid 7 days)
  npm run admin -- promote <email>   make the account with <email> an admin
It works on the running server's embedded database (through its control socket in DATA_DIR),
on a stopped one, and on PostgreSQL (DATABASE_URL).`;

export const adminRequestSchema = z.object({
  command: z.enum(['invite', 'promote']),
  email: z.string(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

/** What a command answers: its line for the operator, and whether it did what was asked. */
export interface AdminAnswer {
  ok: boolean;
  text: string;
}

/** Reads `invite <email>` or `promote <email>`; null when the words are not one of those. */
export function parseAdminArgs(args: readonly string[]): AdminRequest | null {
  const parsed = adminRequestSchema.safeParse({ command: args[0], email: args[1] });
  return parsed.success && args.length === 2 ? parsed.data : null;
}

/** Runs one admin command on the database (the server's own, or opened by the CLI). */
export async function runAdminCommand(
  db: Db,
  request: AdminRequest,
  baseUrl: string,
): Promise<AdminAnswer> {
  const email = request.email.trim().toLowerCase();
  if (!z.email().max(254).safeParse(email).success) {
    return { ok: false, text: `Not an email address: ${JSON.stringify(request.email)}` };
  }
  if (request.command === 'promote') {
    return (await promoteByEmail(db, email))
      ? { ok: true, text: `${email} is now an admin.` }
      : { ok: false, text: `There is no account with the email ${email}.` };
  }
  const made = await createInvite(db, { email, baseUrl, createdBy: null });
  return {
    ok: true,
    text: `Invite for ${made.email} (single use, until ${made.expiresAt.toISOString()}):\n${made.url}`,
  };
}
