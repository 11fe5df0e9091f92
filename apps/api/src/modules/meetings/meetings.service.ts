import { and, asc, count, desc, eq } from 'drizzle-orm';
import { LIMITS } from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import { campuses, degrees, favoriteDegrees, meetings } from '../../db/schema/index.ts';
import { codeError, notFound } from '../../lib/errors.ts';
import { lockStudent } from '../favorites/favorites.service.ts';

export function meetingsService(db: Db) {
  return {
    async list(userId: number) {
      const rows = await db
        .select({
          degreeId: degrees.id,
          degree: degrees.name,
          degreeImg: degrees.fotoPerfil,
          campus: campuses.name,
          campusId: campuses.id,
          createdAt: meetings.createdAt,
        })
        .from(meetings)
        .innerJoin(degrees, eq(degrees.id, meetings.degreeId))
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .where(eq(meetings.userId, userId))
        .orderBy(desc(meetings.createdAt), asc(meetings.id));
      return rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() }));
    },

    /** Books a meeting: only on a favourite, once per degree, at most 4, also under concurrency. */
    create(userId: number, degreeId: number) {
      return db.transaction(async (tx) => {
        await lockStudent(tx, userId);
        const [deg] = await tx.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, degreeId));
        if (!deg) throw notFound('La carrera no existe');
        const [existing] = await tx
          .select({ id: meetings.id })
          .from(meetings)
          .where(and(eq(meetings.userId, userId), eq(meetings.degreeId, degreeId)));
        if (existing) throw codeError('DuplicatedResource');
        const [fav] = await tx
          .select({ id: favoriteDegrees.degreeId })
          .from(favoriteDegrees)
          .where(and(eq(favoriteDegrees.userId, userId), eq(favoriteDegrees.degreeId, degreeId)));
        if (!fav) throw codeError('FavoriteRequired');
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(meetings).where(eq(meetings.userId, userId));
        if (n >= LIMITS.maxMeetings) throw codeError('MeetingLimitReached');
        await tx.insert(meetings).values({ userId, degreeId });
      });
    },
  };
}
