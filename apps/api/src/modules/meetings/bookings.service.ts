import { SLOT_LIMITS, type RatingBody } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { Work } from '../../core/unit-of-work.ts';
import { codeError, found, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-user.ts';
import { bookingsRepository, type BookableMeeting } from './bookings.repository.ts';
import { meetingNotices } from './meeting-notices.ts';
import { campusOfRepresentative } from './slots.service.ts';
import { slotsRepository } from './slots.repository.ts';

const CHANGE_MS = SLOT_LIMITS.changeHoursBefore * 3_600_000;

/** A booking starting within 2 hours can no longer be moved or cancelled. */
function assertChangeable(meeting: BookableMeeting, now: Date) {
  if (meeting.slotStartsAt && meeting.slotStartsAt.getTime() - now.getTime() < CHANGE_MS)
    throw codeError('TooLateToChange');
}

/**
 * A student's booking of a slot for one of their requests (at most one slot per request, by the
 * table), moving or cancelling it up to 2 hours before, rating it afterwards; and the
 * representative's outcome. Each change tells both sides (meeting-notices.ts).
 */
export function bookingsService(context: ServiceContext) {
  const { work } = context;

  /** The student's own request, locked: another's or an unknown one is a 404. */
  async function lockOwn(unit: Work, userId: number, meetingId: number) {
    const meeting = await bookingsRepository(unit.db).lock(meetingId);
    if (!meeting || meeting.userId !== userId) throw notFound();
    return meeting;
  }

  const reread = async (userId: number, meetingId: number) =>
    found(await bookingsRepository(work.db).oneOfStudent(userId, meetingId, new Date()));

  return {
    list: (userId: number) => bookingsRepository(work.db).listOfStudent(userId, new Date()),

    /**
     * Books a slot of the request's campus, or moves the booking to it. 409 MeetingHeld while the
     * student's data may not be shared; 404 a slot of another campus; 409 SlotUnavailable (cancelled
     * or started), SlotFull (its seats are taken: the slot's row decides, so of 8 students racing
     * for its last seat exactly one wins), TooLateToChange (the current booking starts within 2 h).
     */
    async book(userId: number, meetingId: number, slotId: number) {
      await work.run(async (unit) => {
        const now = new Date();
        const meeting = await lockOwn(unit, userId, meetingId);
        if (meeting.attended !== null) throw codeError('SlotUnavailable');
        if (!meeting.shareable) throw codeError('MeetingHeld');
        if (meeting.slotId === slotId) return;
        const slots = slotsRepository(unit.db);
        const slot = await slots.find(slotId);
        if (!slot || slot.campusId !== meeting.campusId) throw notFound();
        if (slot.cancelledAt || slot.startsAt.getTime() <= now.getTime()) throw codeError('SlotUnavailable');
        assertChangeable(meeting, now);
        if (!(await slots.takeSeat(slotId, now))) {
          const again = await slots.find(slotId);
          throw codeError(again && !again.cancelledAt && again.startsAt > now ? 'SlotFull' : 'SlotUnavailable');
        }
        if (meeting.slotId !== null) await slots.releaseSeat(meeting.slotId);
        await bookingsRepository(unit.db).setSlot(meetingId, slotId);
        await meetingNotices(within(context, unit)).tell(
          unit,
          meetingId,
          meeting.slotStartsAt ? { kind: 'moved', previousStartsAt: meeting.slotStartsAt } : { kind: 'booked' },
        );
      });
      return reread(userId, meetingId);
    },

    /** Frees the request's slot up to 2 hours before it starts (409 TooLateToChange after). */
    async unbook(userId: number, meetingId: number) {
      await work.run(async (unit) => {
        const meeting = await lockOwn(unit, userId, meetingId);
        if (meeting.slotId === null || meeting.attended !== null) return;
        assertChangeable(meeting, new Date());
        await slotsRepository(unit.db).releaseSeat(meeting.slotId);
        await bookingsRepository(unit.db).setSlot(meetingId, null);
        await meetingNotices(within(context, unit)).tell(unit, meetingId, {
          kind: 'cancelled',
          slotId: meeting.slotId,
        });
      });
      return reread(userId, meetingId);
    },

    /** The student rates a meeting once its time has come (409 MeetingNotHeldYet before). */
    async rate(userId: number, meetingId: number, body: RatingBody) {
      await work.run(async (unit) => {
        const meeting = await lockOwn(unit, userId, meetingId);
        if (!meeting.slotStartsAt || meeting.slotStartsAt.getTime() > Date.now()) throw codeError('MeetingNotHeldYet');
        await bookingsRepository(unit.db).setRating(meetingId, body.rating, body.comment || null);
      });
      return reread(userId, meetingId);
    },

    /**
     * The representative marks whether the student attended, once the slot has started (409
     * MeetingNotHeldYet before, or without a slot). A request of another campus, or one not
     * shared with the campus, is a 404: they cannot tell it exists.
     */
    setOutcome: (representative: SessionUser, meetingId: number, attended: boolean) =>
      work.audited(representative.id, 'meeting.outcome', meetingId, async (unit) => {
        const campusId = campusOfRepresentative(representative);
        const meeting = await bookingsRepository(unit.db).lock(meetingId);
        if (!meeting || meeting.campusId !== campusId || !meeting.shareable) throw notFound();
        if (!meeting.slotStartsAt || meeting.slotStartsAt.getTime() > Date.now()) throw codeError('MeetingNotHeldYet');
        await bookingsRepository(unit.db).setOutcome(meetingId, attended);
      }),

    remind: (payload: Parameters<ReturnType<typeof meetingNotices>['remind']>[0]) =>
      meetingNotices(context).remind(payload),
  };
}
