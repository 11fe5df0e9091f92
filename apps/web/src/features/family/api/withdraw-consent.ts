import type { FamilyWithdrawal } from '@tlp/shared/family';
import { api } from '@/lib/api-client.ts';
import { familyChildKey } from './get-child.ts';

/**
 * POST /family/children/{id}/withdrawal: the child's opposition and the consent withdrawn. The
 * caller then reads the child's view and the list again (their path: familyChildrenKey).
 */
export function withdrawFamilyConsent(childId: number): Promise<FamilyWithdrawal> {
  return api.post<FamilyWithdrawal>(`${familyChildKey(childId)}/withdrawal`);
}
