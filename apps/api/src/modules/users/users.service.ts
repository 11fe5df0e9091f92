import { VALIDATION, type CurrentUser, type UpdateMeBody } from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import { codeError, unauthorized, validationError } from '../../lib/errors.ts';
import { assertSchoolAndSemester, liveKeyOfSchool } from './school-checks.ts';
import { usersRepository } from './users.repository.ts';

export function usersService(db: Db) {
  return {
    /**
     * A student changes semester freely; moving to another school takes a live orienter key of
     * that school, as signing up does, because the student then counts for its counselors' reward.
     * Answers what was written, read back inside the same transaction.
     */
    async changeSchool(userId: number, body: UpdateMeBody): Promise<CurrentUser> {
      const { highschoolId, semesterId, orienterKey } = body;
      await assertSchoolAndSemester(db, highschoolId, semesterId);
      return db.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const current = await repo.schoolForUpdate(userId);
        if (!current) throw unauthorized();
        if (current.highschoolId !== highschoolId) {
          if (!orienterKey) {
            throw validationError([{ path: 'orienterKey', message: VALIDATION.orienterKeyForNewSchool }]);
          }
          if (!(await liveKeyOfSchool(tx, orienterKey, highschoolId))) throw codeError('InvalidOrienterKey');
        }
        await repo.updateSchool(userId, current.highschoolId, highschoolId, semesterId);
        const me = await repo.findCurrent(userId);
        if (!me) throw unauthorized();
        return me;
      });
    },
  };
}
