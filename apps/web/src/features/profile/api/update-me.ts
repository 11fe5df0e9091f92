import type { CurrentUser, UpdateMeBody } from '@tlp/shared/users';
import { api } from '@/lib/api-client.ts';
import { currentUserKey } from '@/features/users/api/get-current-user.ts';

/** PATCH /users/me (students): the school and semester; answers the updated user. */
export function updateMe(body: UpdateMeBody): Promise<CurrentUser> {
  return api.patch<CurrentUser>(currentUserKey, body);
}
