import type { OrienterSignupForm } from '@tlp/shared/auth';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/**
 * POST /users as multipart form-data (decisions.md: the content type tells an orienter's signup
 * from a student's): an orienter signs up through a school's access link, a representative
 * (`type: 'university'`) through a campus's.
 * The answer carries an access token (and sets the refresh cookie): the orienter is signed in.
 */
export async function signupOrienter(
  values: OrienterSignupForm,
  accessUuid: string,
  type: 'orienter' | 'university' = 'orienter',
): Promise<void> {
  const form = new FormData();
  form.set('firstName', values.firstName);
  form.set('lastName', values.lastName);
  form.set('email', values.email);
  form.set('password', values.password);
  if (values.phone) form.set('phone', values.phone);
  form.set('type', type);
  form.set('accessUuid', accessUuid);
  const { accessToken } = await api.post<{ id: number; accessToken: string }>('/users', form);
  session.setToken(accessToken);
  session.setUser(null);
}
