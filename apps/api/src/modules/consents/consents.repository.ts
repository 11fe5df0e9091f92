import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { GUARDIAN_CONSENT_DAYS, type GuardianDecision } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { lockUser } from '../../db/locks.ts';
import { cities, guardianConsents, highschools, users } from '../../db/schema/index.ts';
import { meetingCountOf } from '../meetings/meetings.queries.ts';
import { userWithSchool } from '../users/users.queries.ts';
import { shareableStudents } from './consents.queries.ts';

/** 256 random bits for the guardian's link, and the only thing stored of them: their SHA-256. */
export function newConsentToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashConsentToken(token) };
}

export const hashConsentToken = (token: string) => createHash('sha256').update(token).digest('hex');

const consentColumns = {
  id: guardianConsents.id,
  userId: guardianConsents.userId,
  guardianEmail: guardianConsents.guardianEmail,
  status: guardianConsents.status,
  createdAt: guardianConsents.createdAt,
  expiresAt: guardianConsents.expiresAt,
  decidedAt: guardianConsents.decidedAt,
};

/** What the consents read of a student: who they are, their e-mail, birth date and school. */
const studentColumns = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  birthDate: users.birthDate,
  highschoolId: users.highschoolId,
  schoolName: highschools.name,
  schoolCity: cities.name,
};

export function consentsRepository(db: DbOrTx) {
  return {
    /** A student (undefined for anyone else) with their school. */
    async studentOf(userId: number) {
      const row = await userWithSchool(db, studentColumns, userId);
      return row?.type === 'student' ? row : undefined;
    },

    /** A student's consents change one request at a time (db/locks.ts). */
    lockStudent: (userId: number) => lockUser(db, userId),

    meetingCountOf: (userId: number) => meetingCountOf(db, userId),

    /** The student's latest request (the one that speaks for them now), if any. */
    async latestOf(userId: number) {
      const [row] = await db
        .select(consentColumns)
        .from(guardianConsents)
        .where(eq(guardianConsents.userId, userId))
        .orderBy(desc(guardianConsents.id))
        .limit(1);
      return row;
    },

    /** A newer request replaces the pending ones: their links stop working (410). */
    async replacePending(userId: number) {
      await db
        .update(guardianConsents)
        .set({ status: 'replaced' })
        .where(and(eq(guardianConsents.userId, userId), eq(guardianConsents.status, 'pending')));
    },

    /** A new pending request, valid GUARDIAN_CONSENT_DAYS from now. */
    async insert(userId: number, guardianEmail: string, tokenHash: string) {
      const [row] = await db
        .insert(guardianConsents)
        .values({
          userId,
          guardianEmail,
          tokenHash,
          expiresAt: sql`now() + ${GUARDIAN_CONSENT_DAYS} * interval '1 day'`,
        })
        .returning(consentColumns);
      return row!;
    },

    /** The request of a link, whatever its state; `live` while pending and not expired. */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({ ...consentColumns, live: sql<boolean>`${guardianConsents.expiresAt} > now()` })
        .from(guardianConsents)
        .where(eq(guardianConsents.tokenHash, tokenHash));
      return row;
    },

    /**
     * The guardian's answer, once: one conditional update, so of two answers with the same link
     * only one gets its row back. Undefined when the link is not live.
     */
    async decide(tokenHash: string, decision: GuardianDecision) {
      const [row] = await db
        .update(guardianConsents)
        .set({ status: decision, decidedAt: sql`now()` })
        .where(
          and(
            eq(guardianConsents.tokenHash, tokenHash),
            eq(guardianConsents.status, 'pending'),
            gt(guardianConsents.expiresAt, sql`now()`),
          ),
        )
        .returning(consentColumns);
      return row;
    },

    /**
     * The guardian withdraws (the family view): the granted consent, or the pending request (whose
     * link then answers 410), becomes `withdrawn`, dated now. A refusal or an earlier withdrawal stays.
     */
    async withdraw(userId: number) {
      return db
        .update(guardianConsents)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(and(eq(guardianConsents.userId, userId), inArray(guardianConsents.status, ['pending', 'granted'])))
        .returning(consentColumns);
    },

    /** Whether the student's meeting requests may leave now (the one rule, consents.queries.ts). */
    async isShareable(userId: number): Promise<boolean> {
      const [row] = await rawRows<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from ${shareableStudents(userId)} b) as yes`,
      );
      return !!row?.yes;
    },

    /**
     * A school's students: the minors whose latest request waits for an answer (or has none yet),
     * those whose guardian refused (or withdrew), and those whose age is unknown.
     */
    async summaryOf(highschoolId: number, cutoff: string) {
      const [row] = await rawRows<{ pending: number; refused: number; unknown_age: number }>(
        db,
        sql`
        select count(*) filter (where u.birth_date > ${cutoff}::date and coalesce(g.status, 'pending') = 'pending')::int as pending,
               count(*) filter (where u.birth_date > ${cutoff}::date and g.status in ('refused', 'withdrawn'))::int as refused,
               count(*) filter (where u.birth_date is null)::int as unknown_age
        from ${users} u
        left join lateral (
          select c.status from ${guardianConsents} c where c.user_id = u.id order by c.id desc limit 1
        ) g on true
        where u.highschool_id = ${highschoolId} and u.type = 'student'`,
      );
      return { pending: row?.pending ?? 0, refused: row?.refused ?? 0, unknown_age: row?.unknown_age ?? 0 };
    },
  };
}
