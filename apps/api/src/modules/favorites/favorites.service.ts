import { LIMITS } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import { codeError, notFound } from '../../lib/errors.ts';
import { degreesService } from '../degrees/degrees.service.ts';
import { favoritesRepository } from './favorites.repository.ts';

type Repo = ReturnType<typeof favoritesRepository>;
type Degrees = ReturnType<typeof degreesService>;

export function favoritesService(context: ServiceContext) {
  const { work } = context;
  /** A change of the student's favourites, in a unit of work that holds their row: one at a time per student. */
  const asStudent = (userId: number, change: (repo: Repo, degrees: Degrees) => Promise<void>) =>
    work.run(async (unit) => {
      const repo = favoritesRepository(unit.db);
      await repo.lockStudent(userId);
      await change(repo, degreesService(within(context, unit)));
    });

  return {
    list: (userId: number) => favoritesRepository(work.db).list(userId),

    /** Adds a favourite of a degree that exists: no duplicates, at most 12, also under concurrent requests. */
    add: (userId: number, degreeId: number) =>
      asStudent(userId, async (repo, degrees) => {
        if ((await degrees.preferencesOf(userId, degreeId)).is_favorite) throw codeError('DuplicatedFavorite');
        if ((await repo.count(userId)) >= LIMITS.maxFavorites) throw codeError('FavoriteLimitReached');
        await repo.add(userId, degreeId);
      }),

    /** Removes a favourite, refused while a meeting on it exists. */
    remove: (userId: number, degreeId: number) =>
      asStudent(userId, async (repo, degrees) => {
        if ((await degrees.choicesOf(userId, degreeId)).is_meeting) throw codeError('FavoriteHasMeeting');
        if (!(await repo.remove(userId, degreeId))) throw notFound('Esta carrera no está entre tus favoritas');
      }),
  };
}
