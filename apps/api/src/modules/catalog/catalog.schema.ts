import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
