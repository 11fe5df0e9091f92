import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { adultCutoff, SLOT_LIMITS, type Meeting, type MeetingState } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { rawRows } from '../../db/rows.ts';
import { campuses, cities, degrees, highschools, meetings, meetingSlots, users } from '../../db/schema/index.ts';
import { shareableStudents } from '../consents/consents.queries.ts';

/** Where a request stands, from its outcome, its slot and whether the student's data may leave. */
export function stateOf(r: { attended: boolean | null; slot_id: number | null; shareable: boolean }): MeetingState {
  if (r.attended === true) return 'attended';
  if (r.attended === false) return 'missed';
  if (r.slot_id !== null) return 'booked';
  return r.shareable ? 'requested' : 'held';
}

interface StudentMeetingRow extends SlotColumns {
  id: number;
  degree_id: number;
  degree: string;
  degree_img: string | null;
  campus: string;
  campus_id: number;
  created_ms: number;
  video_url: string | null;
  attended: boolean | null;
  rating: number | null;
  rating_comment: string | null;
  shareable: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The columns of a request's booked slot as a query reads them (epoch milliseconds). */
export interface SlotColumns {
  slot_id: number | null;
  starts_ms: number | null;
  ends_ms: number | null;
  minutes: number | null;
  time_zone: string | null;
}

/** A request's booked slot as the API answers it (without the call's link); null when none. */
export const bookedSlotOf = (r: SlotColumns) =>
  r.slot_id === null
    ? null
    : {
        id: r.slot_id,
        starts_at: iso(r.starts_ms!),
        ends_at: iso(r.ends_ms!),
        minutes: r.minutes!,
        time_zone: r.time_zone!,
      };

/** The call's link shows from SLOT_LIMITS.videoLinkMinutesBefore before the start until the end. */
const videoOpen = (r: StudentMeetingRow, now: Date) =>
  r.starts_ms !== null &&
  r.ends_ms !== null &&
  now.getTime() >= r.starts_ms - SLOT_LIMITS.videoLinkMinutesBefore * 60_000 &&
  now.getTime() <= r.ends_ms;

/** A meeting request as the student reads it (GET /users/:id/meetings). */
function toMeeting(r: StudentMeetingRow, now: Date): Meeting {
  return {
    id: r.id,
    degreeId: r.degree_id,
    degree: r.degree,
    degreeImg: r.degree_img,
    campus: r.campus,
    campusId: r.campus_id,
    created_at: iso(r.created_ms),
    state: stateOf(r),
    slot: r.slot_id === null ? null : { ...bookedSlotOf(r)!, video_url: videoOpen(r, now) ? r.video_url : null },
    attended: r.attended,
    rating: r.rating,
    rating_comment: r.rating_comment,
  };
}

/** A request's columns as the student's list reads them (times as epoch milliseconds). */
const studentMeetingColumns = {
  id: meetings.id,
  degree_id: degrees.id,
  degree: degrees.name,
  degree_img: degrees.fotoPerfil,
  campus: campuses.name,
  campus_id: campuses.id,
  created_ms: sql<number>`extract(epoch from ${meetings.createdAt})::float8 * 1000`,
  slot_id: meetings.slotId,
  starts_ms: sql<number | null>`extract(epoch from ${meetingSlots.startsAt})::float8 * 1000`,
  ends_ms: sql<number | null>`extract(epoch from ${meetingSlots.endsAt})::float8 * 1000`,
  minutes: meetingSlots.minutes,
  time_zone: meetingSlots.timeZone,
  video_url: meetingSlots.videoUrl,
  attended: meetings.attended,
  rating: meetings.rating,
  rating_comment: meetings.ratingComment,
  // Whether the student's data may leave now; the cutoff of adulthood is today's, given each time.
  shareable: sql<boolean>`exists (select 1 from ${shareableStudents(sql.placeholder('userId'), undefined, sql.placeholder('adultCutoff'))} b)`,
};

/**
 * The student's requests (or, with `meetingId`, one of them), newest first, with their slots and
 * state: prepared, since the list is read on every visit to the student's pages and PostgreSQL
 * took five times longer to plan its joins than to run them (0.3 ms against 0.06 ms).
 */
const studentMeetings = (one: boolean) =>
  preparedPer((db) =>
    db
      .select(studentMeetingColumns)
      .from(meetings)
      .innerJoin(degrees, eq(degrees.id, meetings.degreeId))
      .innerJoin(campuses, eq(campuses.id, degrees.campusId))
      .leftJoin(meetingSlots, eq(meetingSlots.id, meetings.slotId))
      .where(
        and(
          eq(meetings.userId, sql.placeholder('userId')),
          one ? eq(meetings.id, sql.placeholder('meetingId')) : undefined,
        ),
      )
      .orderBy(desc(meetings.createdAt), asc(meetings.id))
      .prepare(one ? 'student_meeting' : 'student_meetings'),
  );
const meetingsOfStudent = studentMeetings(false);
const meetingOfStudent = studentMeetings(true);

/** What booking needs of a request: whose it is, its campus, its slot, whether it may be shared. */
export interface BookableMeeting {
  id: number;
  userId: number;
  campusId: number;
  slotId: number | null;
  slotStartsAt: Date | null;
  attended: boolean | null;
  shareable: boolean;
}

export function bookingsRepository(db: DbOrTx) {
  return {
    async listOfStudent(userId: number, now: Date): Promise<Meeting[]> {
      const rows = await meetingsOfStudent(db).execute({ userId, adultCutoff: adultCutoff() });
      return rows.map((r) => toMeeting(r, now));
    },

    async oneOfStudent(userId: number, meetingId: number, now: Date): Promise<Meeting | undefined> {
      const [row] = await meetingOfStudent(db).execute({ userId, meetingId, adultCutoff: adultCutoff() });
      return row ? toMeeting(row, now) : undefined;
    },

    /**
     * A request with what booking and outcomes check, its row locked until the transaction ends:
     * changes to one request (book, move, cancel, outcome) go one at a time.
     */
    async lock(meetingId: number): Promise<BookableMeeting | undefined> {
      const [row] = await rawRows<{
        id: number;
        user_id: number;
        campus_id: number;
        slot_id: number | null;
        starts_ms: number | null;
        attended: boolean | null;
        shareable: boolean;
      }>(
        db,
        sql`select ${meetings.id} as id, ${meetings.userId} as user_id, ${degrees.campusId} as campus_id,
                   ${meetings.slotId} as slot_id,
                   (select extract(epoch from s.starts_at)::float8 * 1000 from ${meetingSlots} s where s.id = ${meetings.slotId}) as starts_ms,
                   ${meetings.attended} as attended,
                   exists (select 1 from ${shareableStudents()} b where b.user_id = ${meetings.userId}) as shareable
            from ${meetings}
            join ${degrees} on ${degrees.id} = ${meetings.degreeId}
            where ${meetings.id} = ${meetingId}
            for update of ${meetings}`,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        campusId: row.campus_id,
        slotId: row.slot_id,
        slotStartsAt: row.starts_ms === null ? null : new Date(row.starts_ms),
        attended: row.attended,
        shareable: row.shareable,
      };
    },

    /** Books (or moves, or with null frees) the request's slot; each change raises its calendar SEQUENCE. */
    async setSlot(meetingId: number, slotId: number | null) {
      await db
        .update(meetings)
        .set({
          slotId,
          bookedAt: slotId === null ? null : sql`now()`,
          icsSequence: sql`${meetings.icsSequence} + 1`,
        })
        .where(eq(meetings.id, meetingId));
    },

    /** The requests booked on a slot (locked), to free and tell when it is cancelled. */
    async bookedOn(slotId: number) {
      const rows = await db
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.slotId, slotId), isNull(meetings.attended)))
        .for('update');
      return rows.map((r) => r.id);
    },

    async freeAll(meetingIds: number[]) {
      if (!meetingIds.length) return;
      await db
        .update(meetings)
        .set({ slotId: null, bookedAt: null, icsSequence: sql`${meetings.icsSequence} + 1` })
        .where(inArray(meetings.id, meetingIds));
    },

    async setOutcome(meetingId: number, attended: boolean) {
      await db
        .update(meetings)
        .set({ attended, outcomeAt: sql`now()` })
        .where(eq(meetings.id, meetingId));
    },

    async setRating(meetingId: number, rating: number, comment: string | null) {
      await db
        .update(meetings)
        .set({ rating, ratingComment: comment, ratedAt: sql`now()` })
        .where(eq(meetings.id, meetingId));
    },

    /**
     * What the calendar invitation and the e-mails of a request say: the student, the degree and
     * campus, the slot and its representative, and the event's SEQUENCE. `slotId` names the slot
     * when the request no longer holds it (a cancellation).
     */
    async invitationOf(meetingId: number, slotId?: number) {
      const [row] = await rawRows<{
        id: number;
        sequence: number;
        student_id: number;
        student_first_name: string;
        student_last_name: string;
        student_email: string;
        student_time_zone: string;
        school: string | null;
        degree: string;
        campus: string;
        slot_id: number;
        starts_ms: number;
        minutes: number;
        time_zone: string;
        video_url: string;
        rep_first_name: string | null;
        rep_last_name: string | null;
        rep_email: string | null;
      }>(
        db,
        sql`select m.id, m.ics_sequence as sequence, u.id as student_id, u.first_name as student_first_name,
                   u.last_name as student_last_name, u.email as student_email,
                   coalesce(hc.time_zone, s.time_zone) as student_time_zone, h.name as school,
                   d.name as degree, c.name as campus, s.id as slot_id,
                   extract(epoch from s.starts_at)::float8 * 1000 as starts_ms, s.minutes, s.time_zone, s.video_url,
                   r.first_name as rep_first_name, r.last_name as rep_last_name, r.email as rep_email
            from ${meetings} m
            join ${users} u on u.id = m.user_id
            left join ${highschools} h on h.id = u.highschool_id
            left join ${cities} hc on hc.id = h.city_id
            join ${degrees} d on d.id = m.degree_id
            join ${campuses} c on c.id = d.campus_id
            join ${meetingSlots} s on s.id = coalesce(${slotId ?? null}::int, m.slot_id)
            left join ${users} r on r.id = s.representative_id
            where m.id = ${meetingId}`,
      );
      return row;
    },
  };
}
