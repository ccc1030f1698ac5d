import { EMAIL_TEXTS } from '../../core/i18n/email-texts';
import { serverMessage } from '../http/message-language';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail/mailer';

/** Where the confirmation link leads once it has changed the address (or failed to). */
export const EMAIL_CHANGED_PATH = '/account?email=changed';

/** The mail to the new address: the link that makes the change. */
export function confirmNewEmailMessage(
  to: string,
  link: string,
  locale?: string | null,
): MailMessage {
  const say = (english: string) => serverMessage(english, locale);
  const E = EMAIL_TEXTS;
  const text = [
    say(E.hello),
    '',
    say(E.confirmAsked),
    say(E.confirmOpen),
    '',
    link,
    '',
    say(E.confirmOnce),
  ].join('\n');
  const html =
    `<p>${say(E.hello)}</p><p>${say(E.confirmAsked)} ${say(E.confirmOpen)}</p>` +
    `<p><a href="${link}">${link}</a></p>` +
    `<p>${say(E.confirmOnce)}</p>`;
  return { to, subject: say(E.confirmSubject), text, html };
}

/** The mail to the old address: a change was asked for, and what to do if it was not the player. */
export function emailChangeNoticeMessage(
  to: string,
  newEmail: string,
  locale?: string | null,
): MailMessage {
  const say = (english: string, values?: Record<string, string>) =>
    serverMessage(english, locale, values);
  const E = EMAIL_TEXTS;
  const text = [
    say(E.hello),
    '',
    say(E.noticeAsked, { email: newEmail }),
    say(E.noticeWhen),
    '',
    say(E.noticeNotYou),
  ].join('\n');
  const html =
    `<p>${say(E.hello)}</p><p>${say(E.noticeAsked, { email: `<strong>${escapeHtml(newEmail)}</strong>` })} ` +
    `${say(E.noticeWhen)}</p>` +
    `<p>${say(E.noticeNotYou)}</p>`;
  return { to, subject: say(E.noticeSubject), text, html };
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
      .select({ email: user.email, locale: user.locale })
      .from(user)
      .where(eq(user.id, player.id));
    if (mailer.kind === 'outbox')
      logger.info({ to: player.email, link: url }, 'e-mail change link');
    // Both mails in the account's language (decision 0040).
    const locale = current?.locale;
    const sends = [mailer.send(confirmNewEmailMessage(player.email, url, locale))];
    if (current && current.email !== player.email) {
      sends.push(mailer.send(emailChangeNoticeMessage(current.email, player.email, locale)));
    }
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') {
        logger.error({ err: (result.reason as Error).message }, 'e-mail change mail failed');
      }
    }
  };
}
