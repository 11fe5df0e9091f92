import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areas, campuses, cities, degrees, userCities } from '../../db/schema/index.ts';
import { favoriteExists } from '../favorites/favorites.queries.ts';

/** The campuses of the student's cities: from user_cities' key and the campuses' index on city. */
const campusesOfCities = (db: DbOrTx, userId: number) =>
  db
    .select({ id: campuses.id })
    .from(campuses)
    .where(
      inArray(
        campuses.cityId,
        db.select({ id: userCities.cityId }).from(userCities).where(eq(userCities.userId, userId)),
      ),
    );

/** The degrees of these areas offered in the student's cities. */
const inAreasAndCities = (db: DbOrTx, userId: number, areaIds: number[]) =>
  and(inArray(degrees.areaId, areaIds), inArray(degrees.campusId, campusesOfCities(db, userId)));

const cardColumns = {
  id: degrees.id,
  name: degrees.name,
  image: degrees.fotoPerfil,
  campus: campuses.name,
  campus_id: degrees.campusId,
  city: cities.name,
  area: areas.name,
  area_id: degrees.areaId,
  modalidad: degrees.modalidad,
  costo_periodo: degrees.costoPeriodo,
  duracion: degrees.duracion,
  duracion_unidad: degrees.duracionUnidad,
  field_id: degrees.fieldId,
};

export function matchesRepository(db: DbOrTx) {
  return {
    /** Every area that has letters of interest (retired ones too: their degrees are still offered). */
    areasWithLetters: () =>
      db
        .select({ id: areas.id, riasec: areas.riasec })
        .from(areas)
        .where(isNotNull(areas.riasec))
        .orderBy(asc(areas.id)),

    /** How many degrees each of these areas has in the student's cities. */
    countsInCities: (userId: number, areaIds: number[]) =>
      db
        .select({ areaId: degrees.areaId, n: count() })
        .from(degrees)
        .where(inAreasAndCities(db, userId, areaIds))
        .groupBy(degrees.areaId),

    /**
     * Rows `offset` to `offset + limit` of these areas' degrees in the student's cities, by name then
     * id (from the index on area and campus), each with whether it is among the student's favourites.
     */
    slice: (userId: number, areaIds: number[], offset: number, limit: number) =>
      db
        .select({ ...cardColumns, is_favorite: favoriteExists(db, userId, sql`${degrees.id}`) })
        .from(degrees)
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .innerJoin(cities, eq(cities.id, campuses.cityId))
        .innerJoin(areas, eq(areas.id, degrees.areaId))
        .where(inAreasAndCities(db, userId, areaIds))
        .orderBy(asc(degrees.name), asc(degrees.id))
        .limit(limit)
        .offset(offset),
  };
}
