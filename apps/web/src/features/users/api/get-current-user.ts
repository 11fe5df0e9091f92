import type { CurrentUser } from '@tlp/shared/users';
import { api } from '@/lib/api-client.ts';

export const currentUserKey = '/users/me';

/** GET /users/me: the signed-in user, `onboarded` included. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>(currentUserKey, signal ? { signal } : undefined);
}
