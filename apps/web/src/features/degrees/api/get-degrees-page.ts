import type { DegreeListItem } from '@tlp/shared/degrees';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';
import { pageKey, type PageQuery } from '@/lib/page-key.ts';

/** GET /degrees?search=&page=&pageSize=: one page of degrees (name or campus) and the total. */
export function useDegreesPage(query: PageQuery) {
  const { data, error, isLoading, mutate } = useSWR<Page<DegreeListItem>>(pageKey('/degrees', query), getPage, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
