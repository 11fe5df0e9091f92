import type { StudentSignupBody } from '@tlp/shared/auth';
import { PRIVACY_NOTICE_VERSION } from '@tlp/shared/privacy-notice';
import { api } from '@/lib/api-client.ts';

/**
 * POST /users (JSON): creates a student, who accepted the privacy notice in force with the form's
 * terms checkbox. The caller then signs in as that student.
 */
export function signupStudent(body: Omit<StudentSignupBody, 'type' | 'privacyVersion'>): Promise<unknown> {
  return api.post('/users', { ...body, type: 'student', privacyVersion: PRIVACY_NOTICE_VERSION });
}
