import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** A file sent with an email (a report PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One outgoing email. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files attached to the message (base64 MIME parts). */
  attachments?: MailAttachment[];
}

/** Sends email: through SMTP when configured, otherwise into the local outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes the transport (SMTP connections); called once at shutdown. */
  close(): void;
}

export interface MailerOptions {
  from: string;
  /** smtp:// or smtps:// URL; when absent, messages are written to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Builds the mailer. Both modes go through nodemailer, so the message is a real RFC 5322 email
 * either way; the outbox mode writes it to `var/mail/<time>-<id>.eml` and logs a line.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // bounded waits, so a send ends well within the job queue's lease (10 minutes)
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        options.logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}

/**
 * The mailer of a configuration: SMTP when `SMTP_URL` is set, otherwise the outbox
 * `<CIRCA_DATA_DIR>/mail`.
 */
export function createMailerFromConfig(
  config: Pick<Config, 'MAIL_FROM' | 'SMTP_URL' | 'CIRCA_DATA_DIR'>,
  logger: MailerOptions['logger'],
): Mailer {
  return createMailer({
    from: config.MAIL_FROM,
    ...(config.SMTP_URL && { smtpUrl: config.SMTP_URL }),
    outboxDir: join(resolve(config.CIRCA_DATA_DIR), 'mail'),
    logger,
  });
}
