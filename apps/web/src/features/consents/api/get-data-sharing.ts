import type { DataSharingState } from '@tlp/shared/consents';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const DATA_SHARING_KEY = '/users/me/data-sharing';

/**
 * GET /users/me/data-sharing (students): whether a meeting request may leave now, what goes, and
 * why not (the school, the age, the guardian). `enabled` false asks nothing (another role).
 */
export function useDataSharing(enabled = true) {
  const { data, error, mutate } = useSWR<DataSharingState>(enabled ? DATA_SHARING_KEY : null, swrFetcher);
  return { state: data, error: error as unknown, retry: () => void mutate(), mutate };
}
