import { randomUUID } from 'node:crypto';
import { LIMITS } from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import { codeError } from '../../lib/errors.ts';
import { degreesService } from '../degrees/degrees.service.ts';
import { highschoolsService } from '../highschools/highschools.service.ts';
import { mailService, meetingRequestedMail } from '../mail/mail.service.ts';
import { disclosuresService } from '../disclosures/disclosures.service.ts';
import type { SubjectKeys } from '../disclosures/subject-key.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertContactSharing } from '../privacy/privacy.service.ts';
import { meetingsRepository } from './meetings.repository.ts';

export function meetingsService(db: Db, keys: SubjectKeys) {
  const repo = meetingsRepository(db);
  return {
    list: (userId: number) => repo.list(userId),

    /**
     * Books a meeting: only on a favourite, once per degree, at most 4, also under concurrency. In
     * the same transaction it records that the student's data reaches the degree's campus (the
     * disclosure ledger), queues the student's confirmation and, when the meeting completes the
     * school's goal, that notice; the caller nudges the mail worker.
     */
    create(userId: number, degreeId: number, consentToShare?: boolean) {
      return db.transaction(async (tx) => {
        const txRepo = meetingsRepository(tx);
        await txRepo.lockStudent(userId);
        // A student who withdrew consent to share their contact data books only by giving it again.
        await assertContactSharing(tx, userId, consentToShare);
        const { is_favorite, is_meeting } = await degreesService(tx).preferencesOf(userId, degreeId);
        if (is_meeting) throw codeError('DuplicatedResource');
        if (!is_favorite) throw codeError('FavoriteRequired');
        if ((await txRepo.count(userId)) >= LIMITS.maxMeetings) throw codeError('MeetingLimitReached');
        await txRepo.add(userId, degreeId);
        await disclosuresService(tx, keys).recordMeeting(userId, degreeId);
        const booked = (await txRepo.confirmationOf(userId, degreeId))!;
        await mailService(tx).enqueue({
          kind: 'meeting_requested',
          idempotencyKey: `meeting-requested:${booked.meetingId}`,
          to: booked.email,
          content: meetingRequestedMail(booked),
        });
        if (booked.highschoolId !== null) await highschoolsService(tx).noticeGoalReached(booked.highschoolId);
      });
    },

    /**
     * Starts an export of the meetings CSV: in one transaction, the disclosure ledger gets one
     * event per student it holds (set-based, with the export's id) and the audit trail the
     * download. Answers the reader of the report, bounded to the meetings the ledger counted.
     */
    async startReport(actorId: number) {
      const exportId = randomUUID();
      const { upToId } = await db.transaction(async (tx) => {
        const recorded = await disclosuresService(tx, keys).recordExport(exportId, actorId);
        await recordAudit(tx, {
          actorId,
          action: 'meetings_csv.download',
          entity: 'meetings_csv',
          entityId: exportId,
          after: { export_id: exportId, students: recorded.students, up_to_meeting_id: recorded.upToId },
        });
        return recorded;
      });
      return { exportId, read: repo.reportReader(upToId) };
    },

    /** Every meeting, a page at a time, for the CSV report (one reader per export). */
    reportReader: () => repo.reportReader(),
  };
}
