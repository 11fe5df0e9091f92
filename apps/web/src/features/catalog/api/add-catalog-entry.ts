import { api } from '@/lib/api-client.ts';
import type { AdminEntry, CatalogList } from './get-catalog-entries.ts';

/** POST /{list} {name} (admins): a new entry, offered at once; a semester goes after the last one. */
export function addCatalogEntry(list: CatalogList, name: string): Promise<AdminEntry> {
  return api.post<AdminEntry>(`/${list}`, { name });
}
