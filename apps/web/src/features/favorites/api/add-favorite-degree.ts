import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { favoriteDegreesKey } from './get-favorite-degrees.ts';

/**
 * POST /users/{userId}/favorite-degrees: 409 DuplicatedFavorite or FavoriteLimitReached. The
 * home's 'Favoritas' and /favoritas show the list again, whatever the answer.
 */
export async function addFavoriteDegree(userId: number, degreeId: number): Promise<unknown> {
  try {
    return await api.post(favoriteDegreesKey(userId), { degreeId });
  } finally {
    void revalidatePaths([favoriteDegreesKey(userId)]);
  }
}
