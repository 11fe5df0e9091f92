import { api } from '@/lib/api-client.ts';

/** POST /family/sign-out: ends the session (the answer clears its cookie). */
export function signOutFamily(): Promise<void> {
  return api.post<void>('/family/sign-out');
}
