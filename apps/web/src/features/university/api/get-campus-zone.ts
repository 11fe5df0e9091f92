import { DEFAULT_TIME_ZONE } from '@tlp/shared/slots';
import useSWR from 'swr';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { swrFetcher } from '@/lib/api-client.ts';

/**
 * The IANA zone of the representative's campus, from its city (GET /campuses/{id}, GET /cities):
 * slots are typed and shown on its clock. The centre's until they load, or when the city has none.
 */
export function useCampusZone(campusId: number | null | undefined): string {
  const { data: campus } = useSWR<{ city_id: number }>(campusId ? `/campuses/${campusId}` : null, swrFetcher, {
    revalidateOnFocus: false,
  });
  const { cities } = useCities();
  const city = campus ? cities.find((c) => c.id === campus.city_id) : undefined;
  return city?.time_zone || DEFAULT_TIME_ZONE;
}
