import type { CampusListItem } from '@tlp/shared/campuses';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const SUGGESTIONS = 20;

export const campusSearchKey = (search: string) =>
  `/campuses?${new URLSearchParams({ search: search.trim(), pageSize: String(SUGGESTIONS) }).toString()}`;

/** GET /campuses?search= (admins): the campus picker of the degree form. */
export function useCampusSearch(search: string) {
  const { data, error, isLoading } = useSWR<CampusListItem[]>(campusSearchKey(search), swrFetcher, {
    keepPreviousData: true,
  });
  return { campuses: data ?? [], error: error as unknown, isLoading };
}
