import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';
import { campuses } from '../campuses/campuses.schema.ts';
import { degrees } from '../degrees/degrees.schema.ts';
import { favoriteDegrees } from '../favorites/favorites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * The times a campus's representative offers for meetings. The database keeps the rules that
 * matter under concurrency: a representative's live slots never overlap (the exclusion constraint
 * `meeting_slots_no_overlap` of migration 0023, on `tstzrange(starts_at, ends_at)`, which
 * drizzle-kit cannot express), and a slot's seats are never exceeded (`seats_taken` moves in the
 * same statement that checks it, under the check below). Times are UTC; `time_zone` is the campus
 * city's, the one the slot was offered in.
 */
export const meetingSlots = pgTable(
  'meeting_slots',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    /** Null once the representative's account is removed: the campus's history stays. */
    representativeId: integer('representative_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    videoUrl: text('video_url').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The slots published together, one a week. */
    seriesId: uuid('series_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_slots_campus_idx').on(t.campusId, t.startsAt),
    check('meeting_slots_minutes_check', sql`${t.minutes} between 5 and 240`),
    check('meeting_slots_ends_check', sql`${t.endsAt} = ${t.startsAt} + ${t.minutes} * interval '1 minute'`),
    check('meeting_slots_seats_check', sql`${t.seats} between 1 and 50`),
    check('meeting_slots_seats_taken_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
    check('meeting_slots_video_url_check', sql`${t.videoUrl} like 'https://%'`),
  ],
);

/**
 * A meeting request: it references its favourite, so the database itself refuses a request on a
 * non-favourite. Once the campus publishes times, the student books one (`slot_id`: at most one
 * per request, by construction); the representative marks the outcome and the student may rate it.
 * `ics_sequence` is the SEQUENCE of the request's calendar event, raised on every change.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    degreeId: integer('degree_id').notNull(),
    createdAt: createdAt(),
    slotId: integer('slot_id').references(() => meetingSlots.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** When the request first reached the campus's inbox (its disclosure event was written then). */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    attended: boolean('attended'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('meetings_user_degree_key').on(t.userId, t.degreeId),
    index('meetings_degree_idx').on(t.degreeId),
    // A school's trend, funnel and summary probe each student's requests and read only these
    // columns: an index-only scan per student instead of a pass over every request.
    index('meetings_user_steps_idx').on(t.userId, t.createdAt, t.degreeId, t.slotId, t.attended),
    index('meetings_slot_idx')
      .on(t.slotId)
      .where(sql`${t.slotId} is not null`),
    check('meetings_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    foreignKey({ name: 'meetings_user_fk', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'meetings_degree_fk', columns: [t.degreeId], foreignColumns: [degrees.id] }).onDelete('cascade'),
    foreignKey({
      name: 'meetings_favorite_fk',
      columns: [t.userId, t.degreeId],
      foreignColumns: [favoriteDegrees.userId, favoriteDegrees.degreeId],
    }),
  ],
);
