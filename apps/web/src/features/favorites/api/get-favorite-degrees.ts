import type { FavoriteDegree } from '@tlp/shared/favorites';
import { preloadKey } from '@/lib/preload-key.ts';
import { swrFetcher } from '@/lib/api-client.ts';
import { useQuery } from '@/lib/use-query.ts';

/** The student's favourites: the SWR key is the API path. */
export const favoriteDegreesKey = (userId: number) => `/users/${userId}/favorite-degrees`;

/** Asks for the favourites before the screen that shows them is drawn (src/lib/screen-data.ts). */
export function preloadFavoriteDegrees(userId: number): Promise<unknown> {
  return preloadKey(favoriteDegreesKey(userId), swrFetcher);
}

/** GET /users/{id}/favorite-degrees. */
export function useFavoriteDegrees(userId: number) {
  const { data, ...state } = useQuery<FavoriteDegree[]>(favoriteDegreesKey(userId), swrFetcher);
  return { favorites: data, ...state };
}
