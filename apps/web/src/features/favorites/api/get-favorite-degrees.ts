import type { FavoriteDegree } from '@tlp/shared/favorites';
import useSWR from 'swr';
import { preloadKey } from '@/lib/preload-key.ts';
import { swrFetcher } from '@/lib/api-client.ts';

/** The student's favourites: the SWR key is the API path. */
export const favoriteDegreesKey = (userId: number) => `/users/${userId}/favorite-degrees`;

/** Asks for the favourites before the screen that shows them is drawn (src/lib/screen-data.ts). */
export function preloadFavoriteDegrees(userId: number): Promise<unknown> {
  return preloadKey(favoriteDegreesKey(userId), swrFetcher);
}

/** GET /users/{id}/favorite-degrees. */
export function useFavoriteDegrees(userId: number) {
  const { data, error, isLoading, mutate } = useSWR<FavoriteDegree[]>(favoriteDegreesKey(userId), swrFetcher);
  return { favorites: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
