import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areas, campuses, degrees, favoriteDegrees, meetings } from '../../db/schema/index.ts';
import { accentInsensitiveContains } from '../../lib/search.ts';

const listColumns = {
  id: degrees.id,
  name: degrees.name,
  image: degrees.fotoPerfil,
  campus: campuses.name,
  campus_id: degrees.campusId,
  area: areas.name,
  area_id: degrees.areaId,
};

export function degreesRepository(db: DbOrTx) {
  return {
    async find(id: number) {
      const [row] = await db
        .select({
          ...listColumns,
          foto_perfil: degrees.fotoPerfil,
          foto_portada: degrees.fotoPortada,
          video: degrees.video,
          descripcion: degrees.descripcion,
          pdf_plan_estudios: degrees.pdfPlanEstudios,
          pdf_becas: degrees.pdfBecas,
          galeria: degrees.galeria,
        })
        .from(degrees)
        .innerJoin(campuses, eq(campuses.id, degrees.campusId))
        .innerJoin(areas, eq(areas.id, degrees.areaId))
        .where(eq(degrees.id, id));
      return row;
    },

    async list(opts: { areas?: number[]; campusId?: number; search?: string; page: number; pageSize: number }) {
      const filters: Array<SQL | undefined> = [
        opts.areas?.length ? inArray(degrees.areaId, opts.areas) : undefined,
        opts.campusId ? eq(degrees.campusId, opts.campusId) : undefined,
        opts.search ? or(accentInsensitiveContains([degrees.name, campuses.name], opts.search)) : undefined,
      ];
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(degrees)
          .innerJoin(campuses, eq(campuses.id, degrees.campusId))
          .innerJoin(areas, eq(areas.id, degrees.areaId))
          .where(where)
          .orderBy(asc(areas.name), asc(degrees.name), asc(degrees.id))
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize),
        db.select({ n: count() }).from(degrees).innerJoin(campuses, eq(campuses.id, degrees.campusId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async preferencesOf(userId: number, degreeId: number) {
      const [fav] = await db
        .select({ id: favoriteDegrees.degreeId })
        .from(favoriteDegrees)
        .where(and(eq(favoriteDegrees.userId, userId), eq(favoriteDegrees.degreeId, degreeId)));
      const [meet] = await db
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.userId, userId), eq(meetings.degreeId, degreeId)));
      return { is_favorite: !!fav, is_meeting: !!meet };
    },

    async exists(id: number) {
      const [row] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, id));
      return !!row;
    },
  };
}
