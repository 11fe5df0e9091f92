import type { DataSharingState, GuardianResendBody } from '@tlp/shared/consents';
import { api } from '@/lib/api-client.ts';

/**
 * POST /users/me/guardian-consent {guardianEmail?}: the guardian's e-mail again, to the same or a
 * corrected address. 429 GuardianResendTooSoon (Retry-After) within a day to the same address;
 * 409 GuardianConsentAlreadyGranted, GuardianConsentNotNeeded, BirthDateRequired. Answers the new
 * data-sharing state.
 */
export function resendGuardianConsent(body: GuardianResendBody = {}): Promise<DataSharingState> {
  return api.post<DataSharingState>('/users/me/guardian-consent', body);
}
