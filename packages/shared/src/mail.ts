import { z } from 'zod';
import { pageQuery } from './zod-helpers.ts';

/** Where a message of the outbox is: waiting (or being retried), delivered, or given up. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'En cola',
  sent: 'Enviado',
  failed: 'Falló',
};

/** `GET /mail`: a page of the outbox, newest first, of one status or all. */
export const mailListQuery = pageQuery.extend({
  status: z.enum(MAIL_STATUSES).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuery>;

/** What the admin sees of a message: never its body. */
export const mailRow = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;
