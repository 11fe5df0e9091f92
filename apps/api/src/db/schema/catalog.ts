import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    notebooks: integer('notebooks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('highschools_name_city_key').on(t.name, t.cityId),
    check('highschools_notebooks_check', sql`${t.notebooks} >= 0`),
  ],
);
