import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DegreeBody } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { editorMediaColumns } from '../../db/columns.ts';
import { pageOf, type PageRequest } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import { deleteById, insertReturningId, updateById } from '../../db/rows.ts';
import { areas, campuses, degrees, favoriteDegrees, meetings } from '../../db/schema/index.ts';
import { ownOrParentContains } from '../../db/search.ts';

const listColumns = {
  id: degrees.id,
  name: degrees.name,
  image: degrees.fotoPerfil,
  campus: campuses.name,
  campus_id: degrees.campusId,
  area: areas.name,
  area_id: degrees.areaId,
};

/** A degree's page: its card, and its pictures, video, description, PDFs and gallery. */
const detailColumns = {
  ...listColumns,
  foto_perfil: degrees.fotoPerfil,
  foto_portada: degrees.fotoPortada,
  video: degrees.video,
  descripcion: degrees.descripcion,
  pdf_plan_estudios: degrees.pdfPlanEstudios,
  pdf_becas: degrees.pdfBecas,
  galeria: degrees.galeria,
};

/** The columns of a degree, from the body of the degree editor. */
const columnsOf = (b: DegreeBody) => ({
  name: b.name,
  campusId: b.campusId,
  areaId: b.areaId,
  pdfPlanEstudios: b.studyPlan,
  pdfBecas: b.pdfBecas,
  ...editorMediaColumns(b),
});

const degreeById = preparedPer((db) =>
  db
    .select(detailColumns)
    .from(degrees)
    .innerJoin(campuses, eq(campuses.id, degrees.campusId))
    .innerJoin(areas, eq(areas.id, degrees.areaId))
    .where(eq(degrees.id, sql.placeholder('id')))
    .prepare('degree_by_id'),
);

/** Whether the student has the degree among their favourites, and a meeting on it: one round trip. */
const choicesOf = preparedPer((db) => {
  const [userId, degreeId] = [sql.placeholder('userId'), sql.placeholder('degreeId')];
  return db
    .select({
      is_favorite: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(favoriteDegrees)
        .where(and(eq(favoriteDegrees.userId, userId), eq(favoriteDegrees.degreeId, degreeId)))})`,
      is_meeting: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(meetings)
        .where(and(eq(meetings.userId, userId), eq(meetings.degreeId, degreeId)))})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('degree_choices');
});

export function degreesRepository(db: DbOrTx) {
  return {
    async find(id: number) {
      const [row] = await degreeById(db).execute({ id });
      return row;
    },

    /** Degrees of the given areas and campus whose name or campus contains the search. */
    list(opts: PageRequest & { areas?: number[]; campusId?: number; search?: string }) {
      const filters: Array<SQL | undefined> = [
        opts.areas?.length ? inArray(degrees.areaId, opts.areas) : undefined,
        opts.campusId ? eq(degrees.campusId, opts.campusId) : undefined,
        opts.search
          ? ownOrParentContains(
              opts.search,
              { id: degrees.id, name: degrees.name, parentId: degrees.campusId },
              campuses,
            )
          : undefined,
      ];
      const where = and(...filters);
      return pageOf(
        db
          .select(listColumns)
          .from(degrees)
          .innerJoin(campuses, eq(campuses.id, degrees.campusId))
          .innerJoin(areas, eq(areas.id, degrees.areaId))
          .where(where)
          .orderBy(asc(areas.name), asc(degrees.name), asc(degrees.id))
          .$dynamic(),
        db.select({ n: count() }).from(degrees).innerJoin(campuses, eq(campuses.id, degrees.campusId)).where(where),
        opts,
      );
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
