import type { Degree, DegreeBody } from '@tlp/shared/degrees';
import { mutate } from 'swr';
import { campusDegreesKey } from '@/features/campuses/api/get-campus-degrees.ts';
import { campusKey } from '@/features/campuses/api/get-campus.ts';
import { degreeKey } from '@/features/degrees/api/get-degree.ts';
import { revalidateCampusLists } from '@/features/campus-admin/api/save-campus.ts';
import { api } from '@/lib/api-client.ts';

/** The degree lists, the campus pages that show it, and the campus counts all change. */
function revalidateAround(...campusIds: number[]) {
  for (const id of new Set(campusIds)) {
    void mutate(campusDegreesKey(id));
    void mutate(campusKey(id));
  }
  void mutate((key) => typeof key === 'string' && key.startsWith('/degrees?'));
  void revalidateCampusLists();
}

/** POST /degrees: the degree as saved. */
export async function createDegree(body: DegreeBody): Promise<Degree> {
  const degree = await api.post<Degree>('/degrees', body);
  await mutate(degreeKey(degree.id), degree, { revalidate: false });
  revalidateAround(degree.campus_id);
  return degree;
}

/** PUT /degrees/{id}: replaces every field; the degree page shows the change at once. */
export async function updateDegree(degreeId: number, previousCampusId: number, body: DegreeBody): Promise<Degree> {
  const degree = await api.put<Degree>(`/degrees/${degreeId}`, body);
  await mutate(degreeKey(degreeId), degree, { revalidate: false });
  revalidateAround(previousCampusId, degree.campus_id);
  return degree;
}

/** DELETE /degrees/{id}: also removes the favourites and meetings on it. */
export async function deleteDegree(degreeId: number, campusId: number): Promise<void> {
  await api.delete(`/degrees/${degreeId}`);
  await mutate(degreeKey(degreeId), undefined, { revalidate: false });
  revalidateAround(campusId);
}
