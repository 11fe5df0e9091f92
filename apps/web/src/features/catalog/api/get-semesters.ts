import type { Semester } from '@tlp/shared/catalog';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const semestersKey = '/semesters';

/** GET /semesters (public); the ones no longer active are left out of the pickers. */
export function useActiveSemesters() {
  const { data, error, isLoading, mutate } = useSWR<Semester[]>(semestersKey, swrFetcher);
  return {
    semesters: data?.filter((s) => s.active) ?? [],
    error: error as unknown,
    isLoading,
    retry: () => void mutate(),
  };
}
