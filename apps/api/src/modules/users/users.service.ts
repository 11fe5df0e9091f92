import {
  ERROR_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  studentProfileForm,
  VALIDATION,
  type CurrentUser,
  type UpdateMeBody,
  type UpdateProfileBody,
  type UserType,
} from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import { AppError, codeError, found, unauthorized, validationError, type ErrorDetail } from '../../lib/errors.ts';
import { catalogService } from '../catalog/catalog.service.ts';
import { highschoolsService } from '../highschools/highschools.service.ts';
import { orienterKeysService } from '../highschools/orienter-keys.service.ts';
import { usersRepository } from './users.repository.ts';

/** A school that exists and an active semester, or a 400 naming each wrong field. */
export async function assertSchoolAndSemester(context: ServiceContext, highschoolId: number, semesterId: number) {
  const school = await highschoolsService(context).exists(highschoolId);
  const semester = await catalogService(context).isActiveSemester(semesterId);
  const details: ErrorDetail[] = [];
  if (!school) details.push({ path: 'highschoolId', message: ERROR_MESSAGES.highschoolNotFound });
  if (!semester) details.push({ path: 'semesterId', message: ERROR_MESSAGES.semesterNotFound });
  if (details.length) throw validationError(details);
}

/** A live orienter key of that school, or 403 InvalidOrienterKey. */
export async function assertKeyOfSchool(context: ServiceContext, key: string, highschoolId: number) {
  if (!(await orienterKeysService(context).isLiveKeyOfSchool(key, highschoolId))) throw codeError('InvalidOrienterKey');
}

export function usersService(context: ServiceContext) {
  const { work, forgetSession } = context;
  const repo = usersRepository(work.db);
  /** Committed: this process forgets the user's cached session row without waiting for NOTIFY. */
  const forget = (unit: typeof work, id: number) => unit.afterCommit(() => forgetSession(id));
  return {
    /**
     * The user accepts the privacy notice in force. Accepting an older one (read before it changed)
     * records nothing: they read the new one first.
     */
    async acceptPrivacyNotice(id: number, version: string) {
      if (version !== PRIVACY_NOTICE_VERSION) throw codeError('PrivacyNoticeChanged');
      await repo.recordPrivacyAcceptance(id, PRIVACY_NOTICE_VERSION);
      forget(work, id);
    },

    /** The signed-in user; a user deleted meanwhile is a 401. */
    current: async (id: number): Promise<CurrentUser> => found(await repo.findCurrent(id), unauthorized),

    /** Type and session version, which an access token must still match (plugins/auth.ts). */
    findSession: (id: number) => repo.findSession(id),
    findByEmail: (email: string) => repo.findByEmail(email),
    bumpSessionVersion: (id: number) => repo.bumpSessionVersion(id),
    findAccount: (where: { email: string } | { id: number }) => repo.findAccount(where),
    setPassword: (id: number, passwordHash: string) => repo.setPassword(id, passwordHash),
    /** A student's birth date, given once while unknown (consents.service.ts); false if it was known. */
    setBirthDateOnce: (id: number, birthDate: string) => repo.setBirthDateOnce(id, birthDate),

    /**
     * A student changes semester freely; moving to another school takes a live orienter key of
     * that school, as signing up does, because the student then counts for its orienters' reward.
     * Answers what was written, read back inside the same transaction.
     */
    async changeSchool(userId: number, body: UpdateMeBody): Promise<CurrentUser> {
      const { highschoolId, semesterId, orienterKey } = body;
      await assertSchoolAndSemester(context, highschoolId, semesterId);
      return work.run(async (unit) => {
        const scoped = within(context, unit);
        const txRepo = usersRepository(unit.db);
        const current = found(await txRepo.lock(userId), unauthorized);
        if (current.highschoolId !== highschoolId) {
          if (!orienterKey) {
            throw validationError([{ path: 'orienterKey', message: VALIDATION.orienterKeyForNewSchool }]);
          }
          await assertKeyOfSchool(scoped, orienterKey, highschoolId);
        }
        await txRepo.updateSchool(userId, current.highschoolId, highschoolId, semesterId);
        if (current.highschoolId !== highschoolId) await highschoolsService(scoped).noticeGoalReached(highschoolId);
        forget(unit, userId);
        return found(await txRepo.findCurrent(userId), unauthorized);
      });
    },

    /**
     * The user changes their own name and avatar (kept when left out). A student's names keep
     * signup's rules (3 to 60 characters); the body's schema already holds everyone else's.
     */
    async updateProfile(user: { id: number; type: UserType }, body: UpdateProfileBody): Promise<CurrentUser> {
      if (user.type === 'student') {
        const checked = studentProfileForm.safeParse(body);
        if (!checked.success) {
          throw validationError(
            checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          );
        }
      }
      return work.run(async (unit) => {
        const txRepo = usersRepository(unit.db);
        // No session row to forget: it holds neither the names nor the avatar (session-cache.ts).
        await txRepo.updateProfile(user.id, body);
        return found(await txRepo.findCurrent(user.id), unauthorized);
      });
    },

    /** An admin deletes a student or an orienter; admins are never deleted through the API. */
    remove: (actorId: number, id: number) =>
      work.audited(actorId, 'user.delete', id, async (unit) => {
        if (!(await usersRepository(unit.db).deleteNonAdmin(id)))
          throw new AppError(404, 'NotFound', 'No fue posible eliminar el usuario');
        forget(unit, id);
      }),
  };
}
