import type { DegreeListItem } from '@tlp/shared/degrees';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';
import { pageKey, type PageQuery } from '@/features/campus-admin/api/page-key.ts';

export const adminDegreesKey = (query: PageQuery) => pageKey('/degrees', query);

/** GET /degrees?search=&page=&pageSize=: one page of degrees (name or campus) and the total. */
export function useAdminDegrees(query: PageQuery) {
  const { data, error, isLoading, mutate } = useSWR<Page<DegreeListItem>>(adminDegreesKey(query), getPage, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
