import { useState } from 'react';
import useSWR from 'swr';

/**
 * useSWR for what a screen shows: its data, its error, whether its key's answer is still on its
 * way, and a retry. `keepPrevious`: while a new key loads, the last answer stays shown (a list's
 * next page, a longer list).
 *
 * SWR's own `isLoading` is true on the first render even of an answer `preloadKey` put in the
 * cache before the screen was drawn (src/lib/screen-data.ts), and turns false when the mount's
 * revalidation starts: a component that reads it is drawn a second time, in one long task of a
 * slow phone. Here it is read only after an answer failed (a retry is then loading again); before,
 * the key is loading while it has no answer.
 */
export function useQuery<T>(
  key: string | null,
  fetcher: (key: string) => Promise<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  const swr = useSWR<T>(key, fetcher);
  const { data } = swr;
  const error: unknown = swr.error;
  const [previous, setPrevious] = useState(data);
  if (data !== undefined && data !== previous) setPrevious(data);
  const isLoading = error === undefined ? key !== null && data === undefined : swr.isLoading;
  return {
    data: keepPrevious ? (data ?? previous) : data,
    error,
    isLoading,
    retry: () => void swr.mutate(),
  };
}
