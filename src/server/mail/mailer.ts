import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { createTransport, Transporter } from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'outbox' writes .eml files for someone to read by hand. */
  readonly kind: 'smtp' | 'outbox';
  /** Where outbox mail is written (set for kind 'outbox'). */
  readonly outboxDir?: string;
  send(message: MailMessage): Promise<void>;
}

type TransportOptions = Parameters<typeof createTransport>[0];

/**
 * The transport, made on the first message: nodemailer is about a fifth of the server's code and
 * most processes never send a mail, so it is not loaded at start (BENCHMARKS.md, start).
 */
function lazyTransport(options: TransportOptions): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    );
    // A failed load is not kept: the next message tries again.
    transport.catch(() => (transport = null));
    return transport;
  };
}

/**
 * SMTP when SMTP_URL is set (MAIL_FROM is the sender). Otherwise each message is written as an
 * `.eml` file into `${DATA_DIR}/outbox/`, so password reset works on a laptop with no mail server.
 */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  logger: Logger,
): Mailer {
  if (env.SMTP_URL) {
    const transport = lazyTransport(env.SMTP_URL);
    return {
      kind: 'smtp',
      async send(message) {
        await (await transport()).sendMail({ from: env.MAIL_FROM, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outboxDir = path.resolve(env.DATA_DIR, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    outboxDir,
    async send(message) {
      const info = await (await transport()).sendMail({ from: env.MAIL_FROM, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Written whole under another name, then renamed: whoever lists the folder (an operator,
      // a test) never opens a mail that is still being written.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
