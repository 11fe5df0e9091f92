import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/**
 * POST /auth/logout: the server revokes the refresh token and clears its cookie. The caller
 * then clears the local session (token and user), after leaving the signed-in screens.
 */
export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}

/**
 * Signs out: the server's logout, then the local session and every cached answer. The session
 * ends on this device whatever the server answered; the signed-in layout then sends the user to
 * /login.
 */
export function useSignOut(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    try {
      await logout();
    } catch {
      // The session ends on this device whatever the server answered.
    }
    session.clear();
    await mutate(() => true, undefined, { revalidate: false });
  };
}
