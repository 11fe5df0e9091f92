import type { BirthDateBody, DataSharingState } from '@tlp/shared/consents';
import { api } from '@/lib/api-client.ts';

/**
 * PUT /users/me/birth-date {birthDate, guardianEmail?} (a student whose age is unknown, once): a
 * minor's guardian gets the e-mail. 400 on the fields, 409 BirthDateAlreadySet. Answers the new
 * data-sharing state (the caller puts it in the cache of GET /users/me/data-sharing).
 */
export function setBirthDate(body: BirthDateBody): Promise<DataSharingState> {
  return api.put<DataSharingState>('/users/me/birth-date', body);
}
