import {
  FAMILY_DISCLOSURES_SHOWN,
  FAMILY_LINK_MINUTES,
  FAMILY_MESSAGES,
  type FamilyChild,
  type FamilyChildDetail,
  type FamilyConsent,
  type FamilyWithdrawal,
} from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import { codeError, notFound } from '../../lib/errors.ts';
import { consentsService, shownStatus } from '../consents/consents.service.ts';
import { favoritesService } from '../favorites/favorites.service.ts';
import { familySignInMail, mailService } from '../mail/mail.service.ts';
import { bookingsService } from '../meetings/bookings.service.ts';
import { privacyService } from '../privacy/privacy.service.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { familyRepository } from './family.repository.ts';

/** The web app's page of the mailed link (apps/web/src/config/paths.ts). */
const SIGN_IN_PAGE = '/familia';

type ChildRow = Awaited<ReturnType<ReturnType<typeof familyRepository>['childrenOf']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The consent as the guardian's last answer left it (consents.service.ts, shownStatus). */
const consentOf = (row: ChildRow): FamilyConsent => ({ status: shownStatus(row), decided_at: iso(row.decidedAt) });

const childOf = (row: ChildRow): FamilyChild => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  highschool_name: row.highschoolName,
  consent: consentOf(row),
});

/**
 * The family view (docs/privacy.md, «Vista para familias»): a guardian (the address a minor's latest
 * request names) signs in with a mailed single-use link, sees their children read only, and
 * withdraws their consent. A guardian is not a user: their session names them by that address.
 */
