import { EMAIL_TEXTS } from '../../core/i18n/email-texts';
import { serverMessage } from '../http/message-language';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail/mailer';

/** The app page that takes the token and a new password (it POSTs to /api/auth/reset-password). */
export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The reset mail, in the account's language (`locale`; English when it has none). */
export function resetPasswordMessage(
  to: string,
  link: string,
  locale?: string | null,
): MailMessage {
  const say = (english: string) => serverMessage(english, locale);
  const E = EMAIL_TEXTS;
  const text = [
    say(E.hello),
    '',
    say(E.resetAsked),
    say(E.resetOpen),
    '',
    link,
    '',
    say(E.resetOnce),
  ].join('\n');
  const html =
    `<p>${say(E.hello)}</p><p>${say(E.resetAsked)} ${say(E.resetOpen)}</p>` +
    `<p><a href="${link}">${link}</a></p>` +
    `<p>${say(E.resetOnce)}</p>`;
  return { to, subject: say(E.resetSubject), text, html };
}

/**
 * Sends the reset mail without holding up the answer: the request returns as fast for a known
 * address as for an unknown one, and a mail failure is logged rather than shown to the caller.
 * Without SMTP the link is also logged, so a laptop install can reset a password.
 */
export function resetMailSender(baseUrl: string, mailer: Mailer, logger: Logger) {
  return (to: string, token: string, locale?: string | null): Promise<void> => {
    const link = resetLink(baseUrl, token);
    if (mailer.kind === 'outbox') logger.info({ to, link }, 'password reset link');
    return mailer.send(resetPasswordMessage(to, link, locale)).catch((err: unknown) => {
      logger.error({ to, err: (err as Error).message }, 'password reset mail failed');
    });
  };
}
