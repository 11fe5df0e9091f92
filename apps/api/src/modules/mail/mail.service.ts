import type { ServiceContext } from '../../core/service-context.ts';
import type { PageRequest } from '../../db/paging.ts';
import { codeError, notFound } from '../../lib/errors.ts';
import { mailRepository, type MailStatus, type StaffRecipient } from './mail.repository.ts';
import { queueMailSend } from './mail-worker.ts';
import type { RenderedMail } from './templates/layout.ts';

export { passwordChangedMail, passwordResetMail } from './templates/password.ts';
export { guardianConsentMail } from './templates/consents.ts';
export { familySignInMail } from './templates/family.ts';
export { nudgeMail } from './templates/nudges.ts';
export {
  accessLinkExpiringMail,
  accessLinkSeatsMail,
  goalReachedMail,
  meetingRequestedMail,
  welcomeMail,
} from './templates/notices.ts';
export {
  formatMeetingTime,
  meetingBookedMail,
  meetingCancelledByStudentMail,
  meetingMovedMail,
  meetingReminderMail,
  meetingSlotCancelledMail,
  type MeetingMailData,
} from './templates/meetings.ts';
export type { StaffRecipient } from './mail.repository.ts';

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
  /** A calendar invitation (iCalendar text, its METHOD in it) sent as the message's calendar part. */
  ics?: string;
}

/** A notice to staff: one message per recipient, keyed `<eventKey>:<user id>`. */
export interface StaffNotice {
  kind: string;
  /** The event (`goal-reached:<school id>`); each recipient's message adds `:<user id>`. */
  eventKey: string;
  /** The orienters of this school get it too; without it, only the admins. */
  highschoolId?: number;
  content: (recipient: StaffRecipient) => RenderedMail;
}

/**
 * The outbox: `enqueue` in the unit of work that makes the change, so the message and the job that
 * sends it (`mail.send`) exist exactly when the change does; the unit wakes this process's job
 * runner once it commits.
 */
export function mailService({ work, wakeMail }: ServiceContext) {
  const repo = mailRepository(work.db);
  const enqueue = (mail: OutgoingMail) =>
    work.run(async (unit) => {
      const mailId = await mailRepository(unit.db).insert({
        kind: mail.kind,
        idempotencyKey: mail.idempotencyKey,
        recipient: mail.to,
        subject: mail.content.subject,
        html: mail.content.html,
        text: mail.content.text,
        ics: mail.ics ?? null,
        secret: mail.secret ?? false,
      });
      if (mailId === null) return false;
      await queueMailSend(unit.db, mailId);
      unit.afterCommit(wakeMail);
      return true;
    });
  return {
    enqueue,

    /**
     * Queues a staff notice once per event: not again once any message of the event exists (so a
     * recipient who joins later does not get an old event), and, when two transactions tell it at
     * once, the unique key of each recipient's message keeps one. How many were queued.
     */
    async enqueueStaffNotice(notice: StaffNotice): Promise<number> {
      if (await repo.anyWithKeyPrefix(`${notice.eventKey}:`)) return 0;
      let queued = 0;
      for (const recipient of await repo.staff(notice.highschoolId)) {
        const added = await enqueue({
          kind: notice.kind,
          idempotencyKey: `${notice.eventKey}:${recipient.id}`,
          to: recipient.email,
          content: notice.content(recipient),
        });
        if (added) queued += 1;
      }
      return queued;
    },

    /** The admin's view of the outbox, newest first, never a body. */
    async list(query: PageRequest & { status?: MailStatus }) {
      const { rows, total } = await repo.page(query);
      return {
        total,
        rows: rows.map((r) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          sent_at: r.sent_at ? r.sent_at.toISOString() : null,
        })),
      };
    },

    /** A failed message back to the queue (409 MailNotFailed when it is not failed, 404 unknown), by an admin. */
    retry: (actorId: number, id: number) =>
      work.audited(actorId, 'mail.retry', id, async (unit) => {
        const result = await mailRepository(unit.db).requeueFailed(id);
        if (result === 'missing') throw notFound();
        if (result === 'not-failed') throw codeError('MailNotFailed');
        await queueMailSend(unit.db, id);
        unit.afterCommit(wakeMail);
      }),
  };
}
