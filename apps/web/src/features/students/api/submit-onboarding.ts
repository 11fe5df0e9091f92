import type { OnboardingBody } from '@tlp/shared/students';
import { api } from '@/lib/api-client.ts';

/** POST /users/{id}/onboarding-data: avatar and either the current university or areas and cities. */
export function submitOnboarding(userId: number, body: OnboardingBody): Promise<{ onboarded: true }> {
  return api.post<{ onboarded: true }>(`/users/${userId}/onboarding-data`, body);
}
