import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CampusBody } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { editorMediaColumns } from '../../db/columns.ts';
import type { PageRequest } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import { campuses, catalogVersion, cities, degrees } from '../../db/schema/index.ts';
import { catalogCachePer } from '../../db/catalog-cache.ts';
import { deleteById, insertReturningId, updateById } from '../../db/rows.ts';
import { placesByNameOrCity } from '../../db/places.ts';

const degreesCount = sql<number>`(select count(*)::int from ${degrees} where ${degrees.campusId} = ${campuses.id})`;

const summaryColumns = {
  id: campuses.id,
  name: campuses.name,
  city: cities.name,
  city_id: campuses.cityId,
  foto_perfil: campuses.fotoPerfil,
  degrees_count: degreesCount,
};

/** A campus's profile: its summary, and its cover, video, description, location and gallery. */
const profileColumns = {
  ...summaryColumns,
  foto_portada: campuses.fotoPortada,
  video: campuses.video,
  descripcion: campuses.descripcion,
  ubicacion: campuses.ubicacion,
  galeria: campuses.galeria,
};

/** The columns of a campus, from the body of the campus editor. */
const columnsOf = (b: CampusBody) => ({
  name: b.name,
  cityId: b.cityId,
  ubicacion: b.location,
  ...editorMediaColumns(b),
});

const campusById = preparedPer((db) =>
  db
    .select(profileColumns)
    .from(campuses)
    .innerJoin(cities, eq(cities.id, campuses.cityId))
    .where(eq(campuses.id, sql.placeholder('id')))
    .prepare('campus_by_id'),
);

/** What the campus list can be narrowed to: a search, cities, and areas its degrees are in. */
export type CampusListFilters = PageRequest & { search?: string; areas?: number[]; cities?: number[] };

/**
 * The total of each search and filters, kept under the catalogue's version (campuses, degrees and
 * cities bump it, migrations 0016 and 0020): a search for a common word ("mexico": a quarter of
 * 10,000 campuses) counts every match once per catalogue change instead of on every page. The
 * version is read first, so a total counted just after a change is kept under the version before.
 */
const listTotals = catalogCachePer<number>();

async function catalogVersionNow(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row ? Number(row.version) : null;
}

export function campusesRepository(db: DbOrTx) {
  return {
    async find(id: number) {
      const [row] = await campusById(db).execute({ id });
      return row ? { ...row, degrees_count: Number(row.degrees_count) } : undefined;
    },

    /**
     * Campuses whose name or city contains the search, in one of the cities and with a degree in
     * one of the areas given, by name. The areas are read from the index on (area, campus).
     */
    async list({ areas, cities: cityIds, ...opts }: CampusListFilters) {
      const also = and(
        cityIds?.length ? inArray(campuses.cityId, cityIds) : undefined,
        areas?.length
          ? inArray(
              campuses.id,
              db.select({ id: degrees.campusId }).from(degrees).where(inArray(degrees.areaId, areas)),
            )
          : undefined,
      );
      const version = await catalogVersionNow(db);
      const key = JSON.stringify([opts.search ?? null, areas ?? [], cityIds ?? []]);
      const cache = listTotals(db);
      const knownTotal = version === null ? undefined : cache.get(version, key);
      const { rows, total } = await placesByNameOrCity(db, campuses, summaryColumns, { ...opts, also, knownTotal });
      if (version !== null && knownTotal === undefined) cache.set(version, key, total);
      return { rows: rows.map((r) => ({ ...r, degrees_count: Number(r.degrees_count) })), total };
    },

    create: (body: CampusBody) => insertReturningId(db, campuses, columnsOf(body)),
    /** False when there is no such campus. */
    update: (id: number, body: CampusBody) => updateById(db, campuses, id, columnsOf(body)),
    /** Its degrees go too, and with them favourites and meetings on them (FK cascades). */
    remove: (id: number) => deleteById(db, campuses, id),
  };
}
