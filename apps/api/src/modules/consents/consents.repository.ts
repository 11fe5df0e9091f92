import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { GUARDIAN_CONSENT_DAYS, type GuardianDecision, type GuardianWaitState } from '@tlp/shared';
import type { PageRequest } from '../../db/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/rows.ts';
import { lockUser } from '../../db/locks.ts';
import { cities, guardianConsents, highschools, users } from '../../db/schema/index.ts';
import { meetingCountOf } from '../meetings/meetings.queries.ts';
import { userWithSchool } from '../users/users.queries.ts';
import { isShareable } from './consents.queries.ts';

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
    isShareable: (userId: number) => isShareable(db, userId),

    /**
     * The students of the school that the summary counts, each with the state that holds them and
     * their latest request to a guardian, by name; `state` narrows it to one of the three.
     */
    async awaitingOf(highschoolId: number, cutoff: string, state: GuardianWaitState | undefined, page: PageRequest) {
      // One row even past the last page: the total, with that page's students (none there).
      const found = await rawRows<{
        user_id: number | null;
        full_name: string;
        state: GuardianWaitState;
        guardian_email: string | null;
        sent_at: Date | string | null;
        total: number;
      }>(
        db,
        sql`
        with listed as (
          select u.id as user_id, u.first_name || ' ' || u.last_name as full_name, u.first_name, u.last_name,
                 case when u.birth_date is null then 'unknown_age'
                      when g.status in ('refused', 'withdrawn') then 'refused'
                      else 'pending' end as state,
                 g.guardian_email, g.created_at as sent_at
          from ${users} u
          left join lateral (
            select c.status, c.guardian_email, c.created_at
            from ${guardianConsents} c where c.user_id = u.id order by c.id desc limit 1
          ) g on true
          where u.highschool_id = ${highschoolId} and u.type = 'student'
            and (u.birth_date is null
                 or (u.birth_date > ${cutoff}::date and coalesce(g.status, 'pending') in ('pending', 'refused', 'withdrawn')))
        ), chosen as (
          select * from listed where ${state ?? null}::text is null or state = ${state ?? null}::text
        )
        select p.*, t.total
        from (select count(*)::int as total from chosen) t
        left join lateral (
          select * from chosen order by first_name, last_name, user_id
          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
        ) p on true`,
      );
      const rows = found.filter((r): r is typeof r & { user_id: number } => r.user_id !== null);
      return { rows, total: found[0]?.total ?? 0 };
    },

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
