import type { DegreePreferences } from '@tlp/shared/degrees';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const degreePreferencesKey = (degreeId: number | string) => `/degrees/${degreeId}/preferences`;

/** GET /degrees/{id}/preferences (students only): is it a favourite, is a meeting scheduled. */
export function useDegreePreferences(degreeId: number | null) {
  const { data, error, isLoading } = useSWR<DegreePreferences>(
    degreeId === null ? null : degreePreferencesKey(degreeId),
    swrFetcher,
  );
  return { preferences: data, error: error as unknown, isLoading };
}
