import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';
import { campuses } from '../campuses/campuses.schema.ts';
import { highschools } from '../highschools/highschools.schema.ts';
import { users } from '../users/users.schema.ts';

export const accessLinks = pgTable(
  'access_links',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** A school's link signs up its orienters; a campus's, its representatives: exactly one is set. */
    highschoolId: integer('highschool_id').references(() => highschools.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'cascade' }),
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
    index('access_links_campus_idx')
      .on(t.campusId)
      .where(sql`${t.campusId} is not null`),
    // The daily alert of links about to end reads a range of expiry dates, not every link.
    index('access_links_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    check('access_links_target_check', sql`num_nonnulls(${t.highschoolId}, ${t.campusId}) = 1`),
    check('access_links_seats_check', sql`${t.seats} >= 1`),
    check('access_links_seats_used_check', sql`${t.seatsUsed} >= 0 and ${t.seatsUsed} <= ${t.seats}`),
  ],
);
