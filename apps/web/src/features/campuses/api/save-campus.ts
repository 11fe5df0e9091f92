import type { Campus, CampusBody } from '@tlp/shared/campuses';
import { mutate } from 'swr';
import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { campusKey } from './get-campus.ts';

/** Every cached page of the campus lists (the admin list and the degree form's campus search). */
const CAMPUS_LISTS = '/campuses?';

/** POST /campuses: the campus as saved. */
export async function createCampus(body: CampusBody): Promise<Campus> {
  const campus = await api.post<Campus>('/campuses', body);
  await mutate(campusKey(campus.id), campus, { revalidate: false });
  void revalidatePaths([CAMPUS_LISTS]);
  return campus;
}

/** PUT /campuses/{id}: replaces every field; the campus page shows the change at once. */
export async function updateCampus(saved: Campus, body: CampusBody): Promise<Campus> {
  const campus = await api.put<Campus>(campusKey(saved.id), body);
  await mutate(campusKey(saved.id), campus, { revalidate: false });
  void revalidatePaths([CAMPUS_LISTS]);
  return campus;
}

/** DELETE /campuses/{id}: also removes its degrees (with their favourites and meetings). */
export async function deleteCampus({ id }: Campus): Promise<void> {
  await api.delete(campusKey(id));
  await mutate(campusKey(id), undefined, { revalidate: false });
  void revalidatePaths([CAMPUS_LISTS, '/degrees']);
}
