import type { HighschoolSummary } from '@tlp/shared/catalog';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const highschoolSearchKey = (search: string) =>
  `/highschools?${new URLSearchParams({ search: search.trim() }).toString()}`;

/** GET /highschools?search= (public for the signup picker): id, name and city. */
export function useHighschoolSearch(search: string) {
  const { data, error, isLoading } = useSWR<HighschoolSummary[]>(highschoolSearchKey(search), swrFetcher, {
    keepPreviousData: true,
  });
  return { highschools: data ?? [], error: error as unknown, isLoading };
}
