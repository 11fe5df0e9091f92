import type { AccessLinkValidation } from '@tlp/shared/access-links';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const validateAccessLinkKey = (uuid: string) => `/auth/access-links/${uuid}/validate`;

/**
 * GET /auth/access-links/{uuid}/validate (public). A malformed uuid is not sent: it is invalid.
 * Not retried: an invalid link stays invalid.
 */
export function useAccessLinkValidation(uuid: string | undefined) {
  const wellFormed = !!uuid && UUID_PATTERN.test(uuid);
  const result = useSWR<AccessLinkValidation>(wellFormed ? validateAccessLinkKey(uuid) : null, swrFetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return {
    link: result.data,
    isLoading: wellFormed && result.isLoading,
    isInvalid: !wellFormed || result.error !== undefined,
  };
}
