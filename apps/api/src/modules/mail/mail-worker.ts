import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { errorReason, type JobHandler } from '../jobs/job-runner.ts';
import { enqueue } from '../jobs/jobs.service.ts';
import { mailRepository } from './mail.repository.ts';
import type { MailTransport } from './mail-transport.ts';

/** The job that sends one message of the outbox. */
export const MAIL_SEND = 'mail.send';

export interface MailSendPayload {
  mailId: number;
}

/** Queues the sending of an outbox row, in the transaction that wrote (or re-queued) it. */
export const queueMailSend = (db: DbOrTx, mailId: number) =>
  enqueue(db, { kind: MAIL_SEND, payload: { mailId } satisfies MailSendPayload });

/**
 * Sends one outbox message (a `mail.send` job) and keeps its row the admins' record: attempts,
 * last error, sent or, on the job's last try, failed. A failed send is thrown so that the job queue
 * retries it with backoff; a message no longer queued (sent, given up) is left alone.
 */
export function mailSendHandler(deps: {
  db: DbOrTx;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): JobHandler<MailSendPayload> {
  const { transport, log } = deps;
  const repo = mailRepository(deps.db);
  return async ({ mailId }, job) => {
    const mail = await repo.takeForSending(mailId);
    if (!mail) return;
    try {
      await transport.send(mail);
    } catch (err) {
      await repo.markFailed(mail.id, errorReason(err), { giveUp: job.lastAttempt });
      if (job.lastAttempt) {
        log.warn(
          { event: 'mail_failed', mailId, kind: mail.kind, attempts: mail.attempts },
          'correo no enviado: se agotaron los intentos',
        );
      }
      throw err;
    }
    await repo.markSent(mail.id);
    log.info({ event: 'mail_sent', mailId, kind: mail.kind, attempts: mail.attempts }, 'correo enviado');
  };
}
