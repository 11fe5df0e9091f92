import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../../db/schema/columns.ts';
import { degrees } from '../degrees/degrees.schema.ts';
import { users } from '../users/users.schema.ts';

export const favoriteDegrees = pgTable(
  'favorite_degrees',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    degreeId: ref('degree_id', () => degrees.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.degreeId] }), index('favorite_degrees_degree_idx').on(t.degreeId)],
);

/**
 * How many favourites and meeting requests each user has, kept by triggers on both tables
 * (migration 0026) in the statement that adds or removes them, as highschool_counters is for the
 * school: a group's totals read one row per student instead of counting each one's rows. A user
 * with neither may have no row (read it as zeros); it goes with the account.
 */
export const studentCounters = pgTable('student_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  favoriteDegrees: integer('favorite_degrees').notNull().default(0),
  meetings: integer('meetings').notNull().default(0),
  /** Of those meetings, the ones with a slot booked or attended, and the ones attended (migration 0031). */
  booked: integer('booked').notNull().default(0),
  attended: integer('attended').notNull().default(0),
});
