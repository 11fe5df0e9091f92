import { within, type ServiceContext } from '../../core/service-context.ts';
import type { Work } from '../../core/unit-of-work.ts';
import { cancel as cancelJobs, enqueue as enqueueJob } from '../jobs/jobs.service.ts';
import {
  mailService,
  meetingBookedMail,
  meetingCancelledByStudentMail,
  meetingMovedMail,
  meetingReminderMail,
  meetingSlotCancelledMail,
  type MeetingMailData,
} from '../mail/mail.service.ts';
import { bookingsRepository } from './bookings.repository.ts';
import { meetingInvitation } from './invitation.ts';

/** The job that reminds both sides of a booked meeting. */
export const REMINDER_JOB = 'meeting.reminder';
/** How long before the start each reminder goes. */
const REMINDER_HOURS = [24, 1] as const;
export interface ReminderPayload {
  meetingId: number;
  /** The request's calendar SEQUENCE when it was queued: a later change makes it stale. */
  sequence: number;
  hours: (typeof REMINDER_HOURS)[number];
}

/** What a change of a booking is, for its e-mails and invitation. */
export type BookingChange =
  | { kind: 'booked' }
  | { kind: 'moved'; previousStartsAt: Date }
  | { kind: 'cancelled'; slotId: number }
  | { kind: 'slot_cancelled'; slotId: number };

/** Sent along with every message of a meeting: the pages they open. */
const HOME_PAGE = '/home';
const REQUESTS_PAGE = '/solicitudes';

/**
 * The e-mails, calendar invitations and reminders of a booking, in the unit of work that changes
 * it: the student and the slot's representative each get the change with an `.ics` (one event per
 * request: the same UID, its SEQUENCE raised on every change; METHOD:CANCEL when it is cancelled),
 * and the 24 h and 1 h reminders are queued as jobs (those of an earlier booking are removed).
 */
