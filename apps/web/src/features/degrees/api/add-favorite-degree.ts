import { api } from '@/lib/api-client.ts';

/**
 * The student's favourites list, as the student screens fetch it. Literal path: no key helper
 * for it exists yet under features/favorites or features/student-home.
 */
export const favoriteDegreesKey = (userId: number) => `/users/${userId}/favorite-degrees`;

/** POST /users/{userId}/favorite-degrees: 409 DuplicatedFavorite or FavoriteLimitReached. */
export function addFavoriteDegree(userId: number, degreeId: number): Promise<unknown> {
  return api.post(favoriteDegreesKey(userId), { degreeId });
}
