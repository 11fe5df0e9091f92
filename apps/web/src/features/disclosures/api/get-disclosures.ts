import type { DisclosureRow } from '@tlp/shared/disclosures';
import useSWRInfinite from 'swr/infinite';
import { getPage, type Page } from '@/lib/api-client.ts';

export const DISCLOSURES_PAGE_SIZE = 20;

/** The SWR key of a page: '/users/me/disclosures?page=1&pageSize=20'. */
export const disclosuresPageKey = (index: number) =>
  `/users/me/disclosures?page=${index + 1}&pageSize=${DISCLOSURES_PAGE_SIZE}`;

/** GET /users/me/disclosures: the caller's own events, newest first, a page at a time ('Ver más'). */
export function useDisclosures() {
  const { data, error, isLoading, size, setSize, mutate, isValidating } = useSWRInfinite<Page<DisclosureRow>>(
    disclosuresPageKey,
    getPage,
  );
  const rows = data?.flatMap((p) => p.rows);
  const total = data?.[0]?.total ?? 0;
  return {
    rows,
    total,
    error: error as unknown,
    isLoading,
    loadingMore: isValidating && !!data && size > data.length,
    hasMore: !!rows && rows.length < total,
    more: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
