import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DegreeModality, DurationUnit } from '@tlp/shared';
import { createdAt, galleryCheck, mediaColumns, ref } from './columns.ts';
import { areas, cities } from './catalog.ts';
import { users } from './users.ts';

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

export const degrees = pgTable(
  'degrees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    campusId: ref('campus_id', () => campuses.id, 'cascade'),
    areaId: ref('area_id', () => areas.id, 'restrict'),
    ...mediaColumns(),
    pdfPlanEstudios: text('pdf_plan_estudios'),
    pdfBecas: text('pdf_becas'),
    // What a student compares: how it is taught, how long it lasts and what a period costs (MXN).
    modalidad: text('modalidad').$type<DegreeModality>(),
    duracion: integer('duracion'),
    duracionUnidad: text('duracion_unidad').$type<DurationUnit>(),
    costoPeriodo: integer('costo_periodo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('degrees_campus_idx').on(t.campusId),
    index('degrees_area_idx').on(t.areaId, t.campusId),
    // The degree list's order within an area: a page reads its slice of an area from here.
    index('degrees_area_name_idx').on(t.areaId, t.name, t.id),
    uniqueIndex('degrees_campus_name_key').on(t.campusId, t.name),
    galleryCheck('degrees', t.galeria),
    check('degrees_modalidad_check', sql`${t.modalidad} in ('presencial', 'en_linea', 'mixta')`),
    check(
      'degrees_duracion_check',
      sql`(${t.duracion} is null) = (${t.duracionUnidad} is null) and ${t.duracion} between 1 and 20
        and ${t.duracionUnidad} in ('semestres', 'cuatrimestres', 'anios')`,
    ),
    check('degrees_costo_periodo_check', sql`${t.costoPeriodo} >= 0`),
  ],
);

export const favoriteDegrees = pgTable(
  'favorite_degrees',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    degreeId: ref('degree_id', () => degrees.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.degreeId] }), index('favorite_degrees_degree_idx').on(t.degreeId)],
);

/** A meeting references its favourite, so the database itself refuses a meeting on a non-favourite. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    degreeId: integer('degree_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meetings_user_degree_key').on(t.userId, t.degreeId),
    index('meetings_degree_idx').on(t.degreeId),
    foreignKey({ name: 'meetings_user_fk', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'meetings_degree_fk', columns: [t.degreeId], foreignColumns: [degrees.id] }).onDelete('cascade'),
    foreignKey({
      name: 'meetings_favorite_fk',
      columns: [t.userId, t.degreeId],
      foreignColumns: [favoriteDegrees.userId, favoriteDegrees.degreeId],
    }),
  ],
);
