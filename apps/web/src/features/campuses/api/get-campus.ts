import type { Campus } from '@tlp/shared/campuses';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const campusKey = (campusId: number | string) => `/campuses/${campusId}`;

/** GET /campuses/{id}: the campus profile (any signed-in role); 404 'El campus no existe'. */
export function useCampus(campusId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<Campus>(campusId === null ? null : campusKey(campusId), swrFetcher);
  return { data, error: error as unknown, isLoading, retry: () => void mutate() };
}
