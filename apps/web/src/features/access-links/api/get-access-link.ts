import type { AccessLinkDetail } from '@tlp/shared/access-links';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const accessLinkKey = (uuid: string) => `/auth/access-links/${uuid}`;

/** GET /auth/access-links/{uuid} (admin): the link with its school, loaded before editing. */
export function useAccessLink(uuid: string) {
  const { data, error, mutate } = useSWR<AccessLinkDetail>(accessLinkKey(uuid), swrFetcher, {
    revalidateOnFocus: false,
  });
  return { link: data, error: error as unknown, retry: () => void mutate() };
}
