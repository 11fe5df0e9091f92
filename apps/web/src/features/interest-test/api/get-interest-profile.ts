import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import { preloadKey } from '@/lib/preload-key.ts';
import type { InterestProfiles } from '@tlp/shared/interest-test';

/** The SWR key is the API path; the matches page's list depends on it too. */
export const interestProfileKey = '/users/me/interest-test';

/** Asks for the profile before the screen that shows it is drawn (src/lib/screen-data.ts). */
export function preloadInterestProfile(): Promise<unknown> {
  return preloadKey(interestProfileKey, swrFetcher);
}

/** GET /users/me/interest-test: the latest result and the earlier ones, newest first. */
export function useInterestProfile() {
  const { data, error, mutate } = useSWR<InterestProfiles>(interestProfileKey, swrFetcher);
  return { profiles: data, error: error as unknown, retry: () => void mutate() };
}
