import { and, asc, count, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { NUDGE_INTERVAL_DAYS, type SchoolStudentsFilters } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, type PageRequest } from '../../db/paging.ts';
import {
  campuses,
  degrees,
  favoriteDegrees,
  meetings,
  meetingSlots,
  semesters,
  studentGroupMembers,
  studentGroups,
  users,
} from '../../db/schema/index.ts';
import { nameKey } from '../../db/schema/columns.ts';
import { keyContains } from '../../db/search.ts';
import { shareableStudents } from '../consents/consents.queries.ts';

/** A student of the school as the list, its CSV and the detail read them. */
export interface SchoolStudentRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  semester: string | null;
  group_id: number | null;
  group_name: string | null;
  onboarded: boolean;
  created_at: Date;
}

export interface StudentMeetingRow {
  id: number;
  degree_id: number;
  degree: string;
  campus: string;
  requested_at: Date;
  slot_id: number | null;
  slot_starts_at: Date | null;
  time_zone: string | null;
  attended: boolean | null;
  shareable: boolean;
}

/** Who may get a reminder, with what the message and the list need of them. */
export interface NudgeRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  onboarded: boolean;
  created_at: Date;
  has_favorite: boolean;
}

const isStudentOf = (highschoolId: number) => and(eq(users.highschoolId, highschoolId), eq(users.type, 'student'));

/**
 * The student's membership (one at most: user_id is unique there), read by that index; with
 * groupOfSchool, one left in another school's group is no group.
 */
const membershipInSchool = eq(studentGroupMembers.userId, users.id);
const groupOfSchool = (highschoolId: number) =>
  and(eq(studentGroups.id, studentGroupMembers.groupId), eq(studentGroups.highschoolId, highschoolId));

const studentColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  semester: semesters.name,
  group_id: studentGroups.id,
  group_name: studentGroups.name,
  onboarded: users.onboarded,
  created_at: users.createdAt,
};

/** By last name, then first name, as a Spanish reader sorts them: "Álvarez" before "Zúñiga", whatever the collation. */
const byName = [asc(nameKey(users.lastName)), asc(nameKey(users.firstName)), asc(users.id)];

const hasFavorite = sql<boolean>`exists (select 1 from ${favoriteDegrees} where ${favoriteDegrees.userId} = ${users.id})`;

/**
 * The search on the full name or the e-mail, ignoring case and accents ("jose" finds "José"):
 * the stored key (users.search_key) holds both, reduced once when the row was written.
 */
function nameOrEmailContains(search: string | undefined): SQL | undefined {
  return search ? keyContains(users.searchKey, search) : undefined;
}

function filtersOf(highschoolId: number, { search, groupId, semesterId }: SchoolStudentsFilters): SQL | undefined {
  return and(
    isStudentOf(highschoolId),
    nameOrEmailContains(search),
    groupId === undefined ? undefined : groupId === 'none' ? isNull(studentGroups.id) : eq(studentGroups.id, groupId),
    semesterId === undefined ? undefined : eq(users.semesterId, semesterId),
  );
}

/** Students signed up at least the interval ago, finished onboarding and saved no favourite. */
const needsFavorite = and(
  eq(users.onboarded, true),
  sql`${users.createdAt} <= now() - make_interval(days => ${NUDGE_INTERVAL_DAYS})`,
  not(hasFavorite),
);
const needsNudge = or(eq(users.onboarded, false), needsFavorite);

