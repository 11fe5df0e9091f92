import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, galleryCheck, mediaColumns, ref } from '../../db/schema/columns.ts';
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
  },
  (t) => [index('campuses_city_idx').on(t.cityId), galleryCheck('campuses', t.galeria)],
);
