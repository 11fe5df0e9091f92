import type { AccessLink } from '@tlp/shared/access-links';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const highschoolAccessLinksKey = (highschoolId: number | string) => `/highschools/${highschoolId}/access-links`;

/** GET /highschools/{id}/access-links (admin). */
export function useHighschoolAccessLinks(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<AccessLink[]>(highschoolAccessLinksKey(highschoolId), swrFetcher);
  return { links: data, error: error as unknown, retry: () => void mutate(), mutate };
}
