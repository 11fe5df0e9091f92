import type { CatalogEntry, CityEntry, SemesterEntry } from '@tlp/shared/catalog';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

/** The reference lists admins edit (/catalogos), by their API path. */
export type CatalogList = 'areas' | 'cities' | 'semesters';

/** An entry as admins see it; semesters also carry their position, cities their time zone. */
export type AdminEntry = CatalogEntry & Partial<Pick<SemesterEntry, 'position'> & Pick<CityEntry, 'time_zone'>>;

/** '/areas/all': every entry of a list, retired ones too. */
export const catalogEntriesKey = (list: CatalogList) => `/${list}/all`;

/** GET /{list}/all (admins): areas and cities in Spanish order, semesters in theirs. */
export function useCatalogEntries(list: CatalogList) {
  const { data, error, isLoading, mutate } = useSWR<AdminEntry[]>(catalogEntriesKey(list), swrFetcher);
  return { entries: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
