import { and, asc, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { DegreeBody } from '@tlp/shared';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { catalogCachePer } from '../../db/catalog-cache.ts';
import type { DbOrTx } from '../../db/client.ts';
import { editorMediaColumns } from '../../db/columns.ts';
import { pageSlices, type Page, type PageRequest } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import { deleteById, insertReturningId, rawRows, updateById } from '../../db/rows.ts';
import { areas, campuses, catalogVersion, cities, degrees } from '../../db/schema/index.ts';
import { favoriteExists } from '../favorites/favorites.queries.ts';
import { meetingExists } from '../meetings/meetings.queries.ts';
import { latestFiguresJson } from '../labour-market/labour-market.queries.ts';
import { keyContains, keyLeadingMatch, parentMatches } from '../../db/search.ts';

const listColumns = {
  id: degrees.id,
  name: degrees.name,
  image: degrees.fotoPerfil,
  campus: campuses.name,
  campus_id: degrees.campusId,
  area: areas.name,
  area_id: degrees.areaId,
  modalidad: degrees.modalidad,
  duracion: degrees.duracion,
  duracion_unidad: degrees.duracionUnidad,
  costo_periodo: degrees.costoPeriodo,
};

type DegreeRow = SelectResultFields<typeof listColumns>;

/** A degree's page: its card, and its pictures, video, description, PDFs and gallery. */
const detailColumns = {
  ...listColumns,
  city: cities.name,
  foto_perfil: degrees.fotoPerfil,
  foto_portada: degrees.fotoPortada,
  video: degrees.video,
  descripcion: degrees.descripcion,
  pdf_plan_estudios: degrees.pdfPlanEstudios,
  pdf_becas: degrees.pdfBecas,
  galeria: degrees.galeria,
  field_id: degrees.fieldId,
  figures: latestFiguresJson(degrees.fieldId),
};

/** The columns of a degree, from the body of the degree editor. */
const columnsOf = (b: DegreeBody) => ({
  name: b.name,
  campusId: b.campusId,
  areaId: b.areaId,
  pdfPlanEstudios: b.studyPlan,
  pdfBecas: b.pdfBecas,
  modalidad: b.modality,
  duracion: b.duration,
  duracionUnidad: b.durationUnit,
  costoPeriodo: b.costPerPeriod,
  // Left out of the body, the degree keeps its field (an update skips undefined columns).
  fieldId: b.fieldId,
  ...editorMediaColumns(b),
});

const degreeById = preparedPer((db) =>
  db
    .select(detailColumns)
    .from(degrees)
    .innerJoin(campuses, eq(campuses.id, degrees.campusId))
    .innerJoin(areas, eq(areas.id, degrees.areaId))
    .innerJoin(cities, eq(cities.id, campuses.cityId))
    .where(eq(degrees.id, sql.placeholder('id')))
    .prepare('degree_by_id'),
);

/** Whether the student has the degree among their favourites, and a meeting on it: one round trip. */
const choicesOf = preparedPer((db) => {
  const [userId, degreeId] = [sql.placeholder('userId'), sql.placeholder('degreeId')];
  return db
    .select({
      is_favorite: favoriteExists(db, userId, degreeId),
      is_meeting: meetingExists(db, userId, degreeId),
    })
    .from(sql`(select 1) as one`)
    .prepare('degree_choices');
});

/** What the degree list can be narrowed to: areas, a campus, the campuses' cities, a search. */
export type DegreeListFilters = PageRequest & {
  areas?: number[];
  cities?: number[];
  campusId?: number;
  search?: string;
};

/** A degree search also finds the degrees of the campuses whose name contains it. */
const matchingCampuses = (search: string) => parentMatches(search, { id: campuses.id, key: campuses.searchName });

/**
 * The degree's name, or its campus's, contains the search, tested row by row: for a scan that
 * already walks one area in name order (its index), which stops once it has its page. The name is
 * tested on its stored search key; the campuses' matches are read once, as a hashed set.
 */
const nameOrCampusMatches = (search: string) =>
  sql`(${keyContains(degrees.searchName, search)} or ${degrees.campusId} in (${matchingCampuses(search)}))`;

/** How many degrees the list holds per area (of those that meet `base`), in the areas' name order. */
function countByArea(db: DbOrTx, base: SQL | undefined) {
  return db
    .select({ areaId: areas.id, n: count() })
    .from(degrees)
    .innerJoin(areas, eq(areas.id, degrees.areaId))
    .where(base)
    .groupBy(areas.id, areas.name)
    .orderBy(asc(areas.name));
}

interface SearchCount {
  areaId: number;
  /** Every degree found in the area. */
  n: number;
  /** Of them, those named as searched, and those whose name starts with the search (these included). */
  named: number;
  starting: number;
}

/**
 * How many degrees a search finds per area, in the areas' name order, with how many are named as
 * searched and how many start with it. Two disjoint sets, counted by area id (a hash of 13 keys)
 * and only then put in the areas' order (sorting thousands of matches by a text collation would
 * cost more than finding them): the degrees of the matching campuses, from the index on
 * (area_id, campus_id) alone (however many), and those that match by their own name in a campus
 * that does not, from the trigram index of the stored search name (rechecked against that text, no
 * name unaccented). A name that is or starts with the search contains it, so that one scan of
 * own-name matches also counts the first two tiers, for every campus.
 */
function countSearchByArea(db: DbOrTx, base: SQL | undefined, search: string) {
  const also = base ? sql` and ${base}` : sql``;
  const campusMatches = matchingCampuses(search);
  const { starts, isTerm } = keyLeadingMatch(degrees.searchName, search);
  return rawRows<SearchCount>(
    db,
    sql`select ${areas.id} as "areaId", coalesce(by_campus.n, 0) + coalesce(by_name.n, 0) as n,
      coalesce(by_name.named, 0) as named, coalesce(by_name.starting, 0) as starting
    from ${areas}
    left join (
      select ${degrees.areaId} as area_id, count(*)::int as n from ${degrees}
      where ${degrees.campusId} in (${campusMatches})${also}
      group by ${degrees.areaId}
    ) by_campus on by_campus.area_id = ${areas.id}
    left join (
      select ${degrees.areaId} as area_id,
        (count(*) filter (where ${degrees.campusId} not in (${campusMatches})))::int as n,
        (count(*) filter (where ${isTerm}))::int as named,
        (count(*) filter (where ${starts}))::int as starting
      from ${degrees} where ${keyContains(degrees.searchName, search)}${also}
      group by ${degrees.areaId}
    ) by_name on by_name.area_id = ${areas.id}
    where coalesce(by_campus.n, 0) + coalesce(by_name.n, 0) > 0
    order by ${areas.name}`,
  );
}

/** One run of the list: the matches of one area within one tier of a search (or of no search). */
interface ListGroup {
  areaId: number;
  n: number;
  /** What the run's rows meet besides their area and the filters. */
  where?: SQL;
}

/**
 * The runs of a search's list, in its order: the degrees named as searched ("Medicina"), then
 * those whose name starts with it ("Medicina Veterinaria y Zootecnia"), then the other matches (the
 * name contains it, or the campus's does); each tier by area name, then name. A name that starts
 * with the search contains it (keyLeadingMatch), so the counts of the first two tiers, read from
 * the names that contain it, are those of every match; each run reads its rows with the search's
 * own condition and its tier's, walking the area's index in name order as the list always did.
 */
async function searchGroups(db: DbOrTx, base: SQL | undefined, search: string): Promise<ListGroup[]> {
  const perArea = await countSearchByArea(db, base, search);
  const match = nameOrCampusMatches(search);
  const { starts, isTerm } = keyLeadingMatch(degrees.searchName, search);
  const tier = (where: SQL, size: (area: SearchCount) => number) =>
    perArea.map((area) => ({ areaId: area.areaId, n: size(area), where }));
  return [
    ...tier(and(match, isTerm)!, (area) => area.named),
    ...tier(and(match, starts, not(isTerm))!, (area) => area.starting - area.named),
    ...tier(and(match, not(starts))!, (area) => area.n - area.starting),
  ].filter((group) => group.n > 0);
}

/**
 * The runs of a list (how many rows each area, and each tier of a search, holds), by the filters
 * and the search, under the catalog's version (db/catalog-cache.ts: any write to degrees,
 * campuses, areas or cities raises it). Counting them is the part of a page that grows with the
 * catalogue: a search for a common word counts tens of thousands of matches (60 ms at 100,000
 * degrees, half of them "Ingeniería …") and the plain list counts every degree per area, for the
 * same answer on every page and every request until the catalogue changes. Each instance keeps its
 * own; the version is read first, so an answer computed just after a change is kept under the
 * version before it, which no request reads once the change is visible.
 */
const listRuns = catalogCachePer<ListGroup[]>();

async function catalogVersionNow(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return row ? Number(row.version) : null;
}

async function runsOf(db: DbOrTx, opts: DegreeListFilters, base: SQL | undefined): Promise<ListGroup[]> {
  const version = await catalogVersionNow(db);
  const cache = listRuns(db);
  const key = JSON.stringify([opts.search ?? null, opts.areas ?? [], opts.cities ?? [], opts.campusId ?? null]);
  const cached = version === null ? undefined : cache.get(version, key);
  if (cached) return cached;
  const groups = opts.search ? await searchGroups(db, base, opts.search) : await countByArea(db, base);
  if (version !== null) cache.set(version, key, groups);
  return groups;
}

export function degreesRepository(db: DbOrTx) {
  return {
    async find(id: number) {
      const [row] = await degreeById(db).execute({ id });
      return row;
    },

    /**
     * Degrees of the given areas, campus and cities whose name or campus contains the search, by area name,
     * then name (a search puts exact names first, then names that start with it: searchGroups). First
     * the matches of each area, counted from the index on (area, name, id); then only the areas the
     * page falls in, each read from that index at its own offset, so no page sorts the whole
     * catalogue to skip to its rows.
     */
    async list(opts: DegreeListFilters): Promise<Page<DegreeRow>> {
      const base = and(
        opts.areas?.length ? inArray(degrees.areaId, opts.areas) : undefined,
        opts.campusId ? eq(degrees.campusId, opts.campusId) : undefined,
        // The campuses of those cities, from their index: a degree is in its campus's city.
        opts.cities?.length
          ? inArray(
              degrees.campusId,
              db.select({ id: campuses.id }).from(campuses).where(inArray(campuses.cityId, opts.cities)),
            )
          : undefined,
      );
      const groups = await runsOf(db, opts, base);
      const slices = pageSlices(
        groups.map((group) => group.n),
        opts,
      );
      const parts = await Promise.all(
        slices.map(({ index, offset, limit }) =>
          db
            .select(listColumns)
            .from(degrees)
            .innerJoin(campuses, eq(campuses.id, degrees.campusId))
            .innerJoin(areas, eq(areas.id, degrees.areaId))
            .where(and(eq(degrees.areaId, groups[index]!.areaId), base, groups[index]!.where))
            .orderBy(asc(degrees.name), asc(degrees.id))
            .limit(limit)
            .offset(offset),
        ),
      );
      return { rows: parts.flat(), total: groups.reduce((sum, group) => sum + group.n, 0) };
    },

    async preferencesOf(userId: number, degreeId: number) {
      const [row] = await choicesOf(db).execute({ userId, degreeId });
      return { is_favorite: !!row?.is_favorite, is_meeting: !!row?.is_meeting };
    },

    async exists(id: number) {
      const [row] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, id));
      return !!row;
    },

    create: (body: DegreeBody) => insertReturningId(db, degrees, columnsOf(body)),
    /** False when there is no such degree. */
    update: (id: number, body: DegreeBody) => updateById(db, degrees, id, columnsOf(body)),
    /** Favourites and meetings on the degree go with it (FK cascades). */
    remove: (id: number) => deleteById(db, degrees, id),
  };
}
