import {
  CATALOG_MESSAGES,
  EDITOR_MESSAGES,
  rewardProgress,
  type DataSharingBody,
  type HighschoolBody,
  type HighschoolChange,
  type HighschoolDetail,
} from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PageRequest } from '../../db/paging.ts';
import { withConstraintErrors, type ConstraintRules } from '../../lib/constraint-errors.ts';
import { codeError, found, validationError } from '../../lib/errors.ts';
import { schoolNotFound } from '../../lib/school-route.ts';
import { cityState } from '../catalog/catalog.queries.ts';
import { goalReachedMail, mailService } from '../mail/mail.service.ts';
import { highschoolsRepository } from './highschools.repository.ts';

/** One name per city, whatever its case and accents. */
const RULES: ConstraintRules = { unique: { highschools_name_city_key: () => codeError('DuplicatedHighschool') } };

/** Why a city did not take a school: there is no such city, or it was retired (400 on `cityId`). */
async function cityRefused(db: DbOrTx, cityId: number) {
  const retired = (await cityState(db, cityId)) === 'retired';
  return validationError([
    { path: 'cityId', message: retired ? CATALOG_MESSAGES.cityRetired : EDITOR_MESSAGES.cityNotFound },
  ]);
}

export function highschoolsService(context: ServiceContext) {
  const { work } = context;
  const repo = highschoolsRepository(work.db);
  return {
    list: (query: PageRequest & { search?: string }) => repo.list(query),
    find: (id: number): Promise<HighschoolDetail | undefined> => repo.find(id),
    exists: (id: number) => repo.exists(id),

    /** Of one school, or of all of them without an id. */
    stats: (highschoolId?: number) => repo.stats(highschoolId),

    /** A new school (by an admin) in a city that is not retired. */
    create: (actorId: number, { name, cityId }: HighschoolBody): Promise<HighschoolDetail> =>
      work.audited(
        actorId,
        'highschool.create',
        (school: HighschoolDetail) => school.id,
        async ({ db }) => {
          const txRepo = highschoolsRepository(db);
          const id = await withConstraintErrors(() => txRepo.create(name, cityId), RULES);
          if (id === undefined) throw await cityRefused(db, cityId);
          return (await txRepo.find(id))!;
        },
      ),

    /**
     * PATCH /highschools/{id} (by an admin): its name or city (`highschool.update`), its notebooks
     * (`notebooks.update`, as before), or both, in one unit.
     */
    update: (actorId: number, id: number, { notebooks, name, cityId }: HighschoolChange): Promise<HighschoolDetail> =>
      work.run(async (unit) => {
        const inUnit = highschoolsService(within(context, unit));
        if (name !== undefined || cityId !== undefined) await inUnit.updateDetails(actorId, id, { name, cityId });
        if (notebooks !== undefined) await inUnit.updateNotebooks(actorId, id, notebooks);
        const school = await highschoolsRepository(unit.db).find(id);
        if (!school) throw schoolNotFound();
        return school;
      }),

    /** Its name or its city; a retired city keeps its schools but takes no other. */
    updateDetails: (actorId: number, id: number, details: { name?: string; cityId?: number }) =>
      work.audited(actorId, 'highschool.update', id, async ({ db }) => {
        const txRepo = highschoolsRepository(db);
        if (await withConstraintErrors(() => txRepo.updateDetails(id, details), RULES)) return;
        if (details.cityId === undefined || !(await txRepo.exists(id))) throw schoolNotFound();
        throw await cityRefused(db, details.cityId);
      }),

    /** By an admin, in one unit with the goal notice, since fewer notebooks can complete the goal. */
    updateNotebooks: (actorId: number, id: number, notebooks: number): Promise<HighschoolDetail> =>
      work.audited(actorId, 'notebooks.update', id, async (unit) => {
        const txRepo = highschoolsRepository(unit.db);
        if (!(await txRepo.updateNotebooks(id, notebooks))) throw schoolNotFound();
        await highschoolsService(within(context, unit)).noticeGoalReached(id);
        return (await txRepo.find(id))!;
      }),

    /**
     * An admin records the school's authorization to share its students' data with universities
     * (on the director's written say-so), or ends it (`data_sharing.update` in the audit trail).
     * From then on its students' requests leave or are held (consents.queries.ts); exports made
     * before are never changed.
     */
    setDataSharing: (actorId: number, id: number, { authorized, note }: DataSharingBody): Promise<HighschoolDetail> =>
      work.audited(actorId, 'data_sharing.update', id, async ({ db }) => {
        const txRepo = highschoolsRepository(db);
        if (authorized) await txRepo.authorizeDataSharing(id, actorId, note);
        else await txRepo.revokeDataSharing(id, actorId);
        return found(await txRepo.find(id), schoolNotFound);
      }),

    orienters: (highschoolId: number, page: PageRequest) => repo.orienters(highschoolId, page),

    /**
     * After a write that can move the reward progress (a student signs up or joins, a meeting,
     * the notebooks), in its transaction: the first time the school's progress is at 100 %, its
     * orienters and the admins are told, once (`goal-reached:<id>`). True when queued now.
     */
    async noticeGoalReached(highschoolId: number): Promise<boolean> {
      const stats = await repo.stats(highschoolId);
      const progress = rewardProgress(stats);
      if (!progress.complete) return false;
      const school = await repo.find(highschoolId);
      if (!school) return false;
      const queued = await mailService(context).enqueueStaffNotice({
        kind: 'goal_reached',
        eventKey: `goal-reached:${highschoolId}`,
        highschoolId,
        content: (to) =>
          goalReachedMail({
            firstName: to.firstName,
            schoolName: school.name,
            notebooks: stats.notebooks,
            registers: stats.registers,
            meetings: stats.meetings,
            goal: Math.ceil(stats.notebooks * 0.8 + stats.notebooks * 0.4),
          }),
      });
      return queued > 0;
    },
  };
}
