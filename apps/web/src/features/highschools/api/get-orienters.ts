import type { OrienterRow } from '@tlp/shared/highschools';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

export const ORIENTERS_PAGE_SIZE = 20;

const orientersKey = (id: number | string, page: number) =>
  `/highschools/${id}/orienters?page=${page}&pageSize=${ORIENTERS_PAGE_SIZE}`;

/** GET /highschools/{id}/orienters?page=&pageSize=: orienters of the school and their total. */
export function useOrienters(id: number | string, page: number) {
  const { data, error, mutate } = useSWR<Page<OrienterRow>>(orientersKey(id, page), getPage, {
    keepPreviousData: true,
  });
  return { data, error: error as unknown, retry: () => void mutate() };
}
