import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameKey, ref } from '../../db/schema/columns.ts';
import { cities } from '../catalog/catalog.schema.ts';

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
    // One name per city, whatever its case and accents.
    uniqueIndex('highschools_name_city_key').using('btree', nameKey(t.name), t.cityId),
    check('highschools_notebooks_check', sql`${t.notebooks} >= 0`),
  ],
);

/**
 * A school's running totals: its students, their favourites and their meetings. Kept by triggers
 * (migration 0004) in the same transaction as every change of those rows, so the admin's totals
 * read 1,000 small rows instead of counting millions.
 */
export const highschoolCounters = pgTable('highschool_counters', {
  highschoolId: integer('highschool_id')
    .primaryKey()
    .references(() => highschools.id, { onDelete: 'cascade' }),
  registers: integer('registers').notNull().default(0),
  favoriteDegrees: integer('favorite_degrees').notNull().default(0),
  meetings: integer('meetings').notNull().default(0),
});
