import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns.ts';

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const semesters = pgTable(
  'semesters',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    position: smallint('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('semesters_position_key').on(t.position)],
);

export const highschools = pgTable(
  'highschools',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cityId: ref('city_id', () => cities.id, 'restrict'),
    notebooks: integer('notebooks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('highschools_name_city_key').on(t.name, t.cityId),
    check('highschools_notebooks_check', sql`${t.notebooks} >= 0`),
  ],
);

/**
 * One row whose version goes up with every statement that writes campuses or degrees (triggers,
 * migration 0016). What is computed from the catalog can be cached under it: a request that reads
 * the version knows whether what it cached is still the catalog, in every instance of the app.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_one_row', sql`${t.one}`)],
);
