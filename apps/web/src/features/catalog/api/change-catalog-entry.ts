import type { MexicoTimeZone } from '@tlp/shared/slots';
import { api } from '@/lib/api-client.ts';
import type { AdminEntry, CatalogList } from './get-catalog-entries.ts';

/** PATCH /{list}/{id} (admins): a new name (and a city's zone), or retired (no longer offered) or not. */
export function changeCatalogEntry(
  list: CatalogList,
  id: number,
  change: { name: string; timeZone?: MexicoTimeZone } | { retired: boolean },
): Promise<AdminEntry> {
  return api.patch<AdminEntry>(`/${list}/${id}`, change);
}
