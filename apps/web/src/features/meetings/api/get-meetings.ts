import type { Meeting } from '@tlp/shared/meetings';
import { preloadKey } from '@/lib/preload-key.ts';
import { swrFetcher } from '@/lib/api-client.ts';
import { useQuery } from '@/lib/use-query.ts';

export const meetingsKey = (userId: number) => `/users/${userId}/meetings`;

/** Asks for the meetings before the screen that shows them is drawn (src/lib/screen-data.ts). */
export function preloadMeetings(userId: number): Promise<unknown> {
  return preloadKey(meetingsKey(userId), swrFetcher);
}

/** GET /users/{id}/meetings: the student's scheduled meetings. */
export function useMeetings(userId: number) {
  const { data, ...state } = useQuery<Meeting[]>(meetingsKey(userId), swrFetcher);
  return { meetings: data, ...state };
}
