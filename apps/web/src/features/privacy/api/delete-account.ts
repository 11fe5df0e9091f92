import { apiResponse } from '@/lib/api-client.ts';

/** DELETE /users/me with the current password: 400 WrongCurrentPassword, 409 LastAdmin. */
export async function deleteAccount(password: string): Promise<void> {
  await apiResponse('/users/me', { method: 'DELETE', body: { password } });
}
