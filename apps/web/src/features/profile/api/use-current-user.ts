import type { CurrentUser } from '@tlp/shared/users';
import useSWR from 'swr';
import { currentUserKey } from '@/features/users/api/get-current-user.ts';
import { swrFetcher } from '@/lib/api-client.ts';

/**
 * GET /users/me through SWR, so the profile shows fresh data and saving can refresh it by
 * its key. The shell keeps its own copy in the session; savers update both.
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser>(currentUserKey, swrFetcher);
  return { user: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
