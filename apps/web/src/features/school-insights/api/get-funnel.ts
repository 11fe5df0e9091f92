import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import type { SchoolFunnel } from '../types.ts';

export const funnelKey = (highschoolId: number | string) => `/highschools/${highschoolId}/funnel`;

/** GET /highschools/{id}/funnel: the season's steps for the school and each group. */
export function useFunnel(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<SchoolFunnel>(funnelKey(highschoolId), swrFetcher);
  return { funnel: data, error: error as unknown, retry: () => void mutate() };
}