export function meetingNotices(context: ServiceContext) {
  const publicUrl = context.config.mail.publicUrl;
  const link = (path: string) => (publicUrl ? `${publicUrl}${path}` : undefined);
  // The platform's sender organizes an event whose representative's account was removed.
  const senderAddress = /<([^>]+)>/.exec(context.config.mail.from)?.[1] ?? context.config.mail.from;

  async function tell(unit: Work, meetingId: number, change: BookingChange) {
    // A cancelled booking no longer holds its slot: the invitation names the one it held.
    const slotId = change.kind === 'cancelled' || change.kind === 'slot_cancelled' ? change.slotId : undefined;
    const m = await bookingsRepository(unit.db).invitationOf(meetingId, slotId);
    if (!m) return;
    const startsAt = new Date(m.starts_ms);
    const cancelled = change.kind === 'cancelled' || change.kind === 'slot_cancelled';
    const studentName = `${m.student_first_name} ${m.student_last_name}`;
    const representative = m.rep_email
      ? { name: `${m.rep_first_name} ${m.rep_last_name}`, email: m.rep_email, firstName: m.rep_first_name ?? '' }
      : undefined;
    const ics = meetingInvitation({
      meetingId,
      sequence: m.sequence,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      startsAt,
      minutes: m.minutes,
      timeZone: m.time_zone,
      summary: `Reunión: ${m.degree} (${m.campus})`,
      description: `Reunión de ${studentName} con ${m.campus} sobre ${m.degree}, en Toca la Puerta.`,
      videoUrl: cancelled ? null : m.video_url,
      organizer: representative ?? { name: m.campus, email: senderAddress },
      attendees: [{ name: studentName, email: m.student_email }, ...(representative ? [representative] : [])],
    });
    const base = { degreeName: m.degree, campusName: m.campus, startsAt, minutes: m.minutes };
    const forStudent: MeetingMailData = {
      ...base,
      to: 'student',
      firstName: m.student_first_name,
      timeZone: m.student_time_zone,
      url: link(HOME_PAGE),
    };
    const studentContent =
      change.kind === 'booked'
        ? meetingBookedMail(forStudent)
        : change.kind === 'moved'
          ? meetingMovedMail({ ...forStudent, previousStartsAt: change.previousStartsAt })
          : change.kind === 'cancelled'
            ? meetingCancelledByStudentMail(forStudent)
            : meetingSlotCancelledMail(forStudent);
    const mail = mailService(within(context, unit));
    const key = `meeting-${change.kind}:${meetingId}:${m.sequence}`;
    await mail.enqueue({
      kind: `meeting_${change.kind}`,
      idempotencyKey: `${key}:student`,
      to: m.student_email,
      content: studentContent,
      ics,
    });
    // The representative cancelled the slot: they know; the others reach them with the invitation.
    if (representative && change.kind !== 'slot_cancelled') {
      const forRepresentative: MeetingMailData = {
        ...base,
        to: 'representative',
        firstName: representative.firstName,
        timeZone: m.time_zone,
        studentName,
        schoolName: m.school,
        url: link(REQUESTS_PAGE),
      };
      const content =
        change.kind === 'booked'
          ? meetingBookedMail(forRepresentative)
          : change.kind === 'moved'
            ? meetingMovedMail({ ...forRepresentative, previousStartsAt: change.previousStartsAt })
            : meetingCancelledByStudentMail(forRepresentative);
      await mail.enqueue({
        kind: `meeting_${change.kind}`,
        idempotencyKey: `${key}:representative`,
        to: representative.email,
        content,
        ics,
      });
    }
    await cancelJobs(unit.db, `meeting-reminder:${meetingId}:`);
    if (!cancelled) {
      const now = Date.now();
      for (const hours of REMINDER_HOURS) {
        const runAt = new Date(startsAt.getTime() - hours * 3_600_000);
        if (runAt.getTime() <= now) continue;
        const payload: ReminderPayload = { meetingId, sequence: m.sequence, hours };
        await enqueueJob(unit.db, {
          kind: REMINDER_JOB,
          payload: { ...payload },
          runAt,
          idempotencyKey: `meeting-reminder:${meetingId}:${m.sequence}:${hours}h`,
        });
      }
    }
  }

  return {
    tell,

    /**
     * A reminder job: both sides get it, unless the booking changed since it was queued (its
     * SEQUENCE moved on), was cancelled, or the meeting already has an outcome.
     */
    remind: (payload: ReminderPayload) =>
      context.work.run(async (unit) => {
        const m = await bookingsRepository(unit.db).invitationOf(payload.meetingId);
        if (!m || m.sequence !== payload.sequence) return;
        const startsAt = new Date(m.starts_ms);
        const base = {
          degreeName: m.degree,
          campusName: m.campus,
          startsAt,
          minutes: m.minutes,
          hoursBefore: payload.hours,
        };
        const mail = mailService(within(context, unit));
        const key = `meeting-reminder:${payload.meetingId}:${m.sequence}:${payload.hours}h`;
        await mail.enqueue({
          kind: 'meeting_reminder',
          idempotencyKey: `${key}:student`,
          to: m.student_email,
          content: meetingReminderMail({
            ...base,
            to: 'student',
            firstName: m.student_first_name,
            timeZone: m.student_time_zone,
            videoUrl: m.video_url,
            url: link(HOME_PAGE),
          }),
        });
        if (m.rep_email)
          await mail.enqueue({
            kind: 'meeting_reminder',
            idempotencyKey: `${key}:representative`,
            to: m.rep_email,
            content: meetingReminderMail({
              ...base,
              to: 'representative',
              firstName: m.rep_first_name ?? '',
              timeZone: m.time_zone,
              studentName: `${m.student_first_name} ${m.student_last_name}`,
              schoolName: m.school,
              videoUrl: m.video_url,
              url: link(REQUESTS_PAGE),
            }),
          });
      }),
  };
}
