import type { ServiceContext } from '../../core/service-context.ts';
import { lockUser } from '../../db/locks.ts';
import { compareListRepository } from './compare-list.repository.ts';

/**
 * The degrees a student compares, kept per user (at most COMPARE_LIST_MAX, in order; the body's
 * schema checks both). Saving replaces the whole list, one request at a time per student (a lock
 * on the student), and keeps only the ids of degrees that exist.
 */
export function compareListService({ work }: ServiceContext) {
  return {
    async get(userId: number) {
      return { degree_ids: await compareListRepository(work.db).idsOf(userId) };
    },

    save: (userId: number, degreeIds: number[]) =>
      work.run(async ({ db }) => {
        await lockUser(db, userId);
        const repo = compareListRepository(db);
        await repo.replace(userId, degreeIds);
        return { degree_ids: await repo.idsOf(userId) };
      }),
  };
}
