import { api } from '@/lib/api-client.ts';
import type { AdminEntry, CatalogList } from './get-catalog-entries.ts';

/** PATCH /{list}/{id} (admins): a new name, or retired (no longer offered) or not. */
export function changeCatalogEntry(
  list: CatalogList,
  id: number,
  change: { name: string } | { retired: boolean },
): Promise<AdminEntry> {
  return api.patch<AdminEntry>(`/${list}/${id}`, change);
}
