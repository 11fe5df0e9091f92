import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { areas, cities } from './catalog.ts';
import { users } from './users.ts';

export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    fotoPerfil: text('foto_perfil'),
    fotoPortada: text('foto_portada'),
    video: text('video'),
    descripcion: text('descripcion'),
    ubicacion: text('ubicacion'),
    galeria: text('galeria')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campuses_city_idx').on(t.cityId),
    check('campuses_galeria_check', sql`coalesce(array_length(${t.galeria}, 1), 0) <= 5`),
  ],
);

export const degrees = pgTable(
  'degrees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    descripcion: text('descripcion'),
    fotoPerfil: text('foto_perfil'),
    fotoPortada: text('foto_portada'),
    video: text('video'),
    pdfPlanEstudios: text('pdf_plan_estudios'),
    pdfBecas: text('pdf_becas'),
    galeria: text('galeria')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('degrees_campus_idx').on(t.campusId),
    index('degrees_area_idx').on(t.areaId, t.campusId),
    uniqueIndex('degrees_campus_name_key').on(t.campusId, t.name),
    check('degrees_galeria_check', sql`coalesce(array_length(${t.galeria}, 1), 0) <= 5`),
  ],
);

export const favoriteDegrees = pgTable(
  'favorite_degrees',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
