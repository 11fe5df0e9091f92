import type { AuditFilters, AuditRow } from '@tlp/shared/audit';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

export interface AuditPageQuery extends AuditFilters {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** The filters as a query string, without the empty ones: 'user=ana%40demo.mx&action=campus.update'. */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['user', 'action', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The SWR key and path: '/audit?page=1&pageSize=25&action=campus.update'. */
export function auditPageKey({ page, pageSize, ...filters }: AuditPageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of auditFilterParams(filters)) params.set(key, value);
  return `/audit?${params.toString()}`;
}

/** GET /audit (admins): one page of the audit trail and its total (X-Total-Count). */
export function useAuditPage(query: AuditPageQuery) {
  const { data, error, isLoading, mutate } = useSWR<Page<AuditRow>>(auditPageKey(query), getPage, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
