import type { StudentGroup } from '@tlp/shared/groups';
import { api } from '@/lib/api-client.ts';

/** POST /students-groups {highschool_id, name} (admin); 409 DuplicatedGroup. */
export function createGroup(highschoolId: number, name: string): Promise<StudentGroup> {
  return api.post<StudentGroup>('/students-groups', { highschool_id: highschoolId, name });
}
