import type { ChangePasswordBody } from '@tlp/shared/auth';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/**
 * PUT /users/me/password: every other session of the user ends; this one goes on with the new
 * access token of the answer (and the refresh cookie it sets).
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const { accessToken } = await api.put<{ accessToken: string }>('/users/me/password', body);
  session.setToken(accessToken);
}
