import type { InterestProfiles } from '@tlp/shared/interest-test';
import type { DegreeMatch } from '@tlp/shared/matches';
import useSWR from 'swr';
import { getPage, isApiRequestError, swrFetcher, type Page } from '@/lib/api-client.ts';

export const MATCHES_PAGE_SIZE = 12;

/** The SWR key is the API path of one page. */
export const matchesKey = (page: number) => `/users/me/matches?page=${page}&pageSize=${MATCHES_PAGE_SIZE}`;

/** The student's interest profile (the test's own page reads the same path). */
const interestProfileKey = '/users/me/interest-test';

/**
 * GET /users/me/matches: one page of the student's matches, best first, and how many there are.
 * Asked only once the student is known to have taken the test: without it, `testMissing` (the
 * API would answer 409 InterestTestMissing, which is also read as such).
 */
export function useMatches(page: number) {
  const profile = useSWR<InterestProfiles>(interestProfileKey, swrFetcher);
  const taken = profile.data ? profile.data.latest !== null : undefined;
  const matches = useSWR<Page<DegreeMatch>>(taken ? matchesKey(page) : null, getPage, { keepPreviousData: true });
  const refused = isApiRequestError(matches.error) && matches.error.errorCode === 'InterestTestMissing';
  return {
    page: matches.data,
    testMissing: taken === false || refused,
    error: (profile.error ?? matches.error) as unknown,
    retry: () => void (profile.error ? profile.mutate() : matches.mutate()),
    mutate: matches.mutate,
  };
}
