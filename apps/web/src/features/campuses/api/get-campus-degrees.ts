import type { DegreeListItem } from '@tlp/shared/degrees';
import { LIMITS } from '@tlp/shared/limits';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

/** All the degrees of one campus: a campus page shows every one (the largest page the API gives). */
const campusDegreesKey = (campusId: number | string) =>
  `/degrees?${new URLSearchParams({ campusId: String(campusId), pageSize: String(LIMITS.pageSizeMax) }).toString()}`;

/** GET /degrees?campusId=: the campus's degrees; the page filters them by area itself. */
export function useCampusDegrees(campusId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<DegreeListItem[]>(
    campusId === null ? null : campusDegreesKey(campusId),
    swrFetcher,
  );
  return { degrees: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
