import { favoriteDegreesKey } from '@/features/favorites/api/get-favorite-degrees.ts';
import { api } from '@/lib/api-client.ts';

/** The student's favourites list, mutated after adding one so home and /favoritas update. */
export { favoriteDegreesKey };

/** POST /users/{userId}/favorite-degrees: 409 DuplicatedFavorite or FavoriteLimitReached. */
export function addFavoriteDegree(userId: number, degreeId: number): Promise<unknown> {
  return api.post(favoriteDegreesKey(userId), { degreeId });
}
