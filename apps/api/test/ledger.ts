import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { exportDisclosures, exportDisclosureStudents } from '../src/db/schema/index.ts';

/** The event an export of the meetings CSV wrote (by its `X-Export-Id`), if any. */
export async function exportEvent(db: DbOrTx, exportId: string) {
  const [event] = await db.select().from(exportDisclosures).where(eq(exportDisclosures.exportId, exportId));
  return event;
}

/** The students an export held, as the ledger recorded them (with the legal basis of each): one row each. */
export function studentsOfExport(db: DbOrTx, exportId: string) {
  return db
    .select({
      disclosureId: exportDisclosureStudents.disclosureId,
      userId: exportDisclosureStudents.userId,
      subjectKey: exportDisclosureStudents.subjectKey,
      legalBasis: exportDisclosureStudents.legalBasis,
      guardianConsentId: exportDisclosureStudents.guardianConsentId,
      schoolAuthorizationId: exportDisclosureStudents.schoolAuthorizationId,
    })
    .from(exportDisclosureStudents)
    .innerJoin(exportDisclosures, eq(exportDisclosures.id, exportDisclosureStudents.disclosureId))
    .where(eq(exportDisclosures.exportId, exportId));
}
