import type { HighschoolDetail } from '@tlp/shared/highschools';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const highschoolKey = (id: number | string) => `/highschools/${id}`;

/** GET /highschools/{id}: name, city and notebooks (an orienter only their own school). */
export function useHighschool(id: number | string) {
  const { data, error, mutate } = useSWR<HighschoolDetail>(highschoolKey(id), swrFetcher);
  return { school: data, error: error as unknown, retry: () => void mutate() };
}
