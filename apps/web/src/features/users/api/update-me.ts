import type { CurrentUser, UpdateMeBody } from '@tlp/shared/users';
import { api } from '@/lib/api-client.ts';
import { currentUserKey } from '@/features/users/api/get-current-user.ts';

/**
 * PATCH /users/me (students): the school and semester; answers the updated user. Moving to
 * another school also takes that school's `orienterKey` (400 without it, 403 InvalidOrienterKey
 * when it is wrong or expired); a semester-only change goes without it.
 */
export function updateMe(body: UpdateMeBody): Promise<CurrentUser> {
  return api.patch<CurrentUser>(currentUserKey, body);
}
