import type { Preferences } from '@tlp/shared/students';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const preferencesKey = '/users/me/preferences';

/** GET /users/me/preferences (students): the areas and cities of interest. */
export function usePreferences(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<Preferences>(enabled ? preferencesKey : null, swrFetcher);
  return { preferences: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
