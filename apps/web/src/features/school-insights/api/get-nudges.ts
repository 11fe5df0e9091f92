import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import type { NudgeCandidate } from '../types.ts';

export const nudgesKey = (highschoolId: number | string) => `/highschools/${highschoolId}/nudges`;

/** GET /highschools/{id}/nudges: the students who have not finished signing up or have no favourite yet. */
export function useNudges(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<NudgeCandidate[]>(nudgesKey(highschoolId), swrFetcher);
  return { candidates: data, error: error as unknown, retry: () => void mutate(), mutate };
}
