import type { DegreeMatch } from '@tlp/shared/matches';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

export const MATCHES_PAGE_SIZE = 12;

/** The SWR key is the API path of one page. */
export const matchesKey = (page: number) => `/users/me/matches?page=${page}&pageSize=${MATCHES_PAGE_SIZE}`;

/** GET /users/me/matches: one page of the student's matches, best first, and how many there are. */
export function useMatches(page: number) {
  const { data, error, mutate } = useSWR<Page<DegreeMatch>>(matchesKey(page), getPage, { keepPreviousData: true });
  return { page: data, error: error as unknown, retry: () => void mutate(), mutate };
}
