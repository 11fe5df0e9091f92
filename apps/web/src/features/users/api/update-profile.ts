import type { CurrentUser, UpdateProfileBody } from '@tlp/shared/users';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** PATCH /users/me/profile (anyone signed in): their names and avatar; the updated user becomes the session's. */
export async function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  const user = await api.patch<CurrentUser>('/users/me/profile', body);
  session.setUser(user);
  return user;
}
