import type { HighschoolDetail } from '@tlp/shared/highschools';
import { api } from '@/lib/api-client.ts';
import { highschoolKey } from './get-highschool.ts';

/** PATCH /highschools/{id} {notebooks} (admin). */
export function updateNotebooks(id: number | string, notebooks: number): Promise<HighschoolDetail> {
  return api.patch<HighschoolDetail>(highschoolKey(id), { notebooks });
}
