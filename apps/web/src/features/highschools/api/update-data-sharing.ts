import type { DataSharingBody } from '@tlp/shared/consents';
import type { HighschoolDetail } from '@tlp/shared/highschools';
import { api } from '@/lib/api-client.ts';
import { highschoolKey } from './get-highschool.ts';

/** PUT /highschools/{id}/data-sharing {authorized, note?} (admins, audited): the school as it is now. */
export function updateDataSharing(id: number | string, body: DataSharingBody): Promise<HighschoolDetail> {
  return api.put<HighschoolDetail>(`${highschoolKey(id)}/data-sharing`, body);
}
