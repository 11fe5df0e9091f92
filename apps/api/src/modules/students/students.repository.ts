import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Page, PageRequest } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import { areas, campuses, cities, degrees, userAreas, userCities, users } from '../../db/schema/index.ts';

const studentId = sql.placeholder('userId');
const myAreas = (db: DbOrTx) =>
  db.select({ id: userAreas.areaId }).from(userAreas).where(eq(userAreas.userId, studentId));

/** A page of suggested campuses (ordered by name), each with the student's areas it teaches. */
const suggestionsPage = preparedPer((db) => {
  const found = db.$with('found').as(
    db
      .select({
        id: campuses.id,
        name: campuses.name,
        image: campuses.fotoPerfil,
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(campuses)
      .where(
        and(
          inArray(
            campuses.cityId,
            db.select({ id: userCities.cityId }).from(userCities).where(eq(userCities.userId, studentId)),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(degrees)
              .where(and(eq(degrees.campusId, campuses.id), inArray(degrees.areaId, myAreas(db)))),
          ),
        ),
      )
      .orderBy(asc(campuses.name), asc(campuses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return db
    .with(found)
    .selectDistinct({ id: found.id, name: found.name, image: found.image, total: found.total, areaId: degrees.areaId })
    .from(found)
    .innerJoin(degrees, and(eq(degrees.campusId, found.id), inArray(degrees.areaId, myAreas(db))))
    .orderBy(asc(found.name), asc(found.id), asc(degrees.areaId))
    .prepare('student_suggestions');
});

/** A suggested campus and one of the student's areas it teaches. */
type Suggestion = { id: number; name: string; image: string | null; areaId: number };

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

    /**
     * One page of the campuses in the student's cities that teach one of their areas (by name),
     * as one row per campus and matching area, and how many such campuses there are: one prepared
     * statement (the total rides on each row; a page past the end counts on its own).
     */
    async suggestions(userId: number, { page, pageSize }: PageRequest): Promise<Page<Suggestion>> {
      const rows = await suggestionsPage(db).execute({ userId, limit: pageSize, offset: (page - 1) * pageSize });
      if (rows.length) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
      if (page === 1) return { rows: [], total: 0 };
      return { rows: [], total: (await this.suggestions(userId, { page: 1, pageSize: 1 })).total };
    },
  };
}
