import type { AdminFunnelRow } from '@tlp/shared/school-insights';
import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';

/** A school's funnel as a list row: its id is the school's. */
export type SchoolsFunnelRow = AdminFunnelRow & { id: number };

/** The city filter as a query string: 'cityId=4', or nothing for every city (''). */
export function schoolsFunnelParams(cityId: string): URLSearchParams {
  return new URLSearchParams(cityId ? { cityId } : {});
}

/** The SWR key and path: '/highschools/funnel?page=1&pageSize=25&cityId=4'. */
export function schoolsFunnelKey({ cityId, page, pageSize }: { cityId: string; page: number; pageSize: number }) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of schoolsFunnelParams(cityId)) params.set(key, value);
  return `/highschools/funnel?${params.toString()}`;
}

async function getRows(path: string): Promise<Page<SchoolsFunnelRow>> {
  const page = await getPage<AdminFunnelRow>(path);
  return { ...page, rows: page.rows.map((row) => ({ ...row, id: row.highschool_id })) };
}

/** GET /highschools/funnel (admins): a page of schools by name with their funnels, and the total (X-Total-Count). */
export function useSchoolsFunnel(query: { cityId: string; page: number; pageSize: number }) {
  const { data, error, isLoading, mutate } = useSWR<Page<SchoolsFunnelRow>>(schoolsFunnelKey(query), getRows, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
