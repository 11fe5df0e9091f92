import type { City } from '@tlp/shared/catalog';
import { preloadKey } from '@/lib/preload-key.ts';
import { swrFetcher } from '@/lib/api-client.ts';
import { useQuery } from '@/lib/use-query.ts';

export const citiesKey = '/cities';

/** Asks for the cities before the screen that lists them is drawn (src/lib/screen-data.ts). */
export function preloadCities(): Promise<unknown> {
  return preloadKey(citiesKey, swrFetcher);
}

/** GET /cities: the cities of interest a student can pick, by name. */
export function useCities() {
  const { data, ...state } = useQuery<City[]>(citiesKey, swrFetcher);
  return { cities: data ?? [], ...state };
}
