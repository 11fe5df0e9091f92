import { LIMITS } from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import { codeError } from '../../lib/errors.ts';
import { degreesService } from '../degrees/degrees.service.ts';
import { meetingsRepository } from './meetings.repository.ts';

export function meetingsService(db: Db) {
  const repo = meetingsRepository(db);
  return {
    list: (userId: number) => repo.list(userId),

    /** Books a meeting: only on a favourite, once per degree, at most 4, also under concurrency. */
    create(userId: number, degreeId: number) {
      return db.transaction(async (tx) => {
        const txRepo = meetingsRepository(tx);
        await txRepo.lockStudent(userId);
        const { is_favorite, is_meeting } = await degreesService(tx).preferencesOf(userId, degreeId);
        if (is_meeting) throw codeError('DuplicatedResource');
        if (!is_favorite) throw codeError('FavoriteRequired');
        if ((await txRepo.count(userId)) >= LIMITS.maxMeetings) throw codeError('MeetingLimitReached');
        await txRepo.add(userId, degreeId);
      });
    },

    /** Every meeting, a page at a time, for the CSV report (one reader per export). */
    reportReader: () => repo.reportReader(),
  };
}
