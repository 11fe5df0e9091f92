import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEGAL_BASES } from '@tlp/shared';
import { createdAt } from '../../db/schema/columns.ts';
import { users } from '../users/users.schema.ts';

// Two append-only records (migration 0013 makes the database refuse UPDATE, DELETE and TRUNCATE on
// both; see docs/privacy.md).

/**
 * Why the data could leave (migration 0021), on every event written since: the student's own
 * consent (an adult) or their guardian's (`guardian_consent_id`), and the school's authorization in
 * force (`school_authorization_id`). No foreign keys: records outlive the rows they name. Null on
 * the events written before.
 */
const legalBasisColumns = () => ({
  legalBasis: text('legal_basis', { enum: LEGAL_BASES }),
  guardianConsentId: integer('guardian_consent_id'),
  schoolAuthorizationId: integer('school_authorization_id'),
});
const legalBasisCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_legal_basis_check`, sql`${column} in ('student_consent', 'guardian_consent')`);

/**
 * The disclosure ledger: every time a student's personal data leaves the platform or reaches a
 * university, who it was about, who received it, which fields, why, when and who caused it.
 *
 * `user_id` is a foreign key with ON DELETE SET NULL (the one UPDATE the append-only trigger
 * lets through), and `subject_key` an HMAC-SHA256 of the user id: once an account is deleted its
 * events stay answerable by that key without naming the person. Recipients, degrees and schools
 * are text snapshots, since a campus can be renamed or deleted. Downloads of the meetings CSV are
 * written to `exportDisclosures` since migration 0017 (the older ones stay here, one row per student).
 */
export const disclosures = pgTable(
  'disclosures',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKey: text('subject_key').notNull(),
    /** `campus` (a meeting request reaches it) or `admin` (administración: a CSV export). */
    recipientKind: text('recipient_kind', { enum: ['campus', 'admin'] }).notNull(),
    /** The campus's id when the recipient is a campus (no foreign key: a snapshot). */
    recipientId: integer('recipient_id'),
    recipientName: text('recipient_name').notNull(),
    /** Field codes (DISCLOSURE_FIELDS in packages/shared). */
    fields: text('fields').array().notNull(),
    /** `meeting` (the student booked one) or `export` (the admin meetings CSV). */
    reason: text('reason', { enum: ['meeting', 'export'] }).notNull(),
    degreeId: integer('degree_id'),
    degreeName: text('degree_name'),
    /** The id of the export that carried the data, one per download. */
    exportId: uuid('export_id'),
    /** Who caused it: the student for a meeting, the admin for an export (no foreign key: a record). */
    actorId: integer('actor_id'),
    ...legalBasisColumns(),
  },
  (t) => [
    index('disclosures_user_idx').on(t.userId, t.id),
    index('disclosures_subject_idx').on(t.subjectKey),
    index('disclosures_export_idx').on(t.exportId),
    check('disclosures_recipient_kind_check', sql`${t.recipientKind} in ('campus', 'admin')`),
    check('disclosures_reason_check', sql`${t.reason} in ('meeting', 'export')`),
    legalBasisCheck('disclosures', t.legalBasis),
  ],
);

/**
 * One download of the admin meetings CSV, as a disclosure event: the data of every student the file
 * held reached the administration. The students are its rows in `exportDisclosureStudents`, one
 * per student; the event itself (recipient, fields, who downloaded it) is written once, not once
 * per student, so an export of 160,000 students writes narrow rows only. Its id comes from the
 * ledger's own sequence (`disclosures_id_seq`): a student's events, meetings and exports, share one
 * order and one id space. Append-only, like `disclosures` (migration 0017).
 */
export const exportDisclosures = pgTable('export_disclosures', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('disclosures_id_seq')`),
  createdAt: createdAt(),
  /** The id of the download (the `X-Export-Id` header, the audit trail's entity id). */
  exportId: uuid('export_id').notNull().unique(),
  recipientName: text('recipient_name').notNull(),
  /** Field codes (DISCLOSURE_FIELDS in packages/shared). */
  fields: text('fields').array().notNull(),
  /** The admin who downloaded it (no foreign key: a record). */
  actorId: integer('actor_id'),
});

/**
 * The students an export held, one row each. No foreign keys, so writing 160,000 rows costs no
 * per-row check: `disclosure_id` is written in the same statement as its event, and `user_id` is
 * set to null by a trigger on `users` when the account is deleted (the one UPDATE the
 * append-only trigger lets through); `subject_key` (as in `disclosures`) keeps the row answerable.
 *
 * The index leads with the export (migration 0019): each export's rows go at its end, so writing
 * one costs the same after a year of exports as after the first (led by the user, every export
 * touched every page of the index). A user's events are found by one probe per export.
 */
export const exportDisclosureStudents = pgTable(
  'export_disclosure_students',
  {
    disclosureId: integer('disclosure_id').notNull(),
    userId: integer('user_id'),
    subjectKey: text('subject_key').notNull(),
    ...legalBasisColumns(),
  },
  (t) => [
    index('export_disclosure_students_export_idx').on(t.disclosureId, t.userId),
    legalBasisCheck('export_disclosure_students', t.legalBasis),
  ],
);
