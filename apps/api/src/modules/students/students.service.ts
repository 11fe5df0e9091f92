import { CATALOG_MESSAGES, ERROR_MESSAGES, type OnboardingBody, type Preferences } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import type { PageRequest } from '../../db/paging.ts';
import { validationError, type ErrorDetail } from '../../lib/errors.ts';
import { studentsRepository } from './students.repository.ts';

/** A student's areas and cities of interest, the end of their signup, and what those suggest. */
export function studentsService({ work }: ServiceContext) {
  const repo = studentsRepository(work.db);

  /**
   * Unknown areas or cities are a 400 on that field, and so is a retired one the student had not
   * chosen before (Catálogos: a retired item stays where it was, and is not offered anew).
   */
  async function assertChoosable(userId: number, areaIds: number[], cityIds: number[]) {
    const details: ErrorDetail[] = [];
    if ((await repo.missingIds('areas', areaIds)).length)
      details.push({ path: 'areas', message: ERROR_MESSAGES.notFound });
    else if ((await repo.newlyRetiredIds('areas', userId, areaIds)).length)
      details.push({ path: 'areas', message: CATALOG_MESSAGES.areaRetiredForStudent });
    if ((await repo.missingIds('cities', cityIds)).length)
      details.push({ path: 'cities', message: ERROR_MESSAGES.notFound });
    else if ((await repo.newlyRetiredIds('cities', userId, cityIds)).length)
      details.push({ path: 'cities', message: CATALOG_MESSAGES.cityRetiredForStudent });
    if (details.length) throw validationError(details);
  }

  return {
    preferences: (userId: number) => repo.preferences(userId),

    /** Read back inside the transaction: a failure after the commit must not report a saved change as failed. */
    async replacePreferences(userId: number, areaIds: number[], cityIds: number[]): Promise<Preferences> {
      await assertChoosable(userId, areaIds, cityIds);
      return work.run(async (unit) => {
        const txRepo = studentsRepository(unit.db);
        await txRepo.replacePreferences(userId, areaIds, cityIds);
        return txRepo.preferences(userId);
      });
    },

    /** The avatar and, unless already at university, the areas and cities of interest. */
    async completeOnboarding(userId: number, body: OnboardingBody) {
      const areaIds = body.universityCheck ? [] : (body.areas ?? []);
      const cityIds = body.universityCheck ? [] : (body.cities ?? []);
      await assertChoosable(userId, areaIds, cityIds);
      await work.run(async (unit) => {
        const txRepo = studentsRepository(unit.db);
        await txRepo.completeOnboarding(userId, {
          avatar: body.avatar,
          universityCheck: body.universityCheck,
          currentUniversity: body.universityCheck ? (body.currentUniversity ?? null) : null,
        });
        if (!body.universityCheck) await txRepo.replacePreferences(userId, areaIds, cityIds);
      });
    },

    suggestions: (userId: number, page: PageRequest) => repo.suggestions(userId, page),
  };
}
