import { ERROR_MESSAGES, type HighschoolDetail } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { PageRequest } from '../../db/paging.ts';
import { notFound } from '../../lib/errors.ts';
import { highschoolsRepository } from './highschools.repository.ts';

export const schoolNotFound = () => notFound(ERROR_MESSAGES.highschoolNotFound);

export function highschoolsService(db: DbOrTx) {
  const repo = highschoolsRepository(db);
  return {
    list: (query: PageRequest & { search?: string }) => repo.list(query),
    find: (id: number): Promise<HighschoolDetail | undefined> => repo.find(id),
    exists: (id: number) => repo.exists(id),

    /** Of one school, or of all of them without an id. */
    stats: (highschoolId?: number) => repo.stats(highschoolId),

    async updateNotebooks(id: number, notebooks: number): Promise<HighschoolDetail> {
      if (!(await repo.updateNotebooks(id, notebooks))) throw schoolNotFound();
      return (await repo.find(id))!;
    },

    orienters: (highschoolId: number, page: PageRequest) => repo.orienters(highschoolId, page),
  };
}
