import { api } from '@/lib/api-client.ts';
import { forgetFamilySession } from './session-hint.ts';

/** POST /family/sign-out: ends the session (the answer clears its cookie). */
export async function signOutFamily(): Promise<void> {
  await api.post<void>('/family/sign-out');
  forgetFamilySession();
}
