import type { OrienterKey } from '@tlp/shared/highschools';
import useSWR from 'swr';
import { api, isApiRequestError, swrFetcher } from '@/lib/api-client.ts';

const orienterKeyKey = '/users/me/orienter-key';

/** GET /users/me/orienter-key (orienter): the live key; a 404 means there is none. */
export function useOrienterKey() {
  const { data, error, mutate, isLoading } = useSWR<OrienterKey>(orienterKeyKey, swrFetcher, {
    shouldRetryOnError: (e: unknown) => !(isApiRequestError(e) && e.status === 404),
  });
  const missing = isApiRequestError(error) && error.status === 404;
  return { key: data, missing, error: missing ? undefined : (error as unknown), isLoading, mutate };
}

/** POST /users/me/orienter-key: a new key; the old one stops working. */
export function renewOrienterKey(): Promise<OrienterKey> {
  return api.post<OrienterKey>(orienterKeyKey);
}
