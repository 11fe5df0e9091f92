import { LIMITS } from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import { codeError } from '../../lib/errors.ts';
import { degreesService } from '../degrees/degrees.service.ts';
import { highschoolsService } from '../highschools/highschools.service.ts';
import { mailService, meetingRequestedMail } from '../mail/mail.service.ts';
import { meetingsRepository } from './meetings.repository.ts';

export function meetingsService(db: Db) {
  const repo = meetingsRepository(db);
  return {
    list: (userId: number) => repo.list(userId),

    /**
     * Books a meeting: only on a favourite, once per degree, at most 4, also under concurrency. In
     * the same transaction it queues the student's confirmation and, when the meeting completes
     * the school's goal, that notice; the caller nudges the mail worker.
     */
    create(userId: number, degreeId: number) {
      return db.transaction(async (tx) => {
        const txRepo = meetingsRepository(tx);
        await txRepo.lockStudent(userId);
        const { is_favorite, is_meeting } = await degreesService(tx).preferencesOf(userId, degreeId);
        if (is_meeting) throw codeError('DuplicatedResource');
        if (!is_favorite) throw codeError('FavoriteRequired');
        if ((await txRepo.count(userId)) >= LIMITS.maxMeetings) throw codeError('MeetingLimitReached');
        await txRepo.add(userId, degreeId);
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

    /** Every meeting, a page at a time, for the CSV report (one reader per export). */
    reportReader: () => repo.reportReader(),
  };
}
