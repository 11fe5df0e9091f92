import type { FastifyBaseLogger } from 'fastify';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { ClaimedMail } from './mail.repository.ts';

/** Hands one message over: resolves once the SMTP server (or the outbox folder) has it. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

/** A slow or silent SMTP server fails the attempt (to be retried) instead of holding the worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/** The METHOD an iCalendar text declares (REQUEST, CANCEL, …); calendars read the part by it. */
export const icsMethodOf = (ics: string) => /^METHOD:([A-Z-]+)\s*$/im.exec(ics)?.[1]?.toUpperCase() ?? 'PUBLISH';

/** The message as nodemailer takes it; the Message-ID names the outbox row, the same on every retry. */
function envelope(mail: ClaimedMail, from: string) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.ics ? { icalEvent: { method: icsMethodOf(mail.ics), content: mail.ics } } : {}),
    messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domainOf(from)}>`,
    date: mail.createdAt,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
  };
}

function smtpTransport(config: MailConfig & { smtpUrl: string }): MailTransport {
  // TLS as the URL says: smtps:// from the first byte, smtp:// with STARTTLS when offered.
  const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(envelope(mail, config.from));
    },
    close: () => transporter.close(),
  };
}

/** The addresses a message points to (its plain-text part), for the outbox line of the log. */
export const linksOf = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

/**
 * Without SMTP_URL (the embedded default): each message becomes `<outboxDir>/<id>-<kind>.eml`,
 * which any mail program opens, and one log line names the file and the links in it.
 *
 * The one exception to "no token in the log" (lib/log-options.ts): the line carries the message's
 * links, a password-reset link included, so that whoever runs the app on their own machine can
 * finish a reset without a mail server. It never carries the recipient, and with SMTP_URL set no
 * such line exists.
 */
function fileTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(envelope(mail, config.from));
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(config.outboxDir, `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { event: 'mail_outbox_file', mailId: mail.id, kind: mail.kind, file, links: linksOf(mail.text) },
        `correo guardado en ${file} (sin SMTP_URL no se envía)`,
      );
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? smtpTransport({ ...config, smtpUrl: config.smtpUrl }) : fileTransport(config, log);
}
