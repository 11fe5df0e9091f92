import type { StudentSignupBody } from '@tlp/shared/auth';
import { api } from '@/lib/api-client.ts';

/** POST /users (JSON): creates a student. The caller then signs in as that student. */
export function signupStudent(body: Omit<StudentSignupBody, 'type'>): Promise<unknown> {
  return api.post('/users', { ...body, type: 'student' });
}
