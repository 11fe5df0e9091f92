import type { City } from '@tlp/shared/catalog';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const citiesKey = '/cities';

/** GET /cities: the cities of interest a student can pick, by name. */
export function useCities() {
  const { data, error, isLoading, mutate } = useSWR<City[]>(citiesKey, swrFetcher);
  return { cities: data ?? [], error: error as unknown, isLoading, retry: () => void mutate() };
}
