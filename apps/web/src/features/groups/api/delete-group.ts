import { api } from '@/lib/api-client.ts';

/** DELETE /students-groups/{id} (admin): its members go back to the default group. */
export function deleteGroup(groupId: number): Promise<unknown> {
  return api.delete(`/students-groups/${groupId}`);
}
