import type { DbOrTx } from '../../db/client.ts';
import { catalogRepository } from './catalog.repository.ts';

/** The reference lists: areas of study, cities and semesters. */
export function catalogService(db: DbOrTx) {
  const repo = catalogRepository(db);
  return {
    areas: () => repo.areas(),
    cities: () => repo.cities(),
    activeSemesters: () => repo.activeSemesters(),
    isActiveSemester: (id: number) => repo.isActiveSemester(id),
  };
}
