import type { CampusListItem } from '@tlp/shared/campuses';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';
import { pageKey, type PageQuery } from './page-key.ts';

/** Every key of the admin campus list starts with this (to revalidate them all after a change). */
export const adminCampusesPath = '/campuses';
export const adminCampusesKey = (query: PageQuery) => pageKey(adminCampusesPath, query);

/** GET /campuses?search=&page=&pageSize= (admins): one page and the total (X-Total-Count). */
export function useAdminCampuses(query: PageQuery) {
  const { data, error, isLoading, mutate } = useSWR<Page<CampusListItem>>(adminCampusesKey(query), getPage, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
