import { and, asc, eq, exists, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { catalogCachePer } from '../../db/catalog-cache.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Page, PageRequest } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  areas,
  campuses,
  catalogVersion,
  cities,
  degrees,
  userAreas,
  userCities,
  users,
} from '../../db/schema/index.ts';

const studentId = sql.placeholder('userId');
const areaIds = sql.placeholder('areaIds');
const cityIds = sql.placeholder('cityIds');

/**
 * What a student's suggestions depend on, in one statement: their areas and cities, and the
 * catalog's version (the suggestions of the same areas and cities are the same for everyone).
 */
const suggestionsContext = preparedPer((db) =>
  db
    .select({
      version: sql<string | null>`(select ${catalogVersion.version} from ${catalogVersion})`,
      areaIds: sql<
        number[]
      >`array(select ${userAreas.areaId} from ${userAreas} where ${userAreas.userId} = ${users.id} order by 1)`,
      cityIds: sql<
        number[]
      >`array(select ${userCities.cityId} from ${userCities} where ${userCities.userId} = ${users.id} order by 1)`,
    })
    .from(users)
    .where(eq(users.id, studentId))
    .prepare('student_suggestions_context'),
);

const teachesOneOf = (areaId: AnyColumn) => sql`${areaId} = any(${areaIds}::int[])`;

/** A page of the campuses in some cities that teach some areas (by name), each with those it teaches. */
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
          sql`${campuses.cityId} = any(${cityIds}::int[])`,
          exists(
            db
              .select({ one: sql`1` })
              .from(degrees)
              .where(and(eq(degrees.campusId, campuses.id), teachesOneOf(degrees.areaId))),
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
    .innerJoin(degrees, and(eq(degrees.campusId, found.id), teachesOneOf(degrees.areaId)))
    .orderBy(asc(found.name), asc(found.id), asc(degrees.areaId))
    .prepare('student_suggestions');
});

/** A suggested campus and one of the student's areas it teaches. */
type Suggestion = { id: number; name: string; image: string | null; areaId: number };

/**
 * Pages of suggestions by areas, cities and page, while the catalog stays as it was: students with
 * the same preferences (most of a school's, many across the country) share them, and a request
 * that finds its page here costs the database one small statement instead of the search.
 */
const suggestionsCache = catalogCachePer<Page<Suggestion>>();

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

    /** Which of the ids were retired and are not already among the student's own choices. */
    async newlyRetiredIds(table: 'areas' | 'cities', userId: number, ids: number[]) {
      if (!ids.length) return [];
      const t = table === 'areas' ? areas : cities;
      const own = table === 'areas' ? userAreas : userCities;
      const ownId = table === 'areas' ? userAreas.areaId : userCities.cityId;
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .leftJoin(own, and(eq(own.userId, userId), eq(ownId, t.id)))
        .where(and(inArray(t.id, ids), eq(t.active, false), isNull(own.userId)));
      return rows.map((r) => r.id);
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
     * as one row per campus and matching area, and how many such campuses there are (the total
     * rides on each row; a page past the end counts on its own). Cached by areas, cities and page
     * under the catalog's version, which the request reads with the student's preferences.
     */
    async suggestions(userId: number, { page, pageSize }: PageRequest): Promise<Page<Suggestion>> {
      const [context] = await suggestionsContext(db).execute({ userId });
      if (!context?.areaIds.length || !context.cityIds.length) return { rows: [], total: 0 };
      const version = context.version === null ? null : Number(context.version);
      const cache = suggestionsCache(db);
      const key = `${context.areaIds.join(',')}|${context.cityIds.join(',')}|${page}|${pageSize}`;
      const cached = version === null ? undefined : cache.get(version, key);
      if (cached) return cached;

      const search = (limit: number, offset: number) =>
        suggestionsPage(db).execute({ areaIds: context.areaIds, cityIds: context.cityIds, limit, offset });
      const rows = await search(pageSize, (page - 1) * pageSize);
      let found: Page<Suggestion>;
      if (rows.length) found = { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
      else if (page === 1) found = { rows: [], total: 0 };
      else found = { rows: [], total: (await search(1, 0))[0]?.total ?? 0 };
      if (version !== null) cache.set(version, key, found);
      return found;
    },
  };
}
