import type { StudentGroup } from '@tlp/shared/groups';
import { api } from '@/lib/api-client.ts';

/** PUT /students-groups/{id} {members}: the whole member set as user ids (admin). */
export function updateGroupMembers(groupId: number, members: number[]): Promise<StudentGroup> {
  return api.put<StudentGroup>(`/students-groups/${groupId}`, { members });
}
