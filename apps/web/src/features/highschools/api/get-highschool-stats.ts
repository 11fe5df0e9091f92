import type { HighschoolStats } from '@tlp/shared/highschools';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const highschoolStatsKey = (id: number | string) => `/highschools/${id}/stats`;

/** GET /highschools/{id}/stats: notebooks, registers, favourite degrees and meetings of one school. */
export function useHighschoolStats(id: number | string) {
  const { data, error, mutate } = useSWR<HighschoolStats>(highschoolStatsKey(id), swrFetcher);
  return { stats: data, error: error as unknown, retry: () => void mutate() };
}
