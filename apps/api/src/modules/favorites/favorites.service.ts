import { and, asc, count, desc, eq } from 'drizzle-orm';
import { LIMITS } from '@tlp/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { campuses, degrees, favoriteDegrees, meetings, users } from '../../db/schema/index.ts';
import { codeError, notFound } from '../../lib/errors.ts';

/** Locks the student's row: their favourites and meetings change one request at a time. */
export async function lockStudent(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function degreeExists(tx: DbOrTx, degreeId: number) {
  const [row] = await tx.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, degreeId));
  return !!row;
}

export function favoritesService(db: Db) {
  return {
    list(userId: number) {
      return db
        .select({
          id: degrees.id,
          name: degrees.name,
          image: degrees.fotoPerfil,
          campus: campuses.name,
          campusId: campuses.id,
        })
        .from(favoriteDegrees)
        .innerJoin(degrees, eq(degrees.id, favoriteDegrees.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .where(eq(favoriteDegrees.userId, userId))
        .orderBy(desc(favoriteDegrees.createdAt), asc(degrees.id));
    },

    /** Adds a favourite: no duplicates, at most 12, also under concurrent requests. */
    add(userId: number, degreeId: number) {
      return db.transaction(async (tx) => {
        await lockStudent(tx, userId);
        if (!(await degreeExists(tx, degreeId))) throw notFound('La carrera no existe');
        const [existing] = await tx
          .select({ id: favoriteDegrees.degreeId })
          .from(favoriteDegrees)
          .where(and(eq(favoriteDegrees.userId, userId), eq(favoriteDegrees.degreeId, degreeId)));
        if (existing) throw codeError('DuplicatedFavorite');
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(favoriteDegrees)
          .where(eq(favoriteDegrees.userId, userId));
        if (n >= LIMITS.maxFavorites) throw codeError('FavoriteLimitReached');
        await tx.insert(favoriteDegrees).values({ userId, degreeId });
      });
    },

    /** Removes a favourite, refused while a meeting on it exists. */
    remove(userId: number, degreeId: number) {
      return db.transaction(async (tx) => {
        await lockStudent(tx, userId);
        const [meeting] = await tx
          .select({ id: meetings.id })
          .from(meetings)
          .where(and(eq(meetings.userId, userId), eq(meetings.degreeId, degreeId)));
        if (meeting) throw codeError('FavoriteHasMeeting');
        const deleted = await tx
          .delete(favoriteDegrees)
          .where(and(eq(favoriteDegrees.userId, userId), eq(favoriteDegrees.degreeId, degreeId)))
          .returning({ id: favoriteDegrees.degreeId });
        if (!deleted.length) throw notFound('Esta carrera no está entre tus favoritas');
      });
    },
  };
}