/** The school's students as its orienters see them: the list, its CSV, one student's choices, the reminders. */
export function schoolStudentsRepository(db: DbOrTx) {
  /** Each student's favourites and requests, from the indexes that start with the user. */
  const countColumns = {
    // Aliased and qualified: a select from one table writes its columns without the table's name,
    // and a bare "id" inside would be the inner table's own.
    favorites: sql<number>`(select count(*) from ${favoriteDegrees} f where f.user_id = ${users}.id)::int`,
    meetings: sql<number>`(select count(*) from ${meetings} m where m.user_id = ${users}.id)::int`,
  };

  /** The school's students with their semester and group. */
  const students = (highschoolId: number) =>
    db
      .select(studentColumns)
      .from(users)
      .leftJoin(semesters, eq(semesters.id, users.semesterId))
      .leftJoin(studentGroupMembers, membershipInSchool)
      .leftJoin(studentGroups, groupOfSchool(highschoolId))
      .$dynamic();

  /** `rows` with each one's favourites and requests (one statement for them all). */
  async function withCounts<R extends { id: number }>(rows: R[]) {
    const counts =
      rows.length === 0
        ? []
        : await db
            .select({ id: users.id, ...countColumns })
            .from(users)
            .where(
              inArray(
                users.id,
                rows.map((r) => r.id),
              ),
            );
    const byId = new Map(counts.map((c) => [c.id, c]));
    return rows.map((r) => ({
      ...r,
      favorites: byId.get(r.id)?.favorites ?? 0,
      meetings: byId.get(r.id)?.meetings ?? 0,
    }));
  }

  return {
    /**
     * A page of the students that match, by last name then first name (users_school_roster_idx
     * gives that order), then the counts of the page's students only: the rows an offset skips
     * are not counted.
     */
    async page(highschoolId: number, filters: SchoolStudentsFilters, page: PageRequest) {
      const where = filtersOf(highschoolId, filters);
      const rows = students(highschoolId)
        .where(where)
        .orderBy(...byName);
      const total = db
        .select({ n: count() })
        .from(users)
        .leftJoin(studentGroupMembers, membershipInSchool)
        .leftJoin(studentGroups, groupOfSchool(highschoolId))
        .where(where);
      const found = await pageOf(rows, total, page);
      return { total: found.total, rows: await withCounts(found.rows) };
    },

    /** Every student that matches, in the list's order (the CSV). */
    all: async (highschoolId: number, filters: SchoolStudentsFilters) =>
      withCounts(
        await students(highschoolId)
          .where(filtersOf(highschoolId, filters))
          .orderBy(...byName),
      ),

    /** One student of the school, or undefined when the user is not one. */
    async one(highschoolId: number, userId: number): Promise<SchoolStudentRow | undefined> {
      const [row] = await db
        .select(studentColumns)
        .from(users)
        .leftJoin(semesters, eq(semesters.id, users.semesterId))
        .leftJoin(studentGroupMembers, membershipInSchool)
        .leftJoin(studentGroups, groupOfSchool(highschoolId))
        .where(and(isStudentOf(highschoolId), eq(users.id, userId)));
      return row;
    },

    /** The student's favourites, newest first. */
    favoritesOf: (userId: number) =>
      db
        .select({
          degree_id: degrees.id,
          degree: degrees.name,
          campus_id: campuses.id,
          campus: campuses.name,
          created_at: favoriteDegrees.createdAt,
        })
        .from(favoriteDegrees)
        .innerJoin(degrees, eq(degrees.id, favoriteDegrees.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .where(eq(favoriteDegrees.userId, userId))
        .orderBy(desc(favoriteDegrees.createdAt), asc(degrees.id)),

    /** The student's meeting requests, newest first, with their slot and whether their data may leave. */
    meetingsOf: (userId: number): Promise<StudentMeetingRow[]> =>
      db
        .select({
          id: meetings.id,
          degree_id: degrees.id,
          degree: degrees.name,
          campus: campuses.name,
          requested_at: meetings.createdAt,
          slot_id: meetings.slotId,
          slot_starts_at: meetingSlots.startsAt,
          time_zone: meetingSlots.timeZone,
          attended: meetings.attended,
          shareable: sql<boolean>`exists (select 1 from ${shareableStudents(userId)} b)`,
        })
        .from(meetings)
        .innerJoin(degrees, eq(degrees.id, meetings.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .leftJoin(meetingSlots, eq(meetingSlots.id, meetings.slotId))
        .where(eq(meetings.userId, userId))
        .orderBy(desc(meetings.createdAt), desc(meetings.id)),

    /** The school's students who need a reminder, by last name then first name. */
    needingNudge: (highschoolId: number): Promise<NudgeRow[]> =>
      db
        .select(nudgeColumns)
        .from(users)
        .where(and(isStudentOf(highschoolId), needsNudge))
        .orderBy(...byName),

    /**
     * Those of `userIds` who are students of the school, locked until the transaction ends: two
     * orienters reminding the same student at once queue one message, one after the other.
     */
    lockStudents: (highschoolId: number, userIds: number[]): Promise<NudgeRow[]> =>
      db
        .select(nudgeColumns)
        .from(users)
        .where(and(isStudentOf(highschoolId), inArray(users.id, userIds)))
        .orderBy(asc(users.id))
        .for('no key update'),
  };
}

const nudgeColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  onboarded: users.onboarded,
  created_at: users.createdAt,
  has_favorite: hasFavorite,
};
