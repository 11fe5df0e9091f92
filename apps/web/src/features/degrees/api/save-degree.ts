import type { Degree, DegreeBody } from '@tlp/shared/degrees';
import { mutate } from 'swr';
import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { degreeKey } from './get-degree.ts';

/**
 * A saved degree changes the degree lists, the pages of the campuses that show it (the campus
 * and its degree list, which is a /degrees list too) and the campus counts of the campus lists.
 */
function revalidateAround(...campusIds: number[]) {
  void revalidatePaths(['/degrees?', '/campuses?', ...new Set(campusIds.map((id) => `/campuses/${id}`))]);
}

/** POST /degrees: the degree as saved. */
export async function createDegree(body: DegreeBody): Promise<Degree> {
  const degree = await api.post<Degree>('/degrees', body);
  await mutate(degreeKey(degree.id), degree, { revalidate: false });
  revalidateAround(degree.campus_id);
  return degree;
}

/** PUT /degrees/{id}: replaces every field; the degree page shows the change at once. */
export async function updateDegree(saved: Degree, body: DegreeBody): Promise<Degree> {
  const degree = await api.put<Degree>(degreeKey(saved.id), body);
  await mutate(degreeKey(saved.id), degree, { revalidate: false });
  revalidateAround(saved.campus_id, degree.campus_id);
  return degree;
}

/** DELETE /degrees/{id}: also removes the favourites and meetings on it. */
export async function deleteDegree({ id, campus_id }: Degree): Promise<void> {
  await api.delete(degreeKey(id));
  await mutate(degreeKey(id), undefined, { revalidate: false });
  revalidateAround(campus_id);
}
