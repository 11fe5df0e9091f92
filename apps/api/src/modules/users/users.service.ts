import { ERROR_MESSAGES, PRIVACY_NOTICE_VERSION, VALIDATION, type CurrentUser, type UpdateMeBody } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, codeError, found, unauthorized, validationError, type ErrorDetail } from '../../lib/errors.ts';
import { catalogService } from '../catalog/catalog.service.ts';
import { highschoolsService } from '../highschools/highschools.service.ts';
import { orienterKeysService } from '../highschools/orienter-keys.service.ts';
import { usersRepository } from './users.repository.ts';

/** A school that exists and an active semester, or a 400 naming each wrong field. */
export async function assertSchoolAndSemester(db: DbOrTx, highschoolId: number, semesterId: number) {
  const school = await highschoolsService(db).exists(highschoolId);
  const semester = await catalogService(db).isActiveSemester(semesterId);
  const details: ErrorDetail[] = [];
  if (!school) details.push({ path: 'highschoolId', message: ERROR_MESSAGES.highschoolNotFound });
  if (!semester) details.push({ path: 'semesterId', message: ERROR_MESSAGES.semesterNotFound });
  if (details.length) throw validationError(details);
}

/** A live orienter key of that school, or 403 InvalidOrienterKey. */
export async function assertKeyOfSchool(db: DbOrTx, key: string, highschoolId: number) {
  if (!(await orienterKeysService(db).isLiveKeyOfSchool(key, highschoolId))) throw codeError('InvalidOrienterKey');
}

export function usersService(db: DbOrTx) {
  const repo = usersRepository(db);
  return {
    /**
     * The user accepts the privacy notice in force. Accepting an older one (read before it changed)
     * records nothing: they read the new one first.
     */
    async acceptPrivacyNotice(id: number, version: string) {
      if (version !== PRIVACY_NOTICE_VERSION) throw codeError('PrivacyNoticeChanged');
      await repo.recordPrivacyAcceptance(id, PRIVACY_NOTICE_VERSION);
    },

    /** The signed-in user; a user deleted meanwhile is a 401. */
    current: async (id: number): Promise<CurrentUser> => found(await repo.findCurrent(id), unauthorized),

    /** Type and session version, which an access token must still match (plugins/auth.ts). */
    findSession: (id: number) => repo.findSession(id),
    findByEmail: (email: string) => repo.findByEmail(email),
    bumpSessionVersion: (id: number) => repo.bumpSessionVersion(id),
    findAccount: (where: { email: string } | { id: number }) => repo.findAccount(where),
    setPassword: (id: number, passwordHash: string) => repo.setPassword(id, passwordHash),

    /**
     * A student changes semester freely; moving to another school takes a live orienter key of
     * that school, as signing up does, because the student then counts for its orienters' reward.
     * Answers what was written, read back inside the same transaction.
     */
    async changeSchool(userId: number, body: UpdateMeBody): Promise<CurrentUser> {
      const { highschoolId, semesterId, orienterKey } = body;
      await assertSchoolAndSemester(db, highschoolId, semesterId);
      return db.transaction(async (tx) => {
        const txRepo = usersRepository(tx);
        const current = found(await txRepo.lock(userId), unauthorized);
        if (current.highschoolId !== highschoolId) {
          if (!orienterKey) {
            throw validationError([{ path: 'orienterKey', message: VALIDATION.orienterKeyForNewSchool }]);
          }
          await assertKeyOfSchool(tx, orienterKey, highschoolId);
        }
        await txRepo.updateSchool(userId, current.highschoolId, highschoolId, semesterId);
        if (current.highschoolId !== highschoolId) await highschoolsService(tx).noticeGoalReached(highschoolId);
        return found(await txRepo.findCurrent(userId), unauthorized);
      });
    },

    /** Deletes a student or an orienter; admins are never deleted through the API. */
    async remove(id: number) {
      if (!(await repo.deleteNonAdmin(id))) throw new AppError(404, 'NotFound', 'No fue posible eliminar el usuario');
    },
  };
}
