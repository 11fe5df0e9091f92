import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import type { InterestTest } from '@tlp/shared/interest-test';

export const interestTestKey = '/interest-test';

/** GET /interest-test: the statements (they change only with a new version of the test). */
export function useInterestTest() {
  const { data, error, mutate } = useSWR<InterestTest>(interestTestKey, swrFetcher, { revalidateOnFocus: false });
  return { test: data, error: error as unknown, retry: () => void mutate() };
}
