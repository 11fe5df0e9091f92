import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campuses, cities, degrees } from '../../db/schema/index.ts';
import { accentInsensitiveContains } from '../../lib/search.ts';

const degreesCount = sql<number>`(select count(*)::int from ${degrees} where ${degrees.campusId} = ${campuses.id})`;

const summaryColumns = {
  id: campuses.id,
  name: campuses.name,
  city: cities.name,
  city_id: campuses.cityId,
  foto_perfil: campuses.fotoPerfil,
  degrees_count: degreesCount,
};

export function campusesRepository(db: DbOrTx) {
  return {
    async find(id: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          foto_portada: campuses.fotoPortada,
          video: campuses.video,
          descripcion: campuses.descripcion,
          ubicacion: campuses.ubicacion,
          galeria: campuses.galeria,
        })
        .from(campuses)
        .innerJoin(cities, eq(cities.id, campuses.cityId))
        .where(eq(campuses.id, id));
      return row ? { ...row, degrees_count: Number(row.degrees_count) } : undefined;
    },

    async list(opts: { search?: string; page: number; pageSize: number }) {
      const where = opts.search ? accentInsensitiveContains([campuses.name, cities.name], opts.search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(campuses)
          .innerJoin(cities, eq(cities.id, campuses.cityId))
          .where(where)
          .orderBy(asc(campuses.name), asc(campuses.id))
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize),
        db.select({ n: count() }).from(campuses).innerJoin(cities, eq(cities.id, campuses.cityId)).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r, degrees_count: Number(r.degrees_count) })), total: total?.n ?? 0 };
    },
  };
}
