import type { HighschoolBody, HighschoolDetail } from '@tlp/shared/highschools';
import { api } from '@/lib/api-client.ts';
import { highschoolKey } from './get-highschool.ts';

/** PATCH /highschools/{id} {name, cityId} (admin): the school as it is now. */
export function updateHighschool(id: number | string, body: HighschoolBody): Promise<HighschoolDetail> {
  return api.patch<HighschoolDetail>(highschoolKey(id), body);
}
