import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DegreeBody } from '@tlp/shared';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.ts';
import { editorMediaColumns } from '../../db/columns.ts';
import { pageSlices, type Page, type PageRequest } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import { deleteById, insertReturningId, rawRows, updateById } from '../../db/rows.ts';
import { areas, campuses, cities, degrees } from '../../db/schema/index.ts';
import { favoriteExists } from '../favorites/favorites.queries.ts';
import { meetingExists } from '../meetings/meetings.queries.ts';
import { ownOrParentDisjointRows, ownOrParentMatches } from '../../db/search.ts';

const listColumns = {
  id: degrees.id,
  name: degrees.name,
  image: degrees.fotoPerfil,
  campus: campuses.name,
  campus_id: degrees.campusId,
  area: areas.name,
  area_id: degrees.areaId,
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
  modalidad: degrees.modalidad,
  duracion: degrees.duracion,
  duracion_unidad: degrees.duracionUnidad,
  costo_periodo: degrees.costoPeriodo,
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

/** A degree search looks at the degree's name and its campus's. */
const DEGREE_OR_CAMPUS = {
  own: { id: degrees.id, name: degrees.name, parentId: degrees.campusId },
  parent: { id: campuses.id, name: campuses.name },
};

/**
 * How many degrees match, per area, in the areas' name order. A search counts two disjoint sets
 * (the degrees of matching campuses, and the others whose own name matches; ownOrParentDisjointRows).
 */
async function countByArea(db: DbOrTx, base: SQL | undefined, search?: string) {
  if (!search) {
    return db
      .select({ areaId: areas.id, n: count() })
      .from(degrees)
      .innerJoin(areas, eq(areas.id, degrees.areaId))
      .where(base)
      .groupBy(areas.id, areas.name)
      .orderBy(asc(areas.name));
  }
  const matches = ownOrParentDisjointRows(search, DEGREE_OR_CAMPUS, { columns: degrees.areaId, where: base });
  // Counted by area id first (a hash of 13 keys), then put in the areas' name order: sorting the
  // thousands of matches by a text collation would cost more than finding them.
  return rawRows<{ areaId: number; n: number }>(
    db,
    sql`select m.area_id as "areaId", m.n
    from (select area_id, count(*)::int as n from (${matches}) found group by area_id) m
    join ${areas} on ${areas.id} = m.area_id
    order by ${areas.name}`,
  );
}

export function degreesRepository(db: DbOrTx) {
  return {
    async find(id: number) {
      const [row] = await degreeById(db).execute({ id });
      return row;
    },

    /**
     * Degrees of the given areas, campus and cities whose name or campus contains the search, by area name,
     * then name. First the matches of each area, counted from the index on (area, name, id); then
     * only the areas the page falls in, each read from that index at its own offset, so no page
     * sorts the whole catalogue to skip to its rows.
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
      const perArea = await countByArea(db, base, opts.search);
      const slices = pageSlices(
        perArea.map((area) => area.n),
        opts,
      );
      const match = opts.search ? ownOrParentMatches(opts.search, DEGREE_OR_CAMPUS) : undefined;
      const parts = await Promise.all(
        slices.map(({ index, offset, limit }) =>
          db
            .select(listColumns)
            .from(degrees)
            .innerJoin(campuses, eq(campuses.id, degrees.campusId))
            .innerJoin(areas, eq(areas.id, degrees.areaId))
            .where(and(eq(degrees.areaId, perArea[index]!.areaId), base, match))
            .orderBy(asc(degrees.name), asc(degrees.id))
            .limit(limit)
            .offset(offset),
        ),
      );
      return { rows: parts.flat(), total: perArea.reduce((sum, area) => sum + area.n, 0) };
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
