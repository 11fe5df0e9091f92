import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { ADMIN_RECIPIENT_NAME, EXPORT_DISCLOSURE_FIELDS } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { highschoolDataSharing, users } from '../../db/schema/index.ts';
import { shareableStudents } from '../consents/consents.queries.ts';
import { disclosures, exportDisclosures, exportDisclosureStudents } from './disclosures.schema.ts';
import type { SubjectKeys } from './subject-key.ts';

/** The subject key (subject-key.ts) of a user id column or expression, computed in SQL: HMAC-SHA256 with built-in sha256(). */
export const subjectKeySql = (keys: SubjectKeys, userId: SQL) =>
  sql`encode(sha256(decode(${keys.outerPad}, 'hex') || sha256(decode(${keys.innerPad}, 'hex') || convert_to((${userId})::text, 'UTF8'))), 'hex')`;

/** A list of field codes as a PostgreSQL array literal (the codes are plain words). */
export const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** A list of ids (or nulls) as a PostgreSQL array literal: one parameter, whatever its length, on both drivers. */
const intArray = (values: readonly (number | null)[]) => `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;

/** When the school authorization an event names was recorded (null for events without one). */
const authorizedAtOf = (authorizationId: AnyColumn) =>
  sql`(select ${highschoolDataSharing.authorizedAt} from ${highschoolDataSharing} where ${highschoolDataSharing.id} = ${authorizationId})`.mapWith(
    highschoolDataSharing.authorizedAt,
  );

// The queries of the disclosure ledger that other modules read (the data export of 'Mis datos').

/** What a user is told of each event of theirs ('Mis datos', their data export): of `disclosures`, and of an export. */
const meetingEventColumns = {
  id: disclosures.id,
  created_at: disclosures.createdAt,
  recipient_kind: disclosures.recipientKind,
  recipient_name: disclosures.recipientName,
  fields: disclosures.fields,
  reason: disclosures.reason,
  degree_name: disclosures.degreeName,
  export_id: disclosures.exportId,
  legal_basis: disclosures.legalBasis,
  guardian_consent_id: disclosures.guardianConsentId,
  school_authorization_id: disclosures.schoolAuthorizationId,
  school_authorized_at: authorizedAtOf(disclosures.schoolAuthorizationId),
};
const exportEventColumns = {
  id: exportDisclosures.id,
  created_at: exportDisclosures.createdAt,
  recipient_kind: sql<'campus' | 'admin'>`'admin'`,
  recipient_name: exportDisclosures.recipientName,
  fields: exportDisclosures.fields,
  reason: sql<'meeting' | 'export'>`'export'`,
  degree_name: sql<string | null>`null::text`,
  export_id: exportDisclosures.exportId,
  // Each student of an export has their own legal basis.
  legal_basis: exportDisclosureStudents.legalBasis,
  guardian_consent_id: exportDisclosureStudents.guardianConsentId,
  school_authorization_id: exportDisclosureStudents.schoolAuthorizationId,
  school_authorized_at: authorizedAtOf(exportDisclosureStudents.schoolAuthorizationId),
};

/**
 * Every disclosure event of one user: the rows of `disclosures` (meetings, and the exports written
 * before migration 0017) and the exports that held them, in one id space (the ledger's sequence).
 * With the export's id, as their data export gives it; 'Mis datos' leaves it out. The exports are
 * found from `export_disclosures`, one index probe each (the students' index leads by export).
 */
export function disclosureEventsOf(db: DbOrTx, userId: number) {
  return unionAll(
    db.select(meetingEventColumns).from(disclosures).where(eq(disclosures.userId, userId)),
    db
      .select(exportEventColumns)
      .from(exportDisclosures)
      .innerJoin(
        exportDisclosureStudents,
        and(
          eq(exportDisclosureStudents.disclosureId, exportDisclosures.id),
          eq(exportDisclosureStudents.userId, userId),
        ),
      ),
  );
}

/**
 * The lock between the ledger of the meetings CSV and the deletion of students (`tlpl` in ASCII;
 * migration 0034 names the same number). Each page's write takes it shared, in a transaction whose
 * statement comes after it, so its snapshot is taken once it holds it; the trigger on deleting
 * students takes it exclusive and holds it until the deletion commits. A write under way makes
 * the deletion wait, and its rows are then set to null; a write that comes after waits for the
 * deletion and no longer finds the account.
 */
const EXPORT_LEDGER_LOCK = 1_953_263_724;

/** Runs `write` in a transaction of its own that holds EXPORT_LEDGER_LOCK shared. */
function writingLedger<T>(db: DbOrTx, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${sql.raw(String(EXPORT_LEDGER_LOCK))})`);
    return write(tx);
  });
}

