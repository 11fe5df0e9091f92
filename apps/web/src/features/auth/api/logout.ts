import { api } from '@/lib/api-client.ts';

/**
 * POST /auth/logout: the server revokes the refresh token and clears its cookie. The caller
 * then clears the local session (token and user), after leaving the signed-in screens.
 */
export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}
