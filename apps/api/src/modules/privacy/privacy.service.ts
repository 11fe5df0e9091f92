import type { ContactSharingState, DeleteMeBody } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { codeError, found, unauthorized } from '../../lib/errors.ts';
import { confirmCurrentPassword } from '../auth/passwords.service.ts';
import { compareListOf } from '../compare/compare-list.queries.ts';
import { interestResultsOf } from '../interest-test/interest-test.queries.ts';
import { privacyExportRepository } from './privacy-export.repository.ts';
import { privacyRepository } from './privacy.repository.ts';

/** The format of the export, so that a reader can tell what it holds. */
export const EXPORT_FORMAT = { format: 'toca-la-puerta/mis-datos', version: 1 } as const;

/**
 * Whether a student who withdrew consent to share their contact data may book: only by giving it
 * again (`consent`), which clears the withdrawal in the booking's transaction. Call with the
 * user's row locked.
 */
export async function assertContactSharing({ work }: ServiceContext, userId: number, consent: boolean | undefined) {
  const repo = privacyRepository(work.db);
  if ((await repo.withdrawnAt(userId)) === null) return;
  if (!consent) throw codeError('ContactSharingWithdrawn');
  await repo.setWithdrawn(userId, false);
}

/** ARCO self-service: access (the export), cancellation (deleting one's own account), opposition. */
export function privacyService(context: ServiceContext) {
  const { work, log, forgetSession } = context;

  return {
    /** Everything the platform holds about the user, read as one snapshot. */
    exportOf(userId: number) {
      return work.run(async (unit) => {
        const repo = privacyExportRepository(unit.db);
        const base = found(await repo.profileOf(userId), unauthorized);
        return {
          ...EXPORT_FORMAT,
          generated_at: new Date().toISOString(),
          ...base,
          preferences: await repo.preferencesOf(userId),
          groups: await repo.groupsOf(userId),
          favorites: await repo.favoritesOf(userId),
          compare_list: await compareListOf(unit.db, userId),
          interest_tests: await interestResultsOf(unit.db, userId),
          meetings: await repo.meetingsOf(userId),
          sessions: await repo.sessionsOf(userId),
          password_resets: await repo.passwordResetsOf(userId),
          orienter_keys: await repo.orienterKeysOf(userId),
          access_links_created: await repo.accessLinksCreatedBy(userId),
          meeting_slots_published: await repo.meetingSlotsPublishedBy(userId),
          disclosures: await repo.disclosuresOf(userId),
          guardian_consents: await repo.guardianConsentsOf(userId),
          data_sharing_recorded: await repo.dataSharingRecordedBy(userId),
          staff_actions: await repo.staffActionsOf(userId),
          mail: await repo.mailOf(base.profile.email),
        };
      });
    },

    /**
     * Deletes the caller's own account with its personal data, in ONE transaction, after checking
     * the current password (throttled like a password change). The school's totals stay as they
     * were (migration 0015: anonymous aggregates); the disclosure ledger keeps its events under
     * the pseudonymous subject key (user_id set to null by its foreign key); e-mails addressed to
     * the user go, and those sent to their guardian about them. Every session ends: the row is gone, so access tokens and refresh tokens die.
     */
    async deleteSelf(userId: number, body: DeleteMeBody): Promise<void> {
      const account = await confirmCurrentPassword(context, userId, body.password, {
        path: 'password',
        event: 'account_delete_failed',
      });
      await work.audited(userId, 'user.delete', userId, async (unit) => {
        const repo = privacyRepository(unit.db);
        // Every admin row locked: two admins deleting themselves at once cannot both pass.
        if (account.type === 'admin' && (await repo.lockAdmins()) <= 1) throw codeError('LastAdmin');
        await repo.keepSchoolCounts();
        await repo.deleteMailTo(account.email);
        await repo.deleteGuardianMailOf(userId);
        if (!(await repo.deleteUser(userId))) throw unauthorized();
        unit.afterCommit(() => forgetSession(userId));
      });
      log.info({ event: 'account_deleted_by_owner', userId }, 'account deleted by its owner');
    },

    /**
     * Opposition: a student stops (or starts again) sharing their contact data with universities.
     * Withdrawing also withdraws their meeting requests (deleted, in the same transaction; the
     * school's totals follow as for any meeting deleted), so no later export carries them.
     */
    setContactSharing(userId: number, sharing: boolean): Promise<ContactSharingState> {
      return work.run(async (unit) => {
        const repo = privacyRepository(unit.db);
        const row = await repo.setWithdrawn(userId, !sharing);
        if (!row) throw unauthorized();
        const withdrawn = sharing ? 0 : await repo.deleteMeetingsOf(userId);
        log.info(
          { event: sharing ? 'contact_sharing_given' : 'contact_sharing_withdrawn', userId, meetings: withdrawn },
          'contact sharing changed',
        );
        return {
          sharing,
          withdrawn_at: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
          meetings_withdrawn: withdrawn,
        };
      });
    },
  };
}
