import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameKey, ref } from '../../db/schema/columns.ts';
import { campuses } from '../campuses/campuses.schema.ts';
import { cities } from '../catalog/catalog.schema.ts';

export const highschools = pgTable(
  'highschools',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cityId: ref('city_id', () => cities.id, 'restrict'),
    notebooks: integer('notebooks').notNull().default(0),
    createdAt: createdAt(),
    /** The name as a search compares it (nameKey), kept by the database (db/search.ts). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => nameKey(highschools.name)),
  },
  (t) => [
    // One name per city, whatever its case and accents.
    uniqueIndex('highschools_name_city_key').using('btree', nameKey(t.name), t.cityId),
    index('highschools_search_name_idx').using('gin', t.searchName.op('gin_trgm_ops')),
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

/**
 * A school's students' meeting requests on each campus's degrees: requested, with a slot booked,
 * attended. Kept by triggers (migration 0032) in the transaction of every change of those
 * requests, of a student's school and of a degree's campus, so the school's summary by campus
 * reads one row per campus instead of every request of its students.
 */
export const highschoolCampusMeetings = pgTable(
  'highschool_campus_meetings',
  {
    highschoolId: integer('highschool_id')
      .notNull()
      .references(() => highschools.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    requested: integer('requested').notNull().default(0),
    booked: integer('booked').notNull().default(0),
    attended: integer('attended').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.highschoolId, t.campusId] })],
);

/**
 * A school's authorization to pass its students' data to universities (spec §1: only with the prior
 * authorization of the student's school), recorded by an admin on the director's written say-so.
 * One row per period: it starts when authorized and ends when revoked. At most one is in force per
 * school (`revoked_at` null); the disclosure ledger names the one in force by its id. Revoked rows
 * stay, so every past disclosure keeps its authorization.
 */
export const highschoolDataSharing = pgTable(
  'highschool_data_sharing',
  {
    id: serial('id').primaryKey(),
    highschoolId: ref('highschool_id', () => highschools.id, 'cascade'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who recorded it (no foreign key: a record; null from the demo data and tests). */
    authorizedBy: integer('authorized_by'),
    /** Who authorized it, the letter or document: the admin's words. */
    note: text('note'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by'),
  },
  (t) => [
    uniqueIndex('highschool_data_sharing_live_key')
      .on(t.highschoolId)
      .where(sql`${t.revokedAt} is null`),
    index('highschool_data_sharing_school_idx').on(t.highschoolId, t.id),
  ],
);
