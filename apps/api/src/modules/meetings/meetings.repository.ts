import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { countWhere } from '../../db/rows.ts';
import { campuses, degrees, meetings, users } from '../../db/schema/index.ts';

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
  };
}
