import type { HighschoolBody, HighschoolDetail } from '@tlp/shared/highschools';
import { api } from '@/lib/api-client.ts';

/** POST /highschools {name, cityId} (admin): the new school. */
export function createHighschool(body: HighschoolBody): Promise<HighschoolDetail> {
  return api.post<HighschoolDetail>('/highschools', body);
}
