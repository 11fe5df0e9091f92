import type { HighschoolGroups } from '@tlp/shared/groups';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

/**
 * The school's groups for the list's filter, from GET /highschools/{id}/groups (the same answer,
 * and cache entry, as the groups overview).
 */
export function useGroupOptions(highschoolId: number | string) {
  const { data } = useSWR<HighschoolGroups>(`/highschools/${highschoolId}/groups`, swrFetcher);
  return data?.groups.map((g) => ({ id: g.id, name: g.name })) ?? [];
}
