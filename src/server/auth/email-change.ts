import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail/mailer';

/** Where the confirmation link leads once it has changed the address (or failed to). */
export const EMAIL_CHANGED_PATH = '/account?email=changed';

/** The mail to the new address: the link that makes the change. */
export function confirmNewEmailMessage(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to use this address for a Hyzer account.',
    'To confirm, open this link within one hour:',
    '',
    link,
    '',
    'The address changes only when the link is opened. If you did not ask for this, ignore this e-mail.',
  ].join('\n');
  const html =
    '<p>Hello,</p><p>Someone asked to use this address for a Hyzer account. ' +
    'To confirm, open this link within one hour:</p>' +
    `<p><a href="${link}">${link}</a></p>` +
    '<p>The address changes only when the link is opened. If you did not ask for this, ignore this e-mail.</p>';
  return { to, subject: 'Confirm your new Hyzer e-mail address', text, html };
}

/** The mail to the old address: a change was asked for, and what to do if it was not the player. */
export function emailChangeNoticeMessage(to: string, newEmail: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Someone asked to change the e-mail address of your Hyzer account to ${newEmail}.`,
    'It changes when the link sent to that address is opened.',
    '',
    'If this was not you, sign in and change your password: that signs every other device out.',
  ].join('\n');
  const html =
    `<p>Hello,</p><p>Someone asked to change the e-mail address of your Hyzer account to ` +
    `<strong>${escapeHtml(newEmail)}</strong>. It changes when the link sent to that address is opened.</p>` +
    '<p>If this was not you, sign in and change your password: that signs every other device out.</p>';
  return { to, subject: 'Your Hyzer e-mail address is being changed', text, html };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * better-auth's sendVerificationEmail, which Hyzer uses only for a change of address (no other
 * verification mail is ever asked for: sign-up and sign-in send none, and
 * /send-verification-email is not served). The link goes to the new address; the old address,
 * read from the database, is told. Not awaited by the request, like the reset mail; a failure is
 * logged.
 */
export function emailChangeSender(db: Db, mailer: Mailer, logger: Logger) {
  return async ({ user: player, url }: { user: { id: string; email: string }; url: string }) => {
    const [current] = await db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, player.id));
    if (mailer.kind === 'outbox')
      logger.info({ to: player.email, link: url }, 'e-mail change link');
    const sends = [mailer.send(confirmNewEmailMessage(player.email, url))];
    if (current && current.email !== player.email) {
      sends.push(mailer.send(emailChangeNoticeMessage(current.email, player.email)));
    }
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') {
        logger.error({ err: (result.reason as Error).message }, 'e-mail change mail failed');
      }
    }
  };
}
