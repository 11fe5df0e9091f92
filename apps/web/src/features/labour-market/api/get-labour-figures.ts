import type { LabourFiguresEntry } from '@tlp/shared/labour-market';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const labourFiguresKey = '/labour-figures';

/** GET /labour-figures (admins): each field's figures. */
export function useLabourFigures() {
  const { data, error, mutate } = useSWR<LabourFiguresEntry[]>(labourFiguresKey, swrFetcher);
  return { figures: data, error: error as unknown, retry: () => void mutate() };
}
