import type { Area } from '@tlp/shared/catalog';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const areasKey = '/areas';

/** GET /areas: the areas of study, by name. */
export function useAreas() {
  const { data, error, isLoading, mutate } = useSWR<Area[]>(areasKey, swrFetcher);
  return { areas: data ?? [], error: error as unknown, isLoading, retry: () => void mutate() };
}
