import { bySpanishName } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { catalogRepository } from './catalog.repository.ts';

/** The reference lists: areas of study, cities and semesters. */
export function catalogService({ work }: ServiceContext) {
  const repo = catalogRepository(work.db);
  return {
    // A short list, put in Spanish order here: the database's collation may sort by bytes
    // (accented letters after 'z').
    areas: async () => (await repo.areas()).sort(bySpanishName),
    cities: async () => (await repo.cities()).sort(bySpanishName),
    activeSemesters: () => repo.activeSemesters(),
    isActiveSemester: (id: number) => repo.isActiveSemester(id),
  };
}
