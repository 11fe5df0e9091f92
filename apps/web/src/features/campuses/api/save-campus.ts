import type { Campus, CampusBody } from '@tlp/shared/campuses';
import { mutate } from 'swr';
import { campusKey } from '@/features/campuses/api/get-campus.ts';
import { api } from '@/lib/api-client.ts';
import { adminCampusesPath } from './get-admin-campuses.ts';

/** Revalidates every cached page of the admin campus list (and the degree form's campus search). */
export function revalidateCampusLists(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(`${adminCampusesPath}?`));
}

/** POST /campuses: the campus as saved. */
export async function createCampus(body: CampusBody): Promise<Campus> {
  const campus = await api.post<Campus>('/campuses', body);
  await mutate(campusKey(campus.id), campus, { revalidate: false });
  void revalidateCampusLists();
  return campus;
}

/** PUT /campuses/{id}: replaces every field; the campus page shows the change at once. */
export async function updateCampus(campusId: number, body: CampusBody): Promise<Campus> {
  const campus = await api.put<Campus>(`/campuses/${campusId}`, body);
  await mutate(campusKey(campusId), campus, { revalidate: false });
  void revalidateCampusLists();
  return campus;
}

/** DELETE /campuses/{id}: also removes its degrees (with their favourites and meetings). */
export async function deleteCampus(campusId: number): Promise<void> {
  await api.delete(`/campuses/${campusId}`);
  await mutate(campusKey(campusId), undefined, { revalidate: false });
  void revalidateCampusLists();
  void mutate((key) => typeof key === 'string' && key.startsWith('/degrees'));
}
