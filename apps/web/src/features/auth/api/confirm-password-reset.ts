import type { PasswordResetConfirmBody } from '@tlp/shared/auth';
import { api } from '@/lib/api-client.ts';

/** POST /auth/password-reset/confirm: sets the new password with the mailed token (204). */
export function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<unknown> {
  return api.post('/auth/password-reset/confirm', body);
}
