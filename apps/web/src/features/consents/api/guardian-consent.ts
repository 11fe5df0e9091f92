import type { GuardianConsentView, GuardianDecision } from '@tlp/shared/consents';
import useSWR from 'swr';
import { api, swrFetcher } from '@/lib/api-client.ts';

// The guardian's page (public, no session): only types from @tlp/shared/consents, so the page
// loads without zod.

export const guardianConsentKey = (token: string) => `/guardian-consents/${encodeURIComponent(token)}`;

/** GET /guardian-consents/{token}: what the guardian is asked. 404 unknown link, 410 used or expired. */
export function useGuardianConsent(token: string) {
  const { data, error, mutate } = useSWR<GuardianConsentView>(guardianConsentKey(token), swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { consent: data, error: error as unknown, retry: () => void mutate() };
}

/** POST /guardian-consents/{token} {decision}: 'Autorizo' or 'No autorizo', once. Same 404 and 410. */
export function decideGuardianConsent(
  token: string,
  decision: GuardianDecision,
): Promise<{ status: GuardianDecision }> {
  return api.post<{ status: GuardianDecision }>(guardianConsentKey(token), { decision });
}
