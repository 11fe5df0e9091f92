import type { DegreeSuggestion } from '@tlp/shared/students';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const degreeSuggestionsKey = (userId: number) => `/users/${userId}/degrees-suggestions`;

/** GET /users/{id}/degrees-suggestions: one row per (campus, matching area). */
export function useDegreeSuggestions(userId: number) {
  const { data, error, isLoading, mutate } = useSWR<DegreeSuggestion[]>(degreeSuggestionsKey(userId), swrFetcher);
  return { suggestions: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
