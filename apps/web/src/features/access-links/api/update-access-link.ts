import type { AccessLinkDetail, AccessLinkUpdateBody } from '@tlp/shared/access-links';
import { api } from '@/lib/api-client.ts';
import { accessLinkKey } from './get-access-link.ts';

/** PUT /auth/access-links/{uuid} {name, seats, expiresAt} (admin); 400 SeatsBelowUsed. */
export function updateAccessLink(uuid: string, body: AccessLinkUpdateBody): Promise<AccessLinkDetail> {
  return api.put<AccessLinkDetail>(accessLinkKey(uuid), body);
}
