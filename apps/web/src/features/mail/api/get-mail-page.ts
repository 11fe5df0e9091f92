import type { MailRow, MailStatus } from '@tlp/shared/mail';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

export interface MailPageQuery {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  status?: MailStatus;
}

/** The SWR key and path: '/mail?page=1&pageSize=25&status=failed'. */
export function mailPageKey({ page, pageSize, status }: MailPageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set('status', status);
  return `/mail?${params.toString()}`;
}

/** GET /mail?page=&pageSize=&status= (admins): one page of the outbox and its total (X-Total-Count). */
export function useMailPage(query: MailPageQuery) {
  const { data, error, isLoading, mutate } = useSWR<Page<MailRow>>(mailPageKey(query), getPage, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
