import type { LoginBody } from '@tlp/shared/auth';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** POST /auth/login: stores the access token; the user is fetched by the signed-in shell. */
export async function login(body: LoginBody): Promise<void> {
  const { accessToken } = await api.post<{ accessToken: string }>('/auth/login', body);
  session.setToken(accessToken);
  session.setUser(null);
}
