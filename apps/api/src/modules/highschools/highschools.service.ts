import { rewardProgress, type HighschoolDetail } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { PageRequest } from '../../db/paging.ts';
import { schoolNotFound } from '../../lib/school-route.ts';
import { goalReachedMail, mailService } from '../mail/mail.service.ts';
import { highschoolsRepository } from './highschools.repository.ts';

export function highschoolsService(context: ServiceContext) {
  const { work } = context;
  const repo = highschoolsRepository(work.db);
  return {
    list: (query: PageRequest & { search?: string }) => repo.list(query),
    find: (id: number): Promise<HighschoolDetail | undefined> => repo.find(id),
    exists: (id: number) => repo.exists(id),

    /** Of one school, or of all of them without an id. */
    stats: (highschoolId?: number) => repo.stats(highschoolId),

    /** By an admin, in one unit with the goal notice, since fewer notebooks can complete the goal. */
    updateNotebooks: (actorId: number, id: number, notebooks: number): Promise<HighschoolDetail> =>
      work.audited(actorId, 'notebooks.update', id, async (unit) => {
        const txRepo = highschoolsRepository(unit.db);
        if (!(await txRepo.updateNotebooks(id, notebooks))) throw schoolNotFound();
        await highschoolsService(within(context, unit)).noticeGoalReached(id);
        return (await txRepo.find(id))!;
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