export function familyService(context: ServiceContext) {
  const { work, log, familyThrottle: throttle } = context;
  const repo = familyRepository(work.db);
  const publicUrl = context.config.mail.publicUrl;

  /** Link requests answered whose work is still going on. */
  const linksInFlight = new Set<Promise<void>>();

  /** Mails a link to the address when it is a guardian's now, ending its older links. */
  async function sendLink(email: string): Promise<void> {
    const address = email.toLowerCase();
    const { token, tokenHash } = newSecretToken();
    const content = familySignInMail({
      url: `${publicUrl}${SIGN_IN_PAGE}/${token}`,
      validMinutes: FAMILY_LINK_MINUTES,
    });
    const sent = await work.run(async (unit) => {
      const txRepo = familyRepository(unit.db);
      if ((await txRepo.childrenOf(address)).length === 0) return false;
      await txRepo.endLinksOf(address);
      const linkId = await txRepo.insertLink(address, tokenHash);
      await mailService(within(context, unit)).enqueue({
        kind: 'family_sign_in',
        idempotencyKey: `family-sign-in:${linkId}`,
        to: email,
        content,
        secret: true,
      });
      return true;
    });
    log.info({ event: sent ? 'family_link_requested' : 'family_link_unknown_email' }, 'family sign-in link requested');
  }

  /** The guardian's child of that id, or a 404 that does not tell whether the student exists. */
  async function childOfGuardian(guardianEmail: string, childId: number, db = work.db) {
    const [row] = await familyRepository(db).childrenOf(guardianEmail, childId);
    if (!row) throw notFound(FAMILY_MESSAGES.childNotFound);
    return row;
  }

  return {
    /**
     * Mails a sign-in link when the address is a guardian's. Answers as soon as the throttle lets
     * the request through, before looking the address up, as a password reset does: the answer
     * and its time are the same whether the address is known or not. The work goes on after it,
     * tracked by `settled`; a failure there is logged.
     */
    async requestLink(email: string): Promise<void> {
      await throttle.linkRequested(email.toLowerCase());
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(() => sendLink(email))
        .catch((err: unknown) => log.error({ err, event: 'family_link_failed' }, 'family sign-in link failed'))
        .finally(() => linksInFlight.delete(task));
      linksInFlight.add(task);
    },

    /** Once every link request answered so far has done its work (a graceful shutdown waits for it). */
    async settled(): Promise<void> {
      while (linksInFlight.size > 0) await Promise.all(linksInFlight);
    },

    /** Exchanges a live link (which it uses up) for a new session: its token and when it ends. */
    async openSession(token: string) {
      const tokenHash = hashSecretToken(token);
      const session = await work.run(async (unit) => {
        const txRepo = familyRepository(unit.db);
        const link = await txRepo.useLink(tokenHash);
        if (!link) return undefined;
        const created = newSecretToken();
        return { token: created.token, expiresAt: await txRepo.insertSession(link.guardianEmail, created.tokenHash) };
      });
      if (!session) throw codeError((await repo.linkExists(tokenHash)) ? 'FamilyLinkGone' : 'FamilyLinkNotFound');
      log.info({ event: 'family_session_opened' }, 'family session opened');
      return session;
    },

    /** The guardian of a live session (401 FamilySessionRequired without one). */
    async guardianOf(sessionToken: string | undefined): Promise<string> {
      const guardian = sessionToken ? await repo.liveSession(hashSecretToken(sessionToken)) : undefined;
      if (!guardian) throw codeError('FamilySessionRequired');
      return guardian;
    },

    /** Ends the session, if there is one. */
    async signOut(sessionToken: string | undefined) {
      if (sessionToken) await repo.deleteSession(hashSecretToken(sessionToken));
    },

    /** GET /family/children. */
    async children(guardianEmail: string): Promise<FamilyChild[]> {
      return (await repo.childrenOf(guardianEmail)).map(childOf);
    },

    /** GET /family/children/{id}: favourites, meeting requests (held or shared) and disclosures, as one snapshot. */
    child(guardianEmail: string, childId: number): Promise<FamilyChildDetail> {
      return work.run(async (unit) => {
        const scoped = within(context, unit);
        const row = await childOfGuardian(guardianEmail, childId, unit.db);
        const txRepo = familyRepository(unit.db);
        const shareable = await txRepo.isShareable(childId);
        const favorites = await favoritesService(scoped).list(childId);
        const meetings = await bookingsService(scoped).list(childId);
        const disclosures = await txRepo.disclosuresOf(childId, FAMILY_DISCLOSURES_SHOWN);
        return {
          ...childOf(row),
          shareable,
          favorites: favorites.map((f) => ({ degree_id: f.id, degree: f.name, campus: f.campus })),
          meetings: meetings.map((m) => ({
            degree_id: m.degreeId,
            degree: m.degree,
            campus: m.campus,
            created_at: m.created_at,
            state: shareable ? 'shared' : 'held',
          })),
          disclosures: disclosures.rows.map(({ export_id: _, ...r }) => ({
            ...r,
            created_at: r.created_at.toISOString(),
            school_authorized_at: iso(r.school_authorized_at),
          })),
          disclosures_total: disclosures.total,
        };
      });
    },

    /**
     * The guardian withdraws their consent: exactly the child's own opposition (privacy: sharing
     * withdrawn, meeting requests withdrawn) and the consent marked withdrawn, audited (no actor: a
     * guardian is not a user), all in one unit of work. The child's requests then follow the one rule.
     */
    withdraw(guardianEmail: string, childId: number): Promise<FamilyWithdrawal> {
      return work.run(async (unit) => {
        const scoped = within(context, unit);
        await childOfGuardian(guardianEmail, childId, unit.db);
        const { before, after } = await consentsService(scoped).withdrawByGuardian(unit, childId);
        const opposition = await privacyService(scoped).setContactSharing(childId, false);
        const snapshot = (c: typeof before) =>
          c ? { id: c.id, user_id: c.userId, status: c.status, decided_at: iso(c.decidedAt) } : null;
        await unit.audit({
          actorId: null,
          action: 'guardian_consent.withdraw',
          entity: 'guardian_consent',
          entityId: after?.id ?? null,
          before: snapshot(before),
          after: { ...snapshot(after), by: 'guardian', meetings_withdrawn: opposition.meetings_withdrawn },
        });
        const [row] = await familyRepository(unit.db).childrenOf(guardianEmail, childId);
        log.info({ event: 'family_consent_withdrawn', userId: childId }, 'guardian withdrew consent');
        return { consent: consentOf(row!), meetings_withdrawn: opposition.meetings_withdrawn };
      });
    },
  };
}
