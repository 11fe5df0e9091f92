import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameKey } from '../../db/schema/columns.ts';

/**
 * Areas of study, cities and semesters: admins add, rename and retire them (`active` false). A
 * retired one stays on the records that have it (degrees, campuses, schools, students) and still
 * shows there, but no picker offers it (the public lists carry the active ones only).
 */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** The interests (RIASEC letters, e.g. 'IR') it speaks to: the students' matches read them. */
    riasec: text('riasec'),
  },
  (t) => [
    uniqueIndex('areas_name_key').using('btree', nameKey(t.name)),
    check('areas_riasec_check', sql`${t.riasec} ~ '^[RIASEC]{1,3}$'`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** The IANA zone its clocks keep (MEXICO_TIME_ZONES): a campus's slots are shown in it. */
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
  },
  (t) => [uniqueIndex('cities_name_key').using('btree', nameKey(t.name))],
);

export const semesters = pgTable(
  'semesters',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('semesters_name_key').using('btree', nameKey(t.name)),
    uniqueIndex('semesters_position_key').on(t.position),
  ],
);

/**
 * One row whose version goes up with every statement that writes campuses, degrees (triggers,
 * migration 0016), areas or cities (migration 0020). What is computed from the catalog can be cached under it: a request that reads
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
