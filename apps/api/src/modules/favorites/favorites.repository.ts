import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { preparedPer } from '../../db/prepared.ts';
import { countWhere } from '../../db/rows.ts';
import { campuses, degrees, favoriteDegrees, meetings } from '../../db/schema/index.ts';

/** A favourite as the student's list shows it: the degree, its campus and whether a meeting holds it. */
const favoriteColumns = {
  id: degrees.id,
  name: degrees.name,
  image: degrees.fotoPerfil,
  campus: campuses.name,
  campusId: campuses.id,
  has_meeting: sql<boolean>`(${meetings.id} is not null)`,
};

/** The student's favourites, newest first (the /favoritas page and the home). */
const favoritesOf = preparedPer((db) =>
  db
    .select(favoriteColumns)
    .from(favoriteDegrees)
    .innerJoin(degrees, eq(degrees.id, favoriteDegrees.degreeId))
    .innerJoin(campuses, eq(campuses.id, degrees.campusId))
    // At most one meeting per student and degree (meetings_user_degree_key).
    .leftJoin(
      meetings,
      and(eq(meetings.userId, favoriteDegrees.userId), eq(meetings.degreeId, favoriteDegrees.degreeId)),
    )
    .where(eq(favoriteDegrees.userId, sql.placeholder('userId')))
    .orderBy(desc(favoriteDegrees.createdAt), asc(degrees.id))
    .prepare('favorites_of_user'),
);

export function favoritesRepository(db: DbOrTx) {
  return {
    /** The student's favourites, newest first. */
    list: (userId: number) => favoritesOf(db).execute({ userId }),

    /** The student's favourites and meetings change one request at a time (db/locks.ts). */
    lockStudent: (userId: number) => lockUser(db, userId),

    count: (userId: number) => countWhere(db, favoriteDegrees, eq(favoriteDegrees.userId, userId)),

    async add(userId: number, degreeId: number) {
      await db.insert(favoriteDegrees).values({ userId, degreeId });
    },

    /** False when it was not a favourite. */
    async remove(userId: number, degreeId: number) {
      const rows = await db
        .delete(favoriteDegrees)
        .where(and(eq(favoriteDegrees.userId, userId), eq(favoriteDegrees.degreeId, degreeId)))
        .returning({ id: favoriteDegrees.degreeId });
      return rows.length > 0;
    },
  };
}
