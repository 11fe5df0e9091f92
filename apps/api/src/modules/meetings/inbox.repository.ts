import { sql, type SQL } from 'drizzle-orm';
import type { CampusMeetingsSummary, InboxRequest, SchoolMeetingsSummary } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { PageRequest } from '../../db/paging.ts';
import { rawRows } from '../../db/rows.ts';
import {
  campuses,
  cities,
  degrees,
  highschoolCampusMeetings,
  highschools,
  meetings,
  meetingSlots,
  semesters,
  users,
} from '../../db/schema/index.ts';
import { shareableStudents } from '../consents/consents.queries.ts';
import { bookedSlotOf, stateOf, type SlotColumns } from './bookings.repository.ts';

export type InboxState = 'requested' | 'booked' | 'attended' | 'missed';

const STATE_FILTERS: Record<InboxState, SQL> = {
  requested: sql`${meetings.slotId} is null and ${meetings.attended} is null`,
  booked: sql`${meetings.slotId} is not null and ${meetings.attended} is null`,
  attended: sql`${meetings.attended} = true`,
  missed: sql`${meetings.attended} = false`,
};

/** Requests that may be shared (consents.queries.ts), with their degrees; `inboxFilter` picks a campus's. */
const inboxFrom = () => sql`from ${meetings}
      join ${degrees} on ${degrees.id} = ${meetings.degreeId}
      join ${shareableStudents()} b on b.user_id = ${meetings.userId}`;
const inboxFilter = (campusId: number, state?: InboxState) =>
  sql`where ${degrees.campusId} = ${campusId} ${state ? sql`and ${STATE_FILTERS[state]}` : sql``}`;

