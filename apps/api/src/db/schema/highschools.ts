import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns.ts';
import { highschools } from './catalog.ts';
import { users } from './users.ts';

export const accessLinks = pgTable(
  'access_links',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    highschoolId: ref('highschool_id', () => highschools.id, 'cascade'),
    name: text('name'),
    seats: integer('seats').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('access_links_uuid_key').on(t.uuid),
    index('access_links_highschool_idx').on(t.highschoolId),
    check('access_links_seats_check', sql`${t.seats} >= 1`),
    check('access_links_seats_used_check', sql`${t.seatsUsed} >= 0 and ${t.seatsUsed} <= ${t.seats}`),
  ],
);

export const studentGroups = pgTable(
  'student_groups',
  {
    id: serial('id').primaryKey(),
    highschoolId: ref('highschool_id', () => highschools.id, 'cascade'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_groups_highschool_name_key').on(t.highschoolId, t.name),
    check('student_groups_name_check', sql`char_length(${t.name}) >= 3`),
  ],
);

/** A student is in at most one group (unique user_id); no row means the default group. */
export const studentGroupMembers = pgTable(
  'student_group_members',
  {
    id: serial('id').primaryKey(),
    groupId: ref('group_id', () => studentGroups.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_group_members_user_key').on(t.userId),
    index('student_group_members_group_idx').on(t.groupId),
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
