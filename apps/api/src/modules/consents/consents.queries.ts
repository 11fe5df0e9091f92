import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { adultCutoff } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { guardianConsents, highschoolDataSharing, highschools, users } from '../../db/schema/index.ts';

// The one rule of what may leave (docs/privacy.md, «Consentimiento antes de compartir»), as SQL that
// other modules join: the meetings CSV and its ledger, a booking's event, a student's own state.

/**
 * The students whose meeting requests may leave now, each with the legal basis it leaves on:
 * `user_id`, `legal_basis` ('student_consent' for an adult, 'guardian_consent' otherwise),
 * `guardian_consent_id` (the granted consent, for a minor) and `school_authorization_id` (the
 * authorization of their school in force). A student is in it only when ALL hold, evaluated by the
 * statement that reads it (one snapshot):
 * - their school's authorization is in force;
 * - they are 18 or older by their birth date (central Mexico's today), or a guardian's consent of
 *   theirs is `granted` (a newer request replaces only pending ones, so a granted one is the latest
 *   decision); an unknown birth date is held;
 * - they have not opposed sharing their contact data.
 * Set-based: an export joins it to 160,000 students with hash joins, not a probe per student.
 * `only` narrows it to one student. A prepared statement gives `only` and `cutoff` (adultCutoff())
 * as placeholders, the cutoff then set on each run: a plan kept past midnight keeps no stale date.
 */
export function shareableStudents(
  only?: number | Placeholder,
  today?: string,
  cutoff: string | Placeholder = adultCutoff(today),
): SQL {
  const adult = sql`${users.birthDate} <= ${cutoff}::date`;
  return sql`(
    select ${users.id} as user_id,
           case when ${adult} then 'student_consent' else 'guardian_consent' end as legal_basis,
           case when ${adult} then null else g.id end as guardian_consent_id,
           a.id as school_authorization_id
    from ${users}
    join ${highschoolDataSharing} a on a.highschool_id = ${users.highschoolId} and a.revoked_at is null
    left join ${guardianConsents} g on g.user_id = ${users.id} and g.status = 'granted'
    where ${users.type} = 'student'
      and ${users.contactSharingWithdrawnAt} is null
      and ${users.birthDate} is not null
      and (${adult} or g.id is not null)
      ${only === undefined ? sql`` : sql`and ${users.id} = ${only}`}
  )`;
}

/**
 * The children a guardian's address speaks for now (the family view): the minors whose LATEST
 * request to a guardian names it, in any case, with that request. A request the student replaced
 * (a corrected address) no longer counts, and at 18 the student's own consent is enough: the
 * guardian sees them no more. `only` narrows it to one student. Found by the address's index, then
 * one probe of the student's latest request each.
 */
export function childrenOfGuardian(db: DbOrTx, email: string, only?: number, today?: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      highschoolName: highschools.name,
      consentId: guardianConsents.id,
      status: guardianConsents.status,
      expiresAt: guardianConsents.expiresAt,
      decidedAt: guardianConsents.decidedAt,
    })
    .from(guardianConsents)
    .innerJoin(users, eq(users.id, guardianConsents.userId))
    .leftJoin(highschools, eq(highschools.id, users.highschoolId))
    .where(
      and(
        eq(sql`lower(${guardianConsents.guardianEmail})`, email.toLowerCase()),
        eq(
          guardianConsents.id,
          sql`(select max(c.id) from ${guardianConsents} c where c.user_id = ${guardianConsents.userId})`,
        ),
        eq(users.type, 'student'),
        sql`${users.birthDate} > ${adultCutoff(today)}::date`,
        only === undefined ? undefined : eq(users.id, only),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Whether the student's meeting requests may leave now (the one rule above). */
export async function isShareable(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await rawRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from ${shareableStudents(userId)} b) as yes`,
  );
  return !!row?.yes;
}
