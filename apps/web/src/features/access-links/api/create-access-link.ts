import type { AccessLink } from '@tlp/shared/access-links';
import { api } from '@/lib/api-client.ts';
import { accessLinksKey, type AccessLinkOwner } from '../owner.ts';

interface CreateAccessLinkInput {
  seats: number;
  name?: string;
  expirationDate?: string;
}

/**
 * POST /highschools/{id}/access-links or /campuses/{id}/access-links, form-encoded (as the API
 * takes it): seats, name, expirationDate.
 */
export function createAccessLink(owner: AccessLinkOwner, input: CreateAccessLinkInput): Promise<AccessLink> {
  const body = new URLSearchParams({ seats: String(input.seats) });
  if (input.name) body.set('name', input.name);
  if (input.expirationDate) body.set('expirationDate', input.expirationDate);
  return api.post<AccessLink>(accessLinksKey(owner), body);
}