interface InboxRow extends SlotColumns {
  id: number;
  created_ms: number;
  shared: boolean;
  attended: boolean | null;
  rating: number | null;
  first_name: string;
  last_name: string;
  email: string;
  school: string | null;
  city: string | null;
  semester: string | null;
  degree_id: number;
  degree_name: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toInboxRequest(r: InboxRow): InboxRequest {
  return {
    id: r.id,
    requested_at: iso(r.created_ms),
    state: stateOf({ ...r, shareable: true }),
    student: {
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      school: r.school,
      city: r.city,
      semester: r.semester,
    },
    degree: { id: r.degree_id, name: r.degree_name },
    slot: bookedSlotOf(r),
    attended: r.attended,
    rating: r.rating,
  };
}

/** The counts of a group of requests: all of them, those with a booked slot, those attended. */
const funnelCounts = sql`count(*)::int as requested,
  (count(*) filter (where ${meetings.slotId} is not null))::int as booked,
  (count(*) filter (where ${meetings.attended}))::int as attended`;

interface FunnelRow {
  requested: number;
  booked: number;
  attended: number;
}
const totalOf = (rows: FunnelRow[]) =>
  rows.reduce(
    (t, r) => ({
      requested: t.requested + r.requested,
      booked: t.booked + r.booked,
      attended: t.attended + r.attended,
    }),
    {
      requested: 0,
      booked: 0,
      attended: 0,
    },
  );

/** The inbox's rows that `filter` picks, newest first: the shared fields of each student and nothing more. */
const inboxRows = (filter: SQL, limit: SQL) => sql`
  select ${meetings.id} as id,
         extract(epoch from ${meetings.createdAt})::float8 * 1000 as created_ms,
         ${meetings.sharedAt} is not null as shared,
         ${meetings.slotId} as slot_id, ${meetings.attended} as attended, ${meetings.rating} as rating,
         ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.email} as email,
         ${highschools.name} as school, ${cities.name} as city, ${semesters.name} as semester,
         ${degrees.id} as degree_id, ${degrees.name} as degree_name,
         extract(epoch from ${meetingSlots.startsAt})::float8 * 1000 as starts_ms,
         extract(epoch from ${meetingSlots.endsAt})::float8 * 1000 as ends_ms,
         ${meetingSlots.minutes} as minutes, ${meetingSlots.timeZone} as time_zone
  ${inboxFrom()}
  join ${users} on ${users.id} = ${meetings.userId}
  left join ${highschools} on ${highschools.id} = ${users.highschoolId}
  left join ${cities} on ${cities.id} = ${highschools.cityId}
  left join ${semesters} on ${semesters.id} = ${users.semesterId}
  left join ${meetingSlots} on ${meetingSlots.id} = ${meetings.slotId}
  ${filter}
  order by ${meetings.createdAt} desc, ${meetings.id} desc
  ${limit}`;

export function inboxRepository(db: DbOrTx) {
  return {
    /**
     * A page of the campus's shareable requests (SHARED_FIELDS of each student), its total, and
     * those on it that had not reached the campus before (`unshared`), for the ledger.
     */
    async page(campusId: number, { page, pageSize }: PageRequest, state?: InboxState) {
      const rows = await rawRows<InboxRow>(
        db,
        inboxRows(inboxFilter(campusId, state), sql`limit ${pageSize} offset ${(page - 1) * pageSize}`),
      );
      const [count] = await rawRows<{ n: number }>(
        db,
        sql`select count(*)::int as n ${inboxFrom()} ${inboxFilter(campusId, state)}`,
      );
      return {
        rows: rows.map(toInboxRequest),
        unshared: rows.filter((r) => !r.shared).map((r) => r.id),
        total: count?.n ?? 0,
      };
    },

    /** One request of the campus's inbox; undefined when it is another campus's or may not be shared. */
    async one(campusId: number, meetingId: number) {
      const [row] = await rawRows<InboxRow>(
        db,
        inboxRows(sql`${inboxFilter(campusId)} and ${meetings.id} = ${meetingId}`, sql``),
      );
      return row ? toInboxRequest(row) : undefined;
    },

    /** Marks requests as having reached their campus; the ids of those that had not (exactly once, under concurrency). */
    async markShared(meetingIds: number[]): Promise<number[]> {
      if (!meetingIds.length) return [];
      const rows = await rawRows<{ id: number }>(
        db,
        sql`update ${meetings} set shared_at = now()
            where ${meetings.id} in ${meetingIds} and ${meetings.sharedAt} is null returning ${meetings.id} as id`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * A school's students' requests, per campus: requested → booked → attended. Read from the
     * school's running totals per campus (highschool_campus_meetings, migration 0032): one row per
     * campus, however many requests its students have.
     */
    async ofSchool(highschoolId: number): Promise<SchoolMeetingsSummary> {
      const rows = await rawRows<FunnelRow & { campus_id: number; campus_name: string }>(
        db,
        sql`select ${campuses.id} as campus_id, ${campuses.name} as campus_name,
              ${highschoolCampusMeetings.requested} as requested, ${highschoolCampusMeetings.booked} as booked,
              ${highschoolCampusMeetings.attended} as attended
            from ${highschoolCampusMeetings}
            join ${campuses} on ${campuses.id} = ${highschoolCampusMeetings.campusId}
            where ${highschoolCampusMeetings.highschoolId} = ${highschoolId} and ${highschoolCampusMeetings.requested} > 0
            order by requested desc, ${campuses.name}`,
      );
      return { ...totalOf(rows), campuses: rows };
    },

    /** The requests that reached a campus (shareable ones), per school: requested → booked → attended. */
    async ofCampus(campusId: number): Promise<CampusMeetingsSummary> {
      const rows = await rawRows<FunnelRow & { highschool_id: number; highschool_name: string }>(
        db,
        sql`select ${highschools.id} as highschool_id, ${highschools.name} as highschool_name, ${funnelCounts}
            ${inboxFrom()}
            join ${users} on ${users.id} = ${meetings.userId}
            join ${highschools} on ${highschools.id} = ${users.highschoolId}
            ${inboxFilter(campusId)}
            group by ${highschools.id}, ${highschools.name}
            order by requested desc, ${highschools.name}`,
      );
      return { ...totalOf(rows), schools: rows };
    },

    /** Whether the student has a request on a degree of the campus (they may then see its slots). */
    async hasRequestAt(userId: number, campusId: number): Promise<boolean> {
      const [row] = await rawRows<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from ${meetings} join ${degrees} on ${degrees.id} = ${meetings.degreeId}
                           where ${meetings.userId} = ${userId} and ${degrees.campusId} = ${campusId}) as yes`,
      );
      return !!row?.yes;
    },
  };
}
