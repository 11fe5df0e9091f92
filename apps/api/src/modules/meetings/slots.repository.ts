import { and, asc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { MeetingSlot } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { campuses, meetingSlots } from '../../db/schema/index.ts';
import { codeError, pgCode } from '../../lib/errors.ts';

/** PostgreSQL's exclusion_violation: another live slot of the representative overlaps. */
const PG_EXCLUSION_VIOLATION = '23P01';

const slotColumns = {
  id: meetingSlots.id,
  campus_id: meetingSlots.campusId,
  campus_name: campuses.name,
  starts_at: meetingSlots.startsAt,
  ends_at: meetingSlots.endsAt,
  minutes: meetingSlots.minutes,
  seats: meetingSlots.seats,
  seats_taken: meetingSlots.seatsTaken,
  time_zone: meetingSlots.timeZone,
  video_url: meetingSlots.videoUrl,
  cancelled_at: meetingSlots.cancelledAt,
};

type SlotRow = { starts_at: Date; ends_at: Date; cancelled_at: Date | null; seats: number; seats_taken: number };

/** A slot as the API answers it; `withVideo: false` leaves the call's link out (a student's list). */
const toJson = <T extends SlotRow & { video_url: string }>(
  row: T,
  withVideo = true,
): MeetingSlot & Omit<T, keyof SlotRow> =>
  ({
    ...row,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    cancelled_at: row.cancelled_at ? row.cancelled_at.toISOString() : null,
    seats_left: row.seats - row.seats_taken,
    video_url: withVideo ? row.video_url : null,
  }) as never;

export type NewSlot = Pick<
  typeof meetingSlots.$inferInsert,
  'campusId' | 'representativeId' | 'startsAt' | 'endsAt' | 'minutes' | 'seats' | 'videoUrl' | 'timeZone' | 'seriesId'
>;

export function slotsRepository(db: DbOrTx) {
  const selectSlots = () =>
    db.select(slotColumns).from(meetingSlots).innerJoin(campuses, eq(campuses.id, meetingSlots.campusId));

  return {
    /**
     * Inserts the slots in one statement: the exclusion constraint refuses the whole batch when
     * any overlaps a live slot of the representative (409 SlotOverlap), so a series is all or nothing.
     */
    async insert(rows: NewSlot[]): Promise<number[]> {
      try {
        const ids = await db.insert(meetingSlots).values(rows).returning({ id: meetingSlots.id });
        return ids.map((r) => r.id);
      } catch (err) {
        if (pgCode(err) === PG_EXCLUSION_VIOLATION) throw codeError('SlotOverlap');
        throw err;
      }
    },

    async byIds(ids: number[]) {
      if (!ids.length) return [];
      const rows = await selectSlots()
        .where(sql`${meetingSlots.id} in ${ids}`)
        .orderBy(asc(meetingSlots.startsAt));
      return rows.map((r) => toJson(r));
    },

    /** A representative's view of the campus's slots: from `since` on, cancelled ones too. */
    async ofCampus(campusId: number, since: Date) {
      const rows = await selectSlots()
        .where(and(eq(meetingSlots.campusId, campusId), gte(meetingSlots.endsAt, since)))
        .orderBy(asc(meetingSlots.startsAt), asc(meetingSlots.id))
        .limit(500);
      return rows.map((r) => toJson(r));
    },

    /** What a student may book: the campus's live slots that have not started, without the call's link. */
    async openOfCampus(campusId: number, now: Date) {
      const rows = await selectSlots()
        .where(
          and(eq(meetingSlots.campusId, campusId), isNull(meetingSlots.cancelledAt), gt(meetingSlots.startsAt, now)),
        )
        .orderBy(asc(meetingSlots.startsAt), asc(meetingSlots.id))
        .limit(200);
      return rows.map((r) => toJson(r, false));
    },

    async find(id: number) {
      const [row] = await db
        .select({
          id: meetingSlots.id,
          campusId: meetingSlots.campusId,
          representativeId: meetingSlots.representativeId,
          startsAt: meetingSlots.startsAt,
          endsAt: meetingSlots.endsAt,
          seats: meetingSlots.seats,
          seatsTaken: meetingSlots.seatsTaken,
          cancelledAt: meetingSlots.cancelledAt,
        })
        .from(meetingSlots)
        .where(eq(meetingSlots.id, id));
      return row;
    },

    /**
     * Takes one seat of a live slot that has not started, in one statement: its row lock makes
     * concurrent bookings wait, and each re-checks the seats left once it has the row, so a slot's
     * seats are never exceeded (the table's check is the last guard). False when it could not.
     */
    async takeSeat(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(meetingSlots)
        .set({ seatsTaken: sql`${meetingSlots.seatsTaken} + 1` })
        .where(
          and(
            eq(meetingSlots.id, id),
            isNull(meetingSlots.cancelledAt),
            gt(meetingSlots.startsAt, now),
            sql`${meetingSlots.seatsTaken} < ${meetingSlots.seats}`,
          ),
        )
        .returning({ id: meetingSlots.id });
      return rows.length > 0;
    },

    async releaseSeat(id: number) {
      await db
        .update(meetingSlots)
        .set({ seatsTaken: sql`greatest(${meetingSlots.seatsTaken} - 1, 0)` })
        .where(eq(meetingSlots.id, id));
    },

    /** Cancels a live slot; false when it was already cancelled. Its seats go with it. */
    async cancel(id: number): Promise<boolean> {
      const rows = await db
        .update(meetingSlots)
        .set({ cancelledAt: sql`now()`, seatsTaken: 0 })
        .where(and(eq(meetingSlots.id, id), isNull(meetingSlots.cancelledAt)))
        .returning({ id: meetingSlots.id });
      return rows.length > 0;
    },
  };
}
