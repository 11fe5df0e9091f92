import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { countWhere, rawRows } from '../../db/rows.ts';
import { campuses, cities, degrees, highschools, meetings, semesters, users } from '../../db/schema/index.ts';
import type { StudentSet } from '../disclosures/student-set.ts';

/** A line of the meetings report: the shared fields (SHARED_FIELDS), the campus and the day. */
export interface MeetingReportRow {
  student: string;
  email: string;
  school: string | null;
  city: string | null;
  semester: string | null;
  degree: string;
  campus: string;
  /** When it was booked, in milliseconds since the epoch. */
  createdMs: number;
}

/** A page of the report, and the id to read on after (null once the last page is read). */
export interface MeetingReportPage {
  rows: MeetingReportRow[];
  next: number | null;
}

/**
 * Up to `limit` meetings after `afterId`, by id: who booked them, on which degree, when. Plain SQL,
 * read as the driver gives it: the query builder's mapping of each cell cost as much as the rest
 * of the page on the client. The time comes as epoch milliseconds, which neither driver nor the
 * session's time zone reinterprets. Whether the student withdrew consent to share their contact
 * data (opposition) comes along, for the reader to leave them out: as a filter here, joined to the
 * students, it turned the plan into a sort of every remaining meeting for each page (from ~59,000
 * rows a second to ~3,000 on the embedded database).
 */
const reportQuery = (afterId: number, limit: number) => sql`
  select ${meetings.id} as id,
         ${meetings.userId} as user_id,
         ${users.firstName} || ' ' || ${users.lastName} as student,
         ${users.email} as email,
         ${users.highschoolId} as highschool_id,
         ${users.semesterId} as semester_id,
         ${meetings.degreeId} as degree_id,
         extract(epoch from ${meetings.createdAt})::float8 * 1000 as created_ms,
         ${users.contactSharingWithdrawnAt} is not null as withdrawn
  from ${meetings}
  join ${users} on ${users.id} = ${meetings.userId}
  where ${meetings.id} > ${afterId}
  order by ${meetings.id}
  limit ${limit}`;

/**
 * A page of the report. PostgreSQL plans a page of 5,000 with two parallel workers merged in id
 * order: 38 ms against 23 ms alone (EXPLAIN ANALYZE, 200,000 students), and the workers take the
 * processor the export formats the previous page on. So the page is read in a transaction of its
 * own with parallel plans off (three more round trips for a page of hundreds to thousands of rows;
 * on the embedded database, which has no workers, the setting changes nothing).
 */
function readPage(db: DbOrTx, afterId: number, limit: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rawRows<ReportQueryRow>(tx, reportQuery(afterId, limit));
  });
}

interface ReportQueryRow {
  id: number;
  user_id: number;
  student: string;
  email: string;
  highschool_id: number | null;
  semester_id: number | null;
  degree_id: number;
  created_ms: number;
  withdrawn: boolean;
}

/**
 * Names by id (a degree's and its campus', a school's and its city's), each read once: `load`
 * runs only for the ids not seen before. Scoped to one export, so it holds at most the catalogue.
 */
function namesById<T>(load: (ids: number[]) => Promise<Array<T & { id: number }>>) {
  const known = new Map<number, T>();
  return async (ids: Iterable<number | null>) => {
    const missing = new Set<number>();
    for (const id of ids) if (id !== null && !known.has(id)) missing.add(id);
    if (missing.size) for (const row of await load([...missing])) known.set(row.id, row);
    return known;
  };
}

