import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageOfTable, type PageRequest } from '../../db/paging.ts';
import { areas, campuses, cities, degrees, userAreas, userCities, users } from '../../db/schema/index.ts';

export function studentsRepository(db: DbOrTx) {
  return {
    async preferences(userId: number) {
      const [a, c] = await Promise.all([
        db
          .select({ id: areas.id, name: areas.name })
          .from(userAreas)
          .innerJoin(areas, eq(areas.id, userAreas.areaId))
          .where(eq(userAreas.userId, userId))
          .orderBy(asc(areas.name)),
        db
          .select({ id: cities.id, name: cities.name })
          .from(userCities)
          .innerJoin(cities, eq(cities.id, userCities.cityId))
          .where(eq(userCities.userId, userId))
          .orderBy(asc(cities.name)),
      ]);
      return { areas: a, cities: c };
    },

    /** Which of the ids exist, to refuse unknown areas or cities with a 400. */
    async missingIds(table: 'areas' | 'cities', ids: number[]) {
      if (!ids.length) return [];
      const t = table === 'areas' ? areas : cities;
      const found = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
      const known = new Set(found.map((r) => r.id));
      return ids.filter((id) => !known.has(id));
    },

    async replacePreferences(userId: number, areaIds: number[], cityIds: number[]) {
      await db.delete(userAreas).where(eq(userAreas.userId, userId));
      await db.delete(userCities).where(eq(userCities.userId, userId));
      if (areaIds.length) await db.insert(userAreas).values(areaIds.map((areaId) => ({ userId, areaId })));
      if (cityIds.length) await db.insert(userCities).values(cityIds.map((cityId) => ({ userId, cityId })));
    },

    completeOnboarding(
      userId: number,
      values: { avatar: string; universityCheck: boolean; currentUniversity: string | null },
    ) {
      return db
        .update(users)
        .set({ ...values, onboarded: true })
        .where(and(eq(users.id, userId), eq(users.type, 'student')));
    },

    /** Campuses in the student's cities teaching degrees in the student's areas: one row per (campus, area). */
    /**
     * One page of the campuses in the student's cities that teach one of their areas (by name),
     * as one row per campus and matching area, and how many such campuses there are.
     */
    async suggestions(userId: number, page: PageRequest) {
      const cityIds = db.select({ id: userCities.cityId }).from(userCities).where(eq(userCities.userId, userId));
      const areaIds = db.select({ id: userAreas.areaId }).from(userAreas).where(eq(userAreas.userId, userId));
      const teachesAnArea = exists(
        db
          .select({ one: sql`1` })
          .from(degrees)
          .where(and(eq(degrees.campusId, campuses.id), inArray(degrees.areaId, areaIds))),
      );
      const where = and(inArray(campuses.cityId, cityIds), teachesAnArea);
      const columns = { id: campuses.id, name: campuses.name, image: campuses.fotoPerfil };
      const order = [asc(campuses.name), asc(campuses.id)];
      const { rows: found, total } = await pageOfTable(db, campuses, columns, where, order, page);
      if (!found.length) return { rows: [], total };
      const matches = await db
        .selectDistinct({ campusId: degrees.campusId, areaId: degrees.areaId })
        .from(degrees)
        .where(
          and(
            inArray(
              degrees.campusId,
              found.map((c) => c.id),
            ),
            inArray(degrees.areaId, areaIds),
          ),
        )
        .orderBy(asc(degrees.campusId), asc(degrees.areaId));
      const rows = found.flatMap((campus) =>
        matches.filter((m) => m.campusId === campus.id).map((m) => ({ ...campus, areaId: m.areaId })),
      );
      return { rows, total };
    },
  };
}
