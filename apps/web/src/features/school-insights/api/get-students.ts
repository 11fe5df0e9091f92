import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';
import type { SchoolStudent } from '../types.ts';

/** The list's filters; '' is no filter, and the group 'none' is "Sin grupo". */
export interface StudentFilters {
  search: string;
  groupId: string;
  semesterId: string;
}

/** The filters as a query string, without the empty ones: 'search=ana&groupId=none'. */
export function studentFilterParams({ search, groupId, semesterId }: StudentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (groupId) params.set('groupId', groupId);
  if (semesterId) params.set('semesterId', semesterId);
  return params;
}

/** The SWR key and path: '/highschools/5/students?page=1&pageSize=25&groupId=none'. */
export function studentsPageKey(
  highschoolId: number | string,
  { page, pageSize, ...filters }: StudentFilters & { page: number; pageSize: number },
): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of studentFilterParams(filters)) params.set(key, value);
  return `/highschools/${highschoolId}/students?${params.toString()}`;
}

/** GET /highschools/{id}/students: one page of the school's students and the total (X-Total-Count). */
export function useStudentsPage(
  highschoolId: number | string,
  query: StudentFilters & { page: number; pageSize: number },
) {
  const { data, error, isLoading, mutate } = useSWR<Page<SchoolStudent>>(
    studentsPageKey(highschoolId, query),
    getPage,
    { keepPreviousData: true },
  );
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
