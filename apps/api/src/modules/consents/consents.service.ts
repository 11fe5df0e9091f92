import {
  ageGroup,
  adultCutoff,
  CONSENT_MESSAGES,
  GUARDIAN_CONSENT_DAYS,
  GUARDIAN_RESEND_HOURS,
  maskEmail,
  SHARED_FIELDS,
  STAFF_RESEND_MESSAGES,
  VALIDATION,
  type BirthDateBody,
  type DataSharingState,
  type GuardianConsentListQuery,
  type GuardianConsentRow,
  type GuardianConsentView,
  type GuardianDecision,
  type GuardianStatus,
} from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { Work } from '../../core/unit-of-work.ts';
import { AppError, codeError, found, unauthorized, validationError } from '../../lib/errors.ts';
import { highschoolsService } from '../highschools/highschools.service.ts';
import { guardianConsentMail, mailService } from '../mail/mail.service.ts';
import { usersService } from '../users/users.service.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { consentsRepository } from './consents.repository.ts';

/** The web app's page of the guardian's link, and the family view's (apps/web/src/config/paths.ts). */
const AUTHORIZATION_PAGE = '/autorizacion';
const FAMILY_PAGE = '/familia';
const RESEND_MS = GUARDIAN_RESEND_HOURS * 60 * 60 * 1000;

type Consent = NonNullable<Awaited<ReturnType<ReturnType<typeof consentsRepository>['latestOf']>>>;
type Student = NonNullable<Awaited<ReturnType<ReturnType<typeof consentsRepository>['studentOf']>>>;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The status a student's latest request shows (to the student and the family view): an unanswered
 * one reads as expired once its link is. The latest is never 'replaced' (a newer one replaced it);
 * read as pending if it were.
 */