export function meetingsRepository(db: DbOrTx) {
  return {
    /** The student's favourites and meetings change one request at a time (db/locks.ts). */
    lockStudent: (userId: number) => lockUser(db, userId),

    count: (userId: number) => countWhere(db, meetings, eq(meetings.userId, userId)),

    async add(userId: number, degreeId: number) {
      await db.insert(meetings).values({ userId, degreeId });
    },

    /** What the student's confirmation says: who they are, the degree and its campus. */
    async confirmationOf(userId: number, degreeId: number) {
      const [row] = await db
        .select({
          meetingId: meetings.id,
          firstName: users.firstName,
          email: users.email,
          highschoolId: users.highschoolId,
          degreeName: degrees.name,
          campusName: campuses.name,
        })
        .from(meetings)
        .innerJoin(users, eq(users.id, meetings.userId))
        .innerJoin(degrees, eq(degrees.id, meetings.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .where(and(eq(meetings.userId, userId), eq(meetings.degreeId, degreeId)));
      return row;
    },

    /**
     * A reader of the report a page at a time, by id (keyset paging keeps a long export cheap).
     * Joining each meeting to its degree, campus, school and city in the query cost twice as much
     * as the rest of the page, for names that repeat (20,000 degrees, 1,000 schools): the reader
     * fetches those once, when a page first mentions them, and keeps them for the export's later
     * pages. `upToId` bounds the export to the meetings that existed when it started (the ones the
     * disclosure ledger recorded). The bound is applied here, not in the query: a second bound on
     * the id made the planner (with a generic plan) sort the whole remaining range for every page,
     * and the export fell from ~59,000 to ~3,000 rows a second. Of each page, only the students the
     * export's ledger recorded (`students`: those whose requests could leave when it began, as the
     * statement that recorded them returned them) are kept: the file never names a student its
     * ledger does not, and a request held then stays out even if it is released while the file is
     * read. Each page is read without parallel workers (`readPage`).
     */
    reportReader({ upToId, students }: { upToId: number; students: StudentSet }) {
      const degreeNames = namesById((ids) =>
        db
          .select({ id: degrees.id, degree: degrees.name, campus: campuses.name })
          .from(degrees)
          .innerJoin(campuses, eq(campuses.id, degrees.campusId))
          .where(inArray(degrees.id, ids)),
      );
      const schoolNames = namesById((ids) =>
        db
          .select({ id: highschools.id, school: highschools.name, city: cities.name })
          .from(highschools)
          .innerJoin(cities, eq(cities.id, highschools.cityId))
          .where(inArray(highschools.id, ids)),
      );
      const semesterNames = namesById((ids) =>
        db.select({ id: semesters.id, semester: semesters.name }).from(semesters).where(inArray(semesters.id, ids)),
      );
      return async (afterId: number, limit: number): Promise<MeetingReportPage> => {
        const read = await readPage(db, afterId, limit);
        const bounded = read.length && read[read.length - 1]!.id > upToId ? read.filter((r) => r.id <= upToId) : read;
        // A student who withdrew has no meetings left (withdrawing deletes them, and booking again
        // gives consent again): one that reached the table some other way still stays out.
        const candidates = bounded.filter((r) => !r.withdrawn);
        const rows = candidates.filter((r) => students.has(r.user_id));
        const degreesById = await degreeNames(rows.map((r) => r.degree_id));
        const schoolsById = await schoolNames(rows.map((r) => r.highschool_id));
        const semestersById = await semesterNames(rows.map((r) => r.semester_id));
        const page: MeetingReportRow[] = [];
        for (const r of rows) {
          const degree = degreesById.get(r.degree_id);
          // A degree deleted between the two queries took its meetings with it (cascade).
          if (!degree) continue;
          const school = r.highschool_id === null ? undefined : schoolsById.get(r.highschool_id);
          page.push({
            student: r.student,
            email: r.email,
            school: school?.school ?? null,
            city: school?.city ?? null,
            semester: r.semester_id === null ? null : (semestersById.get(r.semester_id)?.semester ?? null),
            degree: degree.degree,
            campus: degree.campus,
            createdMs: r.created_ms,
          });
        }
        return { rows: page, next: bounded.length < limit ? null : bounded[bounded.length - 1]!.id };
      };
    },
  };
}
