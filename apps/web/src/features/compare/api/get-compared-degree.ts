import type { Degree, DegreePreferences } from '@tlp/shared/degrees';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

/** The same keys as the degree page's: what one shows, the other reads from the cache. */
export const comparedDegreeKey = (degreeId: number) => `/degrees/${degreeId}`;
export const comparedPreferencesKey = (degreeId: number) => `/degrees/${degreeId}/preferences`;

/** GET /degrees/{id} and /degrees/{id}/preferences of one compared degree (null: an empty slot). */
export function useComparedDegree(degreeId: number | null) {
  const degree = useSWR<Degree>(degreeId === null ? null : comparedDegreeKey(degreeId), swrFetcher);
  const preferences = useSWR<DegreePreferences>(
    degreeId === null ? null : comparedPreferencesKey(degreeId),
    swrFetcher,
  );
  return {
    id: degreeId,
    degree: degree.data,
    preferences: preferences.data,
    error: (degree.error ?? null) as unknown,
    retry: () => {
      void degree.mutate();
      void preferences.mutate();
    },
  };
}
export type ComparedDegree = ReturnType<typeof useComparedDegree>;
