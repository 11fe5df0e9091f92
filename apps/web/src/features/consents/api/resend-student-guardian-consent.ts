import type { guardianResent } from '@tlp/shared/consents';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type GuardianResent = z.infer<typeof guardianResent>;

/**
 * POST /highschools/{id}/students/{userId}/guardian-consent/resend (orienters, admins): the
 * guardian's e-mail again, to the address the student gave. 429 GuardianResendTooSoon within a
 * day, or TooManyRequests (Retry-After); 409 BirthDateRequired, GuardianConsentNotNeeded,
 * GuardianConsentAlreadyGranted.
 */
export function resendStudentGuardianConsent(highschoolId: number | string, userId: number): Promise<GuardianResent> {
  return api.post<GuardianResent>(`/highschools/${highschoolId}/students/${userId}/guardian-consent/resend`);
}
