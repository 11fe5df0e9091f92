import type { DegreeSuggestion } from '@tlp/shared/students';
import { preloadKey } from '@/lib/preload-key.ts';
import { getPage, type Page } from '@/lib/api-client.ts';
import { useQuery } from '@/lib/use-query.ts';

export const degreeSuggestionsKey = (userId: number) => `/users/${userId}/degrees-suggestions`;

export const suggestionsKey = (userId: number, campuses: number) =>
  `${degreeSuggestionsKey(userId)}?pageSize=${campuses}`;

/** Asks for the first `campuses` suggestions before the home is drawn (src/lib/screen-data.ts). */
export function preloadDegreeSuggestions(userId: number, campuses: number): Promise<unknown> {
  return preloadKey(suggestionsKey(userId, campuses), getPage);
}

/**
 * GET /users/{id}/degrees-suggestions?pageSize=: the first `campuses` suggested campuses, one row
 * per (campus, matching area), and how many campuses there are (X-Total-Count).
 */
export function useDegreeSuggestions(userId: number, campuses: number) {
  const { data, ...state } = useQuery<Page<DegreeSuggestion>>(suggestionsKey(userId, campuses), getPage, {
    keepPrevious: true,
  });
  return { suggestions: data?.rows, total: data?.total, ...state };
}
