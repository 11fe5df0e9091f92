import type { CampusListItem } from '@tlp/shared/campuses';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';
import { pageKey, type PageQuery } from '@/lib/page-key.ts';

/** GET /campuses?search=&page=&pageSize= (admins): one page and the total (X-Total-Count). */
export function useCampusesPage(query: PageQuery) {
  const { data, error, isLoading, mutate } = useSWR<Page<CampusListItem>>(pageKey('/campuses', query), getPage, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
