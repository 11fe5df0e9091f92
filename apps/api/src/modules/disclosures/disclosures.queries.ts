import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { highschoolDataSharing } from '../../db/schema/index.ts';
import { disclosures, exportDisclosures, exportDisclosureStudents } from './disclosures.schema.ts';

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
