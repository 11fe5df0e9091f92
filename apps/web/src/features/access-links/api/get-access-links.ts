import type { AccessLink } from '@tlp/shared/access-links';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import { accessLinksKey, type AccessLinkOwner } from '../owner.ts';

/** GET /highschools/{id}/access-links or /campuses/{id}/access-links (admin). */
export function useAccessLinks(owner: AccessLinkOwner) {
  const { data, error, mutate } = useSWR<AccessLink[]>(accessLinksKey(owner), swrFetcher);
  return { links: data, error: error as unknown, retry: () => void mutate(), mutate };
}
