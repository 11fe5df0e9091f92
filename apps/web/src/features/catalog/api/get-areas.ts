import type { Area } from '@tlp/shared/catalog';
import useSWR, { preload } from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const areasKey = '/areas';

/** Asks for the areas before the screen that names them is drawn (src/lib/screen-data.ts). */
export function preloadAreas(): void {
  void preload(areasKey, swrFetcher);
}

/** GET /areas: the areas of study, by name. */
export function useAreas() {
  const { data, error, isLoading, mutate } = useSWR<Area[]>(areasKey, swrFetcher);
  return { areas: data ?? [], error: error as unknown, isLoading, retry: () => void mutate() };
}
