import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import type { SchoolTrend } from '../types.ts';

export const trendKey = (highschoolId: number | string) => `/highschools/${highschoolId}/trend`;

/** GET /highschools/{id}/trend: registrations and meetings per week, the targets and the forecast. */
export function useTrend(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<SchoolTrend>(trendKey(highschoolId), swrFetcher);
  return { trend: data, error: error as unknown, retry: () => void mutate() };
}
