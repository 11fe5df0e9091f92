import { eq, sql } from 'drizzle-orm';
import type { CampusBody } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { editorMediaColumns } from '../../db/columns.ts';
import type { PageRequest } from '../../db/paging.ts';
import { preparedPer } from '../../db/prepared.ts';
import { campuses, cities, degrees } from '../../db/schema/index.ts';
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

export function campusesRepository(db: DbOrTx) {
  return {
    async find(id: number) {
      const [row] = await campusById(db).execute({ id });
      return row ? { ...row, degrees_count: Number(row.degrees_count) } : undefined;
    },

    /** Campuses whose name or city contains the search, by name. */
    async list(opts: PageRequest & { search?: string }) {
      const { rows, total } = await placesByNameOrCity(db, campuses, summaryColumns, opts);
      return { rows: rows.map((r) => ({ ...r, degrees_count: Number(r.degrees_count) })), total };
    },

    create: (body: CampusBody) => insertReturningId(db, campuses, columnsOf(body)),
    /** False when there is no such campus. */
    update: (id: number, body: CampusBody) => updateById(db, campuses, id, columnsOf(body)),
    /** Its degrees go too, and with them favourites and meetings on them (FK cascades). */
    remove: (id: number) => deleteById(db, campuses, id),
  };
}
