import type { DegreeSuggestion } from '@tlp/shared/students';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

export const degreeSuggestionsKey = (userId: number) => `/users/${userId}/degrees-suggestions`;

/**
 * GET /users/{id}/degrees-suggestions?pageSize=: the first `campuses` suggested campuses, one row
 * per (campus, matching area), and how many campuses there are (X-Total-Count).
 */
export function useDegreeSuggestions(userId: number, campuses: number) {
  const { data, error, isLoading, mutate } = useSWR<Page<DegreeSuggestion>>(
    `${degreeSuggestionsKey(userId)}?pageSize=${campuses}`,
    getPage,
    { keepPreviousData: true },
  );
  return {
    suggestions: data?.rows,
    total: data?.total,
    error: error as unknown,
    isLoading,
    retry: () => void mutate(),
  };
}
