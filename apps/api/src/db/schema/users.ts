import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns.ts';
import { areas, cities, highschools, semesters } from './catalog.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['student', 'orienter', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    highschoolId: integer('highschool_id').references(() => highschools.id, { onDelete: 'restrict' }),
    semesterId: integer('semester_id').references(() => semesters.id, { onDelete: 'restrict' }),
    accessLinkId: integer('access_link_id'),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // A school's students by name, with what the member lists show of them: read from the index
    // alone, not from table pages scattered by the order students signed up in.
    index('users_school_students_idx').on(t.highschoolId, t.type, t.firstName, t.lastName, t.id, t.email, t.createdAt),
    check('users_type_check', sql`${t.type} in ('student', 'orienter', 'admin')`),
    check(
      'users_school_by_type_check',
      sql`(${t.type} = 'admin') or (${t.highschoolId} is not null and (${t.type} <> 'student' or ${t.semesterId} is not null))`,
    ),
    check('users_phone_check', sql`${t.phone} is null or ${t.phone} ~ '^[0-9]{10}$'`),
  ],
);

/** The key an orienter gives their students to sign up (one live key per orienter). */
export const orienterKeys = pgTable(
  'orienter_keys',
  {
    id: serial('id').primaryKey(),
    orienterId: ref('orienter_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orienter_keys_key_key').on(sql`upper(${t.key})`),
    uniqueIndex('orienter_keys_one_active_idx')
      .on(t.orienterId)
      .where(sql`${t.active}`),
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

/** Refresh tokens: stored as hashes, rotated on each use, grouped in families for reuse detection. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Password reset tokens: 256 random bits mailed as a link, stored only as their SHA-256, valid
 * 30 minutes, used once; asking again ends the user's older tokens.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, or when a newer request replaced it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
