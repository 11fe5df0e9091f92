import type { Meeting } from '@tlp/shared/meetings';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const meetingsKey = (userId: number) => `/users/${userId}/meetings`;

/** GET /users/{id}/meetings: the student's scheduled meetings. */
export function useMeetings(userId: number) {
  const { data, error, isLoading, mutate } = useSWR<Meeting[]>(meetingsKey(userId), swrFetcher);
  return { meetings: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
