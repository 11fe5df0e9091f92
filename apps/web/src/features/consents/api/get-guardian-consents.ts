import type { GuardianConsentRow, GuardianWaitState } from '@tlp/shared/consents';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

export const GUARDIAN_LIST_PAGE_SIZE = 10;

/**
 * The school's students the summary counts, and the summary: both live under this path, so
 * revalidating it (useRevalidatePaths) refreshes the lists and the counts at once.
 */
export const guardianConsentsPath = (highschoolId: number | string) => `/highschools/${highschoolId}/guardian-consents`;

/** The SWR key and path: '/highschools/1/guardian-consents?page=1&pageSize=10&state=pending'. */
export function guardianConsentsKey(highschoolId: number | string, state: GuardianWaitState, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(GUARDIAN_LIST_PAGE_SIZE), state });
  return `${guardianConsentsPath(highschoolId)}?${params.toString()}`;
}

/**
 * GET /highschools/{id}/guardian-consents?state=&page=&pageSize= (orienters, admins): one page of
 * the students waiting for a guardian, refused, or of unknown age, by name, and the total
 * (X-Total-Count).
 */
export function useGuardianConsents(highschoolId: number | string, state: GuardianWaitState, page: number) {
  const { data, error, mutate } = useSWR<Page<GuardianConsentRow>>(
    guardianConsentsKey(highschoolId, state, page),
    getPage,
    { keepPreviousData: true },
  );
  return { page: data, error: error as unknown, retry: () => void mutate() };
}
