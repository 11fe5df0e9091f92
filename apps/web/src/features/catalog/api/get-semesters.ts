import type { Semester } from '@tlp/shared/catalog';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const semestersKey = '/semesters';

/** GET /semesters (public): only the active ones are offered (spec §3). */
export function useActiveSemesters() {
  const { data, error, isLoading, mutate } = useSWR<Semester[]>(semestersKey, swrFetcher);
  return {
    semesters: data?.filter((s) => s.active) ?? [],
    error: error as unknown,
    isLoading,
    retry: () => void mutate(),
  };
}
