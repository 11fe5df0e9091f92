import { mutate, preload } from 'swr';

/**
 * Asks for an SWR key before its hook mounts (src/lib/screen-data.ts): the hook takes this very
 * request instead of sending its own (SWR `preload`), and the answer goes into the cache as it
 * comes, so a screen drawn after it starts with the data instead of its placeholders.
 */
export function preloadKey<T>(key: string, fetcher: (key: string) => Promise<T>): Promise<T> {
  const request = Promise.resolve(preload(key, fetcher));
  return request.then((data) => {
    void mutate(key, data, { revalidate: false });
    return data;
  });
}
