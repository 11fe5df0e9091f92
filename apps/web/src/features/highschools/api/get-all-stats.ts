import type { HighschoolStats } from '@tlp/shared/highschools';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const allStatsKey = '/highschools/stats';

/** GET /highschools/stats (admin): totals of every school. */
export function useAllHighschoolStats() {
  const { data, error, mutate } = useSWR<HighschoolStats>(allStatsKey, swrFetcher);
  return { stats: data, error: error as unknown, retry: () => void mutate() };
}
