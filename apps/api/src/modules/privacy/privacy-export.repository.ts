import { asc, eq, max, min, or, sql } from 'drizzle-orm';
import { legalBasisText } from '@tlp/shared';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { rowsWhere } from '../../db/rows.ts';
import { userWithSchool } from '../users/users.queries.ts';
import { disclosureEventsOf } from '../disclosures/disclosures.queries.ts';
import {
  accessLinks,
  areas,
  auditLog,
  campuses,
  cities,
  degrees,
  favoriteDegrees,
  guardianConsents,
  highschoolDataSharing,
  highschools,
  mailOutbox,
  meetings,
  meetingSlots,
  orienterKeys,
  passwordResetTokens,
  refreshTokens,
  semesters,
  studentGroupMembers,
  studentGroups,
  userAreas,
  userCities,
  users,
} from '../../db/schema/index.ts';

/**
 * Where each column that names a person (a user id, an e-mail) is answered in the export of
 * GET /users/me/export, by `table.column`. privacy-export.test.ts enumerates the Drizzle schema:
 * a new table or column that names a user and appears neither here nor in NOT_EXPORTED fails it.
 */
export const EXPORT_COVERAGE: Readonly<Record<string, string>> = {
  'users.id': 'profile',
  'users.email': 'profile',
  'orienter_keys.orienter_id': 'orienter_keys',
  'user_areas.user_id': 'preferences.areas',
  'user_cities.user_id': 'preferences.cities',
  'refresh_tokens.user_id': 'sessions',
  'password_reset_tokens.user_id': 'password_resets',
  'student_group_members.user_id': 'groups',
  'favorite_degrees.user_id': 'favorites',
  'meetings.user_id': 'meetings',
  'disclosures.user_id': 'disclosures',
  'export_disclosure_students.user_id': 'disclosures',
  'access_links.created_by': 'access_links_created',
  'meeting_slots.representative_id': 'meeting_slots_published',
  'audit_log.actor_id': 'staff_actions',
  'mail_outbox.recipient': 'mail',
  'guardian_consents.user_id': 'guardian_consents',
  'interest_results.user_id': 'interest_tests',
  'compare_list_items.user_id': 'compare_list',
  'highschool_data_sharing.authorized_by': 'data_sharing_recorded',
  'highschool_data_sharing.revoked_by': 'data_sharing_recorded',
};

/**
 * Columns that name a person and are deliberately left out of that person's export, with why.
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  // The admin who downloaded a meetings CSV: those rows are about the students in the file (each
  // student's own export has them, under `disclosures`), not about the admin; exporting them would
  // hand the admin other people's data.
  'disclosures.actor_id': 'rows about other students; theirs to export',
  'export_disclosures.actor_id': 'rows about other students; theirs to export',
  // How many favourites and meetings the user has: a count of rows the export lists itself.
  'student_counters.user_id': 'counts of the favourites and meetings exported under their own keys',
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the platform holds about one user, read in one transaction (a consistent snapshot).
 * Never a password hash, a token hash, or another person's data.
 */
