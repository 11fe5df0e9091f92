import { randomUUID } from 'node:crypto';
import { SLOT_MESSAGES, type SlotBody } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { SessionUser } from '../../lib/request-user.ts';
import { codeError, forbidden, found, notFound, validationError } from '../../lib/errors.ts';
import { campusPlace } from '../campuses/campuses.queries.ts';
import { bookingsRepository } from './bookings.repository.ts';
import { meetingNotices } from './meeting-notices.ts';
import { slotsRepository } from './slots.repository.ts';

const WEEK_MS = 7 * 24 * 3_600_000;
/** How far back a representative's list of slots reaches. */
const PAST_DAYS_SHOWN = 30;

/** A representative's campus (their session carries it); anyone else has none. */
export function campusOfRepresentative(user: SessionUser): number {
  if (user.type !== 'university' || user.campusId === null) throw forbidden();
  return user.campusId;
}

/**
 * The times a campus offers for meetings: its representatives publish and cancel them; students
 * who asked the campus for a meeting see the open ones.
 */
export function slotsService(context: ServiceContext) {
  const { work } = context;
  const repo = slotsRepository(work.db);

  return {
    /**
     * Publishes a slot, or the same hour every week for `weeks` weeks, all or nothing: one that
     * starts in the past is a 400; one overlapping a live slot of the representative a 409
     * SlotOverlap (the database's exclusion constraint decides, also under concurrency).
     */
    async create(representative: SessionUser, body: SlotBody) {
      const campusId = campusOfRepresentative(representative);
      const startsAt = new Date(body.startsAt);
      if (startsAt.getTime() <= Date.now())
        throw validationError([{ path: 'startsAt', message: SLOT_MESSAGES.startsInPast }]);
      const campus = found(await campusPlace(work.db, campusId));
      const weeks = body.weeks ?? 1;
      const seriesId = weeks > 1 ? randomUUID() : null;
      const rows = Array.from({ length: weeks }, (_, week) => {
        const start = new Date(startsAt.getTime() + week * WEEK_MS);
        return {
          campusId,
          representativeId: representative.id,
          startsAt: start,
          endsAt: new Date(start.getTime() + body.minutes * 60_000),
          minutes: body.minutes,
          seats: body.seats,
          videoUrl: body.videoUrl,
          timeZone: campus.timeZone,
          seriesId,
        };
      });
      const ids = await work.run(async (unit) => {
        const ids = await slotsRepository(unit.db).insert(rows);
        for (const [i, id] of ids.entries())
          await unit.audit({
            actorId: representative.id,
            action: 'meeting_slot.create',
            entityId: id,
            after: {
              id,
              campus_id: campusId,
              starts_at: rows[i]!.startsAt.toISOString(),
              minutes: body.minutes,
              seats: body.seats,
            },
          });
        return ids;
      });
      const slots = await repo.byIds(ids);
      return { ...slots[0]!, slots };
    },

    /**
     * The slots a user may see of a campus: a representative their own campus's (the last 30 days
     * and ahead, cancelled ones too); a student the open ones of a campus they asked for a meeting
     * (403 otherwise), without the call's link.
     */
    async list(user: SessionUser, campusId: number | undefined, hasRequestAt: (campusId: number) => Promise<boolean>) {
      if (user.type === 'university') {
        const own = campusOfRepresentative(user);
        if (campusId !== undefined && campusId !== own) throw forbidden();
        return repo.ofCampus(own, new Date(Date.now() - PAST_DAYS_SHOWN * 24 * 3_600_000));
      }
      if (campusId === undefined) throw validationError([{ path: 'campusId', message: 'Este campo es obligatorio' }]);
      if (!(await hasRequestAt(campusId))) throw codeError('CampusNotYours');
      return repo.openOfCampus(campusId, new Date());
    },

    /**
     * Cancels a slot of the representative's campus (404 another campus's): its bookings are freed,
     * and each student gets the cancellation with the invitation's METHOD:CANCEL.
     */
    cancel: (representative: SessionUser, slotId: number) =>
      work.audited(representative.id, 'meeting_slot.cancel', slotId, async (unit) => {
        const campusId = campusOfRepresentative(representative);
        const slots = slotsRepository(unit.db);
        const slot = await slots.find(slotId);
        if (!slot || slot.campusId !== campusId) throw notFound();
        if (slot.cancelledAt) return;
        const bookings = bookingsRepository(unit.db);
        const booked = await bookings.bookedOn(slotId);
        await slots.cancel(slotId);
        await bookings.freeAll(booked);
        const notices = meetingNotices(within(context, unit));
        for (const meetingId of booked) await notices.tell(unit, meetingId, { kind: 'slot_cancelled', slotId });
      }),
  };
}
