import type { Meeting } from '@tlp/shared/meetings';
import useSWR from 'swr';
import { preloadKey } from '@/lib/preload-key.ts';
import { swrFetcher } from '@/lib/api-client.ts';

export const meetingsKey = (userId: number) => `/users/${userId}/meetings`;

/** Asks for the meetings before the screen that shows them is drawn (src/lib/screen-data.ts). */
export function preloadMeetings(userId: number): Promise<unknown> {
  return preloadKey(meetingsKey(userId), swrFetcher);
}

/** GET /users/{id}/meetings: the student's scheduled meetings. */
export function useMeetings(userId: number) {
  const { data, error, isLoading, mutate } = useSWR<Meeting[]>(meetingsKey(userId), swrFetcher);
  return { meetings: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
