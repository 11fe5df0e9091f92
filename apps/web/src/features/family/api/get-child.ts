import type { FamilyChildDetail } from '@tlp/shared/family';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import { familyChildrenKey } from './get-children.ts';

export const familyChildKey = (childId: number) => `${familyChildrenKey}/${childId}`;

/** GET /family/children/{id}: one child's view, read only; 404 when not the guardian's, 401 without a session. */
export function useFamilyChild(childId: number | null) {
  const key = childId === null ? null : familyChildKey(childId);
  const { data, error, mutate } = useSWR<FamilyChildDetail>(key, swrFetcher, {
    shouldRetryOnError: false,
  });
  return { child: data, error: error as unknown, retry: () => void mutate() };
}
