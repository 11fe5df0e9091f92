import type { CampusRepresentative } from '@tlp/shared/campuses';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

/** '/campuses/{id}/representatives': revalidated after a representative is removed. */
export const campusRepresentativesKey = (campusId: number | string) => `/campuses/${campusId}/representatives`;

/** GET /campuses/{id}/representatives (admins): the campus's representatives, oldest account first. */
export function useCampusRepresentatives(campusId: number | string) {
  const { data, error, mutate } = useSWR<CampusRepresentative[]>(campusRepresentativesKey(campusId), swrFetcher);
  return { representatives: data, error: error as unknown, retry: () => void mutate() };
}
