import type { FamilySignInBody } from '@tlp/shared/family';
import { api } from '@/lib/api-client.ts';

/** POST /family/sign-in-links: answers the same sentence whether the address is a guardian's or not. */
export function requestFamilyLink(body: FamilySignInBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/family/sign-in-links', body);
}
