import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import type { SchoolInterests } from '../types.ts';

export const interestsKey = (highschoolId: number | string) => `/highschools/${highschoolId}/interests`;

/** GET /highschools/{id}/interests: the areas, degrees and cities the students lean to. */
export function useInterests(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<SchoolInterests>(interestsKey(highschoolId), swrFetcher);
  return { interests: data, error: error as unknown, retry: () => void mutate() };
}
