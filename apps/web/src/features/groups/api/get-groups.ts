import type { HighschoolGroups } from '@tlp/shared/groups';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

/** The overview's key, and the path every member list of the school is under (revalidate it after a change). */
export const groupsKey = (highschoolId: number | string) => `/highschools/${highschoolId}/groups`;

/** GET /highschools/{id}/groups: {groups, defaultGroup}, each with its stats and first page of members. */
export function useGroups(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<HighschoolGroups>(groupsKey(highschoolId), swrFetcher);
  return { data, error: error as unknown, retry: () => void mutate(), mutate };
}
