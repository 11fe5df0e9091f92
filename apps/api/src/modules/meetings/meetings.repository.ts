import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { countWhere } from '../../db/rows.ts';
import { campuses, cities, degrees, highschools, meetings, users } from '../../db/schema/index.ts';

export interface MeetingReportRow {
  id: number;
  student: string;
  email: string;
  phone: string | null;
  school: string | null;
  city: string | null;
  degree: string;
  campus: string;
  created_at: Date;
}

/** A meeting as the student's list shows it: the degree, its campus and when it was booked. */
const meetingColumns = {
  degreeId: degrees.id,
  degree: degrees.name,
  degreeImg: degrees.fotoPerfil,
  campus: campuses.name,
  campusId: campuses.id,
  createdAt: meetings.createdAt,
};

/** A row of the report: who booked it (and their school), on which degree, when. */
const reportColumns = {
  id: meetings.id,
  student: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  phone: users.phone,
  school: highschools.name,
  city: cities.name,
  degree: degrees.name,
  campus: campuses.name,
  created_at: meetings.createdAt,
};

export function meetingsRepository(db: DbOrTx) {
  return {
    /** The student's meetings, newest first. */
    async list(userId: number) {
      const rows = await db
        .select(meetingColumns)
        .from(meetings)
        .innerJoin(degrees, eq(degrees.id, meetings.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .where(eq(meetings.userId, userId))
        .orderBy(desc(meetings.createdAt), asc(meetings.id));
      return rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() }));
    },

    /** The student's favourites and meetings change one request at a time (db/locks.ts). */
    lockStudent: (userId: number) => lockUser(db, userId),

    count: (userId: number) => countWhere(db, meetings, eq(meetings.userId, userId)),

    async add(userId: number, degreeId: number) {
      await db.insert(meetings).values({ userId, degreeId });
    },

    /** One page of every meeting after the given id (keyset paging keeps a long export cheap). */
    reportPage(afterId: number, limit: number): Promise<MeetingReportRow[]> {
      return db
        .select(reportColumns)
        .from(meetings)
        .innerJoin(users, eq(users.id, meetings.userId))
        .leftJoin(highschools, eq(highschools.id, users.highschoolId))
        .leftJoin(cities, eq(cities.id, highschools.cityId))
        .innerJoin(degrees, eq(degrees.id, meetings.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .where(gt(meetings.id, afterId))
        .orderBy(asc(meetings.id))
        .limit(limit);
    },
  };
}
