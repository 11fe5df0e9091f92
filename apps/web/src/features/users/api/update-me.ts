import type { CurrentUser, UpdateMeBody } from '@tlp/shared/users';
import { api } from '@/lib/api-client.ts';
import { CURRENT_USER_PATH } from '@/lib/current-user.ts';
import { session } from '@/lib/session.ts';

/**
 * PATCH /users/me (students): the school and semester; the updated user becomes the session's.
 * Moving to another school also takes that school's `orienterKey` (400 without it, 403
 * InvalidOrienterKey when it is wrong or expired); a semester-only change goes without it.
 */
export async function updateMe(body: UpdateMeBody): Promise<CurrentUser> {
  const user = await api.patch<CurrentUser>(CURRENT_USER_PATH, body);
  session.setUser(user);
  return user;
}
