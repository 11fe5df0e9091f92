import type { PasswordResetRequestBody } from '@tlp/shared/auth';
import { api } from '@/lib/api-client.ts';

/** POST /auth/password-reset: answers the same sentence whether the account exists or not. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/password-reset', body);
}
