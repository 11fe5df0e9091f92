import type { HighschoolSummary } from '@tlp/shared/highschools';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

export const HIGHSCHOOLS_PAGE_SIZE = 20;

const highschoolsPageKey = (search: string, page: number) =>
  `/highschools?${new URLSearchParams({ search, page: String(page), pageSize: String(HIGHSCHOOLS_PAGE_SIZE) }).toString()}`;

/**
 * GET /highschools?search=&page=&pageSize=: one page of schools and the total (X-Total-Count).
 * `search` comes normalized (normalizeSearch).
 */
export function useHighschoolsPage(search: string, page: number) {
  const { data, error, isLoading, mutate } = useSWR<Page<HighschoolSummary>>(
    highschoolsPageKey(search, page),
    getPage,
    {
      keepPreviousData: true,
    },
  );
  return { data, error: error as unknown, isLoading, retry: () => void mutate() };
}
