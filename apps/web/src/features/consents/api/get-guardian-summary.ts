import type { GuardianConsentSummary } from '@tlp/shared/consents';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const guardianSummaryKey = (highschoolId: number | string) =>
  `/highschools/${highschoolId}/guardian-consents/summary`;

/** GET /highschools/{id}/guardian-consents/summary: how many students wait for a guardian, were refused, or gave no age. */
export function useGuardianSummary(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<GuardianConsentSummary>(guardianSummaryKey(highschoolId), swrFetcher);
  return { summary: data, error: error as unknown, retry: () => void mutate() };
}
