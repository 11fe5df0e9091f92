import type { HighschoolGroups } from '@tlp/shared/groups';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const groupsKey = (highschoolId: number | string) => `/highschools/${highschoolId}/groups`;

/** GET /highschools/{id}/groups: {groups, defaultGroup} with stats and members. */
export function useGroups(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<HighschoolGroups>(groupsKey(highschoolId), swrFetcher);
  return { data, error: error as unknown, retry: () => void mutate(), mutate };
}
