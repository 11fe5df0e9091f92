import { api } from '@/lib/api-client.ts';
import { accessLinkKey } from './get-access-link.ts';

/** DELETE /auth/access-links/{uuid} (admin): orienters already registered keep their accounts. */
export function deleteAccessLink(uuid: string): Promise<unknown> {
  return api.delete(accessLinkKey(uuid));
}