export function shownStatus(consent: { status: Consent['status']; expiresAt: Date }, now = Date.now()): GuardianStatus {
  const { status } = consent;
  if (status !== 'pending' && status !== 'replaced') return status;
  return consent.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

/** A refusal of the student's resend, reworded for the orienter or admin who asked it instead. */
function toStaff(err: unknown): unknown {
  if (!(err instanceof AppError) || !(err.errorCode in STAFF_RESEND_MESSAGES)) return err;
  const message = STAFF_RESEND_MESSAGES[err.errorCode as keyof typeof STAFF_RESEND_MESSAGES];
  return Object.assign(new AppError(err.statusCode, err.errorCode, message), {
    retryAfterSeconds: (err as { retryAfterSeconds?: number }).retryAfterSeconds,
  });
}

/** What the student (never a orienter) is told of their latest request to a guardian. */
function guardianOf(consent: Consent, now = Date.now()): NonNullable<DataSharingState['guardian']> {
  const resendAt = consent.createdAt.getTime() + RESEND_MS;
  return {
    status: shownStatus(consent, now),
    email_masked: maskEmail(consent.guardianEmail),
    sent_at: consent.createdAt.toISOString(),
    decided_at: consent.decidedAt ? consent.decidedAt.toISOString() : null,
    can_resend_at: resendAt > now ? new Date(resendAt).toISOString() : null,
  };
}

/**
 * Age and a guardian's consent (docs/privacy.md, «Consentimiento antes de compartir»): the
 * guardian's single-use link, its answer, the birth date given after signup, resends by the
 * student or their orienter, and what a student's data may do now.
 */
export function consentsService(context: ServiceContext) {
  const { work, log } = context;
  const repo = consentsRepository(work.db);
  const pageUrl = (token: string) => `${context.config.mail.publicUrl}${AUTHORIZATION_PAGE}/${token}`;

  /**
   * Mails the student's guardian a new single-use link, in the caller's unit of work: the pending
   * requests it replaces stop working, and the message exists only if the unit commits.
   */
  async function request(unit: Work, student: Student, guardianEmail: string) {
    const txRepo = consentsRepository(unit.db);
    await txRepo.replacePending(student.id);
    const { token, tokenHash } = newSecretToken();
    const consent = await txRepo.insert(student.id, guardianEmail, tokenHash);
    await mailService(within(context, unit)).enqueue({
      kind: 'guardian_consent',
      idempotencyKey: `guardian-consent:${consent.id}`,
      to: guardianEmail,
      secret: true,
      content: guardianConsentMail({
        studentName: `${student.firstName} ${student.lastName}`,
        schoolName: student.schoolName ?? '',
        url: pageUrl(token),
        validDays: GUARDIAN_CONSENT_DAYS,
        familyUrl: `${context.config.mail.publicUrl}${FAMILY_PAGE}`,
      }),
    });
    return consent;
  }

  /** What the student's data may do now, and why not (read in the caller's unit, when in one). */
  async function stateOf(scoped: ServiceContext, userId: number): Promise<DataSharingState> {
    const db = scoped.work.db;
    const student = found(await consentsRepository(db).studentOf(userId), unauthorized);
    const school =
      student.highschoolId === null ? undefined : await highschoolsService(scoped).find(student.highschoolId);
    const age = ageGroup(student.birthDate);
    const latest = age === 'minor' ? await consentsRepository(db).latestOf(userId) : undefined;
    const shareable = await consentsRepository(db).isShareable(userId);
    return {
      shareable,
      fields: [...SHARED_FIELDS],
      school: {
        authorized: school?.data_sharing_authorized ?? false,
        since: school?.data_sharing_authorized_at ?? null,
      },
      age,
      guardian: latest ? guardianOf(latest) : null,
      held_meetings: shareable ? 0 : await consentsRepository(db).meetingCountOf(userId),
    };
  }

  /**
   * Sends the guardian's e-mail again (a new link; the old one stops working), to the latest
   * address or a corrected one, with the student's row locked: for a minor only, not once a
   * guardian granted it, and to the same address at most once in GUARDIAN_RESEND_HOURS.
   */
  async function resend(unit: Work, userId: number, opts: { guardianEmail?: string; highschoolId?: number }) {
    const txRepo = consentsRepository(unit.db);
    await txRepo.lockStudent(userId);
    const student = await txRepo.studentOf(userId);
    if (!student || (opts.highschoolId !== undefined && student.highschoolId !== opts.highschoolId))
      throw codeError('StudentNotInSchool');
    const age = ageGroup(student.birthDate);
    if (age === 'unknown') throw codeError('BirthDateRequired');
    if (age === 'adult') throw codeError('GuardianConsentNotNeeded');
    const latest = await txRepo.latestOf(userId);
    if (latest?.status === 'granted') throw codeError('GuardianConsentAlreadyGranted');
    const address = opts.guardianEmail ?? latest?.guardianEmail;
    if (!address) throw validationError([{ path: 'guardianEmail', message: VALIDATION.required }]);
    if (sameAddress(address, student.email))
      throw validationError([{ path: 'guardianEmail', message: CONSENT_MESSAGES.guardianEmailSame }]);
    const wait =
      latest && sameAddress(address, latest.guardianEmail) ? latest.createdAt.getTime() + RESEND_MS - Date.now() : 0;
    if (wait > 0)
      throw Object.assign(codeError('GuardianResendTooSoon'), { retryAfterSeconds: Math.ceil(wait / 1000) });
    return request(unit, student, address);
  }

  return {
    /** Asks the guardian of a student (signup, in its unit: the new row is read in it). */
    async requestFor(unit: Work, userId: number, guardianEmail: string) {
      const student = found(await consentsRepository(unit.db).studentOf(userId), unauthorized);
      return request(unit, student, guardianEmail);
    },

    /** GET /users/me/data-sharing. */
    state: (userId: number) => stateOf(context, userId),

    /** A student whose age is unknown gives their birth date (once); a minor names a guardian, who is mailed. */
    setBirthDate: (userId: number, body: BirthDateBody): Promise<DataSharingState> =>
      work.run(async (unit) => {
        const scoped = within(context, unit);
        const txRepo = consentsRepository(unit.db);
        await txRepo.lockStudent(userId);
        const student = found(await txRepo.studentOf(userId), unauthorized);
        if (student.birthDate) throw codeError('BirthDateAlreadySet');
        const minor = ageGroup(body.birthDate) === 'minor';
        if (minor && body.guardianEmail && sameAddress(body.guardianEmail, student.email))
          throw validationError([{ path: 'guardianEmail', message: CONSENT_MESSAGES.guardianEmailSame }]);
        if (!(await usersService(scoped).setBirthDateOnce(userId, body.birthDate)))
          throw codeError('BirthDateAlreadySet');
        if (minor) await request(unit, { ...student, birthDate: body.birthDate }, body.guardianEmail!);
        log.info({ event: 'birth_date_given', userId, minor }, 'birth date given');
        return stateOf(scoped, userId);
      }),

    /** POST /users/me/guardian-consent: the student resends, optionally to a corrected address. */
    resendByStudent: (userId: number, guardianEmail: string | undefined): Promise<DataSharingState> =>
      work.run(async (unit) => {
        await resend(unit, userId, { guardianEmail });
        log.info({ event: 'guardian_consent_resent', userId, by: userId }, 'guardian consent resent');
        return stateOf(within(context, unit), userId);
      }),

    /** A orienter (or an admin) resends for a student of the school: audited, answered masked. */
    async resendByStaff(actorId: number, highschoolId: number, userId: number) {
      const consent = await work
        .audited(
          actorId,
          'guardian_consent.resend',
          (c: Consent) => c.id,
          (unit) => resend(unit, userId, { highschoolId }),
        )
        .catch((err: unknown) => {
          throw toStaff(err);
        });
      log.info({ event: 'guardian_consent_resent', userId, by: actorId }, 'guardian consent resent');
      return { status: 'pending' as const, email_masked: maskEmail(consent.guardianEmail) };
    },

    /** What the guardian's page shows; the link is not used by reading it. */
    async view(token: string): Promise<GuardianConsentView> {
      const consent = found(await repo.findByHash(hashSecretToken(token)), () => codeError('GuardianConsentNotFound'));
      if (consent.status !== 'pending' || !consent.live) throw codeError('GuardianConsentGone');
      const student = found(await repo.studentOf(consent.userId), () => codeError('GuardianConsentNotFound'));
      return {
        student: {
          first_name: student.firstName,
          last_name: student.lastName,
          highschool_name: student.schoolName,
          highschool_city: student.schoolCity,
        },
        fields: [...SHARED_FIELDS],
        recipients: CONSENT_MESSAGES.recipients,
        purpose: CONSENT_MESSAGES.purpose,
        status: 'pending',
        expires_at: consent.expiresAt.toISOString(),
      };
    },

    /**
     * The guardian's answer, once (410 after). Granted, the student's requests may leave from the
     * next export on (none written now); refused, they stay held until a new request is granted.
     */
    async decide(token: string, decision: GuardianDecision) {
      const tokenHash = hashSecretToken(token);
      const decided = await work.run((unit) => consentsRepository(unit.db).decide(tokenHash, decision));
      if (!decided) {
        if (await repo.findByHash(tokenHash)) throw codeError('GuardianConsentGone');
        throw codeError('GuardianConsentNotFound');
      }
      log.info(
        { event: 'guardian_consent_decided', consentId: decided.id, userId: decided.userId, decision },
        'guardian consent decided',
      );
      return { status: decision };
    },

    /**
     * The guardian withdraws their consent from the family view, in the caller's unit (which also
     * records the child's opposition): the student's row locked, as every change of their consents.
     * Answers the student's latest request before and after.
     */
    async withdrawByGuardian(unit: Work, userId: number) {
      const txRepo = consentsRepository(unit.db);
      await txRepo.lockStudent(userId);
      const before = await txRepo.latestOf(userId);
      await txRepo.withdraw(userId);
      return { before, after: await txRepo.latestOf(userId) };
    },

    /** GET /highschools/{id}/guardian-consents: who the summary counts, with the address masked. */
    async awaiting(highschoolId: number, { state, ...page }: GuardianConsentListQuery) {
      const { rows, total } = await repo.awaitingOf(highschoolId, adultCutoff(), state, page);
      const now = Date.now();
      return {
        total,
        rows: rows.map((r): GuardianConsentRow => {
          const sent = r.sent_at === null ? null : new Date(r.sent_at);
          const resendAt = sent ? sent.getTime() + RESEND_MS : 0;
          return {
            user_id: r.user_id,
            full_name: r.full_name,
            state: r.state,
            email_masked: r.guardian_email ? maskEmail(r.guardian_email) : null,
            sent_at: sent ? sent.toISOString() : null,
            can_resend_at: resendAt > now ? new Date(resendAt).toISOString() : null,
          };
        }),
      };
    },

    /** GET /highschools/{id}/guardian-consents/summary. */
    summary: (highschoolId: number) => repo.summaryOf(highschoolId, adultCutoff()),
  };
}
