import type { Degree } from '@tlp/shared/degrees';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const degreeKey = (degreeId: number | string) => `/degrees/${degreeId}`;

/** GET /degrees/{id}: the degree page (any signed-in role); 404 'La carrera no existe'. */
export function useDegree(degreeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<Degree>(degreeId === null ? null : degreeKey(degreeId), swrFetcher);
  return { data, error: error as unknown, isLoading, retry: () => void mutate() };
}
