import type { SQL } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, galleryCheck, mediaColumns, nameKey, ref } from '../../db/schema/columns.ts';
import { cities } from '../catalog/catalog.schema.ts';

export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cityId: ref('city_id', () => cities.id, 'restrict'),
    ...mediaColumns(),
    ubicacion: text('ubicacion'),
    createdAt: createdAt(),
    /**
     * The name as a search compares it, lower case and without accents (nameKey), kept by the
     * database: the campus list's search and the degree search by campus read it instead of
     * unaccenting each name they find (db/search.ts).
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => nameKey(campuses.name)),
  },
  (t) => [
    index('campuses_city_idx').on(t.cityId),
    index('campuses_search_name_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    galleryCheck('campuses', t.galeria),
  ],
);
