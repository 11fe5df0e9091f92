import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { countWhere } from '../../db/rows.ts';
import { campuses, degrees, favoriteDegrees } from '../../db/schema/index.ts';

/** A favourite as the student's list shows it: the degree and its campus. */
const favoriteColumns = {
  id: degrees.id,
  name: degrees.name,
  image: degrees.fotoPerfil,
  campus: campuses.name,
  campusId: campuses.id,
};

export function favoritesRepository(db: DbOrTx) {
  return {
    /** The student's favourites, newest first. */
    list(userId: number) {
      return db
        .select(favoriteColumns)
        .from(favoriteDegrees)
        .innerJoin(degrees, eq(degrees.id, favoriteDegrees.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .where(eq(favoriteDegrees.userId, userId))
        .orderBy(desc(favoriteDegrees.createdAt), asc(degrees.id));
    },

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