/** A student of an export with the legal basis their data leaves on (consents.queries.ts). */
export interface ExportStudent {
  user_id: number;
  legal_basis: string;
  guardian_consent_id: number | null;
  school_authorization_id: number | null;
}

/**
 * The ledger of the downloads of the admin meetings CSV, written as the file is read
 * (meetings-report-export.ts): the download's event first, before any byte, then its students a
 * page of the file at a time, each page's statement committed before the page is sent. Set-based:
 * one statement per page, never one per student.
 */
export function exportLedger(db: DbOrTx, keys: SubjectKeys) {
  return {
    /** The download's event (`export_disclosures`): its id, which its students' rows name. */
    async recordEvent(exportId: string, actorId: number): Promise<number> {
      const [row] = await rawRows<{ id: number }>(
        db,
        sql`insert into ${exportDisclosures} (export_id, recipient_name, fields, actor_id)
            values (${exportId}::uuid, ${ADMIN_RECIPIENT_NAME}, ${textArray(EXPORT_DISCLOSURE_FIELDS)}::text[], ${actorId})
            returning id`,
      );
      return Number(row!.id);
    },

    /**
     * Of these students, those whose requests may leave (consents.queries.ts), with their legal
     * basis, as `db` sees them (on PostgreSQL, the export's snapshot: the instant it started).
     */
    basisOf(userIds: readonly number[]): Promise<ExportStudent[]> {
      return rawRows<ExportStudent>(
        db,
        sql`select b.user_id, b.legal_basis, b.guardian_consent_id, b.school_authorization_id
            from ${shareableStudents()} b
            where b.user_id = any(${intArray(userIds)}::int[])
            order by b.user_id`,
      );
    },

    /**
     * Records these students with the basis given (`basisOf`, read in the export's snapshot), in
     * one statement of a transaction of its own (`db` is the pool), committed when it answers.
     * Only those whose account still exists are written, under EXPORT_LEDGER_LOCK: an account
     * deleted meanwhile is either left out or has its row set to null by the deletion's trigger
     * (migration 0034), never named by a row that outlives it. The ids written.
     */
    async recordStudents(disclosureId: number, students: readonly ExportStudent[]): Promise<number[]> {
      if (!students.length) return [];
      const ids = intArray(students.map((s) => s.user_id));
      // It answers the students it could NOT write (an account deleted meanwhile: almost never),
      // not the thousands it wrote: a million rows read back for nothing cost the export its
      // memory and a tenth of its time at 1 M students.
      const missing = await writingLedger(db, (tx) =>
        rawRows<{ user_id: number }>(
          tx,
          sql`
        with given as (
          select * from unnest(${ids}::int[], ${`{${students.map((s) => s.legal_basis).join(',')}}`}::text[],
                               ${intArray(students.map((s) => s.guardian_consent_id))}::int[],
                               ${intArray(students.map((s) => s.school_authorization_id))}::int[])
            as g(user_id, legal_basis, guardian_consent_id, school_authorization_id)
        ),
        live as (select ${users.id} as id from ${users} where ${users.id} = any(${ids}::int[])),
        written as (
          insert into ${exportDisclosureStudents}
            (disclosure_id, user_id, subject_key, legal_basis, guardian_consent_id, school_authorization_id)
          select ${disclosureId}, given.user_id, ${subjectKeySql(keys, sql`given.user_id`)},
                 given.legal_basis, given.guardian_consent_id, given.school_authorization_id
          from given join live on live.id = given.user_id
          order by given.user_id
          returning user_id
        )
        select given.user_id from given where not exists (select 1 from written where written.user_id = given.user_id)`,
        ),
      );
      if (!missing.length) return students.map((s) => s.user_id);
      const left = new Set(missing.map((r) => Number(r.user_id)));
      return students.map((s) => s.user_id).filter((id) => !left.has(id));
    },

    /**
     * Records those of these students whose requests may leave now, each with their legal basis
     * now, in one statement (in the caller's transaction): the ids written. For the embedded
     * database, where a page is read and recorded in one transaction.
     */
    async recordShareable(disclosureId: number, userIds: readonly number[]): Promise<number[]> {
      if (!userIds.length) return [];
      const rows = await rawRows<{ user_id: number }>(
        db,
        sql`
        insert into ${exportDisclosureStudents}
          (disclosure_id, user_id, subject_key, legal_basis, guardian_consent_id, school_authorization_id)
        select ${disclosureId}, b.user_id, ${subjectKeySql(keys, sql`b.user_id`)},
               b.legal_basis, b.guardian_consent_id, b.school_authorization_id
        from ${shareableStudents()} b
        where b.user_id = any(${intArray(userIds)}::int[])
        order by b.user_id
        returning user_id`,
      );
      return rows.map((r) => Number(r.user_id));
    },
  };
}