export function privacyExportRepository(db: DbOrTx) {
  /** The student's favourites or meetings (`table`), each with its degree and campus, in `order`. */
  const choicesOf = <C extends SelectedFields>(
    table: typeof favoriteDegrees | typeof meetings,
    userId: number,
    first: C,
    order: AnyPgColumn,
  ) =>
    db
      .select({
        ...first,
        degree_id: degrees.id,
        degree: degrees.name,
        campus_id: campuses.id,
        campus: campuses.name,
        created_at: table.createdAt,
      })
      .from(table as typeof meetings)
      .innerJoin(degrees, eq(degrees.id, table.degreeId))
      .innerJoin(campuses, eq(campuses.id, degrees.campusId))
      .where(eq(table.userId, userId))
      .orderBy(asc(order));

  return {
    async profileOf(userId: number) {
      const row = await userWithSchool(
        db,
        {
          id: users.id,
          type: users.type,
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          phone: users.phone,
          avatar: users.avatar,
          onboarded: users.onboarded,
          university_check: users.universityCheck,
          current_university: users.currentUniversity,
          privacy_version: users.privacyVersion,
          privacy_accepted_at: users.privacyAcceptedAt,
          contact_sharing_withdrawn_at: users.contactSharingWithdrawnAt,
          birth_date: users.birthDate,
          created_at: users.createdAt,
          school_id: highschools.id,
          school_name: highschools.name,
          school_city: cities.name,
          semester_id: semesters.id,
          semester_name: semesters.name,
        },
        userId,
      );
      if (!row) return undefined;
      const { school_id, school_name, school_city, semester_id, semester_name, ...profile } = row;
      return {
        profile: {
          ...profile,
          privacy_accepted_at: iso(profile.privacy_accepted_at),
          contact_sharing_withdrawn_at: iso(profile.contact_sharing_withdrawn_at),
          created_at: iso(profile.created_at),
        },
        school: school_id === null ? null : { id: school_id, name: school_name, city: school_city },
        semester: semester_id === null ? null : { id: semester_id, name: semester_name },
      };
    },

    async preferencesOf(userId: number) {
      const areaRows = await db
        .select({ id: areas.id, name: areas.name })
        .from(userAreas)
        .innerJoin(areas, eq(areas.id, userAreas.areaId))
        .where(eq(userAreas.userId, userId))
        .orderBy(asc(areas.id));
      const cityRows = await db
        .select({ id: cities.id, name: cities.name })
        .from(userCities)
        .innerJoin(cities, eq(cities.id, userCities.cityId))
        .where(eq(userCities.userId, userId))
        .orderBy(asc(cities.id));
      return { areas: areaRows, cities: cityRows };
    },

    groupsOf: (userId: number) =>
      db
        .select({ id: studentGroups.id, name: studentGroups.name, joined_at: studentGroupMembers.createdAt })
        .from(studentGroupMembers)
        .innerJoin(studentGroups, eq(studentGroups.id, studentGroupMembers.groupId))
        .where(eq(studentGroupMembers.userId, userId)),

    favoritesOf: (userId: number) => choicesOf(favoriteDegrees, userId, {}, favoriteDegrees.createdAt),
    /** Each request with its booked slot, the outcome and the student's rating. */
    meetingsOf: (userId: number) =>
      choicesOf(
        meetings,
        userId,
        {
          id: meetings.id,
          slot_starts_at: sql<
            string | null
          >`(select s.starts_at from ${meetingSlots} s where s.id = ${meetings.slotId})`,
          attended: meetings.attended,
          rating: meetings.rating,
          rating_comment: meetings.ratingComment,
        },
        meetings.id,
      ),

    /** A representative's published slots (not who booked them: those rows are the students'). */
    meetingSlotsPublishedBy: (userId: number) =>
      rowsWhere(
        db,
        meetingSlots,
        {
          id: meetingSlots.id,
          campus_id: meetingSlots.campusId,
          starts_at: meetingSlots.startsAt,
          minutes: meetingSlots.minutes,
          seats: meetingSlots.seats,
          video_url: meetingSlots.videoUrl,
          cancelled_at: meetingSlots.cancelledAt,
        },
        eq(meetingSlots.representativeId, userId),
        meetingSlots.id,
      ),

    /** One entry per sign-in (a refresh token family): when it started, was last renewed, ends. Never a hash. */
    sessionsOf: (userId: number) =>
      db
        .select({
          id: refreshTokens.familyId,
          started_at: min(refreshTokens.createdAt),
          last_used_at: max(refreshTokens.createdAt),
          expires_at: max(refreshTokens.familyExpiresAt),
          ended: sql<boolean>`bool_or(${refreshTokens.revokedAt} is not null)`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
        .groupBy(refreshTokens.familyId)
        .orderBy(asc(min(refreshTokens.createdAt))),

    passwordResetsOf: (userId: number) =>
      rowsWhere(
        db,
        passwordResetTokens,
        {
          created_at: passwordResetTokens.createdAt,
          expires_at: passwordResetTokens.expiresAt,
          used_at: passwordResetTokens.usedAt,
        },
        eq(passwordResetTokens.userId, userId),
        passwordResetTokens.id,
      ),

    orienterKeysOf: (userId: number) =>
      rowsWhere(
        db,
        orienterKeys,
        {
          key: orienterKeys.key,
          active: orienterKeys.active,
          created_at: orienterKeys.createdAt,
          expires_at: orienterKeys.expiresAt,
        },
        eq(orienterKeys.orienterId, userId),
        orienterKeys.id,
      ),

    accessLinksCreatedBy: (userId: number) =>
      rowsWhere(
        db,
        accessLinks,
        {
          id: accessLinks.id,
          name: accessLinks.name,
          highschool_id: accessLinks.highschoolId,
          seats: accessLinks.seats,
          created_at: accessLinks.createdAt,
          expires_at: accessLinks.expiresAt,
        },
        eq(accessLinks.createdBy, userId),
        accessLinks.id,
      ),

    /** The events with their legal basis, also in words ('Tu consentimiento. Autorización de tu escuela del …'). */
    async disclosuresOf(userId: number) {
      const rows = await disclosureEventsOf(db, userId).orderBy(asc(sql`id`));
      return rows.map((r) => {
        const school_authorized_at = iso(r.school_authorized_at);
        return { ...r, school_authorized_at, legal_basis_text: legalBasisText({ ...r, school_authorized_at }) };
      });
    },

    /** The requests mailed to the student's guardian: the address they gave, when, and the answer. Never the token's hash. */
    guardianConsentsOf: (userId: number) =>
      rowsWhere(
        db,
        guardianConsents,
        {
          guardian_email: guardianConsents.guardianEmail,
          status: guardianConsents.status,
          created_at: guardianConsents.createdAt,
          expires_at: guardianConsents.expiresAt,
          decided_at: guardianConsents.decidedAt,
        },
        eq(guardianConsents.userId, userId),
        guardianConsents.id,
      ),

    /** The schools' data-sharing authorizations the user (an admin) recorded or ended. */
    dataSharingRecordedBy: (userId: number) =>
      rowsWhere(
        db,
        highschoolDataSharing,
        {
          highschool_id: highschoolDataSharing.highschoolId,
          authorized_at: highschoolDataSharing.authorizedAt,
          authorized_by_you: sql<boolean>`${highschoolDataSharing.authorizedBy} = ${userId}`,
          revoked_at: highschoolDataSharing.revokedAt,
          revoked_by_you: sql<boolean>`coalesce(${highschoolDataSharing.revokedBy} = ${userId}, false)`,
        },
        or(eq(highschoolDataSharing.authorizedBy, userId), eq(highschoolDataSharing.revokedBy, userId))!,
        highschoolDataSharing.id,
      ),

    /**
     * What a staff member did (the audit trail): the action, the kind of record and when. Not the
     * record's id nor its fields before and after, which are other people's data.
     */
    staffActionsOf: (userId: number) =>
      rowsWhere(
        db,
        auditLog,
        { action: auditLog.action, entity: auditLog.entity, created_at: auditLog.createdAt },
        eq(auditLog.actorId, userId),
        auditLog.id,
      ),

    /** E-mails addressed to the user: what and when, not the bodies (a reset link is a credential). */
    mailOf: (email: string) =>
      rowsWhere(
        db,
        mailOutbox,
        {
          kind: mailOutbox.kind,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          created_at: mailOutbox.createdAt,
          sent_at: mailOutbox.sentAt,
        },
        eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()),
        mailOutbox.id,
      ),
  };
}
