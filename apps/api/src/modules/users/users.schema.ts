import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, nameKey, ref } from '../../db/schema/columns.ts';
import { campuses } from '../campuses/campuses.schema.ts';
import { areas, cities, semesters } from '../catalog/catalog.schema.ts';
import { highschools } from '../highschools/highschools.schema.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['student', 'orienter', 'admin', 'university'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    highschoolId: integer('highschool_id').references(() => highschools.id, { onDelete: 'restrict' }),
    semesterId: integer('semester_id').references(() => semesters.id, { onDelete: 'restrict' }),
    accessLinkId: integer('access_link_id'),
    /** A representative's campus (type 'university'): the only one whose requests and slots they see. */
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'cascade' }),
    onboarded: boolean('onboarded').notNull().default(false),
    universityCheck: boolean('university_check').notNull().default(false),
    currentUniversity: text('current_university'),
    /** Raised to end every session of the user at once: access tokens carry the value they were signed with. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The version of the privacy notice the user accepted (its date, 'YYYY-MM-DD'), and when. */
    privacyVersion: text('privacy_version'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /**
     * When a student withdrew consent to share their contact data with universities (opposition,
     * ARCO); null while they share it. Booking a meeting asks for consent again.
     */
    contactSharingWithdrawnAt: timestamp('contact_sharing_withdrawn_at', { withTimezone: true }),
    /**
     * A student's birth date (YYYY-MM-DD), optional at signup for clients that send the spec's
     * payload: while unknown, their meeting requests are held (docs/privacy.md).
     */
    birthDate: date('birth_date', { mode: 'string' }),
    createdAt: createdAt(),
    /**
     * What a counselor's search of the school's students compares (the full name, then the e-mail
     * after a separator no search can hold), lower case and without accents, stored by the
     * database: the search reads it from the roster index instead of unaccenting every student.
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(f_unaccent(${users.firstName} || ' ' || ${users.lastName} || chr(1) || ${users.email}))`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // A school's students by name, with what the member lists show of them: read from the index
    // alone, not from table pages scattered by the order students signed up in.
    index('users_school_students_idx').on(t.highschoolId, t.type, t.firstName, t.lastName, t.id, t.email, t.createdAt),
    // A school's students with what its funnel and trend read of each (onboarding, signup date):
    // from this narrow index alone, not from table pages scattered by the order students signed up in.
    index('users_school_steps_idx').on(t.highschoolId, t.type, t.id, t.onboarded, t.createdAt),
    // A school's students in the counselor's list order (last name, first name, without accents):
    // a page is read in order, with no sort of the whole school, and a search tests each one's
    // key in the index, without the table.
    index('users_school_roster_idx').on(
      t.highschoolId,
      t.type,
      nameKey(t.lastName),
      nameKey(t.firstName),
      t.id,
      t.searchKey,
    ),
    check('users_type_check', sql`${t.type} in ('student', 'orienter', 'admin', 'university')`),
    check(
      'users_school_by_type_check',
      sql`(${t.type} = 'admin') or (${t.type} = 'university' and ${t.campusId} is not null and ${t.highschoolId} is null) or (${t.highschoolId} is not null and (${t.type} <> 'student' or ${t.semesterId} is not null))`,
    ),
    index('users_campus_idx')
      .on(t.campusId)
      .where(sql`${t.campusId} is not null`),
    check('users_phone_check', sql`${t.phone} is null or ${t.phone} ~ '^[0-9]{10}$'`),
  ],
);

export const userAreas = pgTable(
  'user_areas',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    areaId: ref('area_id', () => areas.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.areaId] })],
);

export const userCities = pgTable(
  'user_cities',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    cityId: ref('city_id', () => cities.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cityId] })],
);
