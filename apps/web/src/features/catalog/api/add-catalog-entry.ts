import type { CityBody } from '@tlp/shared/catalog';
import { api } from '@/lib/api-client.ts';
import type { AdminEntry, CatalogList } from './get-catalog-entries.ts';

/**
 * POST /{list} {name} (admins): a new entry, offered at once; a semester goes after the last one,
 * a city keeps central time unless `timeZone` says otherwise.
 */
export function addCatalogEntry(list: CatalogList, body: CityBody): Promise<AdminEntry> {
  return api.post<AdminEntry>(`/${list}`, body);
}
