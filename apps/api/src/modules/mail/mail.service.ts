import type { DbOrTx } from '../../db/client.ts';
import { mailRepository } from './mail.repository.ts';
import type { RenderedMail } from './templates/layout.ts';

export { passwordChangedMail, passwordResetMail } from './templates/password.ts';

/** A message to queue: what caused it, the event's key, who gets it, and what it says. */
export interface OutgoingMail {
  /** The kind of event: `password_reset`, `password_changed`, … */
  kind: string;
  /** One per event (`password-reset:<token id>`): the same event never queues two messages. */
  idempotencyKey: string;
  to: string;
  content: RenderedMail;
  /** The body holds a credential (a one-time link): emptied once sent or given up. */
  secret?: boolean;
}

/**
 * The outbox: call `enqueue` with the transaction that makes the change, so the message exists
 * exactly when the change does; the mail worker sends it after commit (nudge it then).
 */
export function mailService(db: DbOrTx) {
  return {
    enqueue: (mail: OutgoingMail) =>
      mailRepository(db).insert({
        kind: mail.kind,
        idempotencyKey: mail.idempotencyKey,
        recipient: mail.to,
        subject: mail.content.subject,
        html: mail.content.html,
        text: mail.content.text,
        secret: mail.secret ?? false,
      }),
  };
}
