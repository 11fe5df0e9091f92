import type { FieldOfStudy } from '@tlp/shared/labour-market';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

/** GET /fields-of-study: the CMPE fields a degree may belong to (by code). */
export function useFieldsOfStudy() {
  const { data, error, isLoading } = useSWR<FieldOfStudy[]>('/fields-of-study', swrFetcher);
  return { fields: data, error: error as unknown, isLoading };
}
