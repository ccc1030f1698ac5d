import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail/mailer';

/** The app page that takes the token and a new password (it POSTs to /api/auth/reset-password). */
export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetPasswordMessage(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Hyzer account.',
    'To choose a new password, open this link within one hour:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail;',
    'your password stays the same.',
  ].join('\n');
  const html =
    '<p>Hello,</p><p>Someone asked to reset the password of your Hyzer account. ' +
    'To choose a new password, open this link within one hour:</p>' +
    `<p><a href="${link}">${link}</a></p>` +
    '<p>The link works once. If you did not ask for this, ignore this e-mail; ' +
    'your password stays the same.</p>';
  return { to, subject: 'Reset your Hyzer password', text, html };
}

/**
 * Sends the reset mail without holding up the answer: the request returns as fast for a known
 * address as for an unknown one, and a mail failure is logged rather than shown to the caller.
 * Without SMTP the link is also logged, so a laptop install can reset a password.
 */
export function resetMailSender(baseUrl: string, mailer: Mailer, logger: Logger) {
  return (to: string, token: string): Promise<void> => {
    const link = resetLink(baseUrl, token);
    if (mailer.kind === 'outbox') logger.info({ to, link }, 'password reset link');
    return mailer.send(resetPasswordMessage(to, link)).catch((err: unknown) => {
      logger.error({ to, err: (err as Error).message }, 'password reset mail failed');
    });
  };
}
