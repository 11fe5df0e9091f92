import { asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

export function reportsRepository(db: DbOrTx) {
  return {
    /** One page of meetings after the given id (keyset paging keeps a long export cheap). */
    meetingsAfter(afterId: number, limit: number): Promise<MeetingReportRow[]> {
      return db
        .select({
          id: meetings.id,
          student: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          email: users.email,
          phone: users.phone,
          school: highschools.name,
          city: cities.name,
          degree: degrees.name,
          campus: campuses.name,
          created_at: meetings.createdAt,
        })
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
