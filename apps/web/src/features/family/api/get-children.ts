import type { FamilyChild } from '@tlp/shared/family';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const familyChildrenKey = '/family/children';

/** GET /family/children: the guardian's children; a 401 FamilySessionRequired without a session. */
export function useFamilyChildren(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<FamilyChild[]>(enabled ? familyChildrenKey : null, swrFetcher, {
    shouldRetryOnError: false,
  });
  return { children: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
