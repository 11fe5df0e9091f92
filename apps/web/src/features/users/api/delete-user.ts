import { api } from '@/lib/api-client.ts';

/** DELETE /users/{id} (admin): 204; 403 for anyone else. */
export function deleteUser(id: number): Promise<unknown> {
  return api.delete(`/users/${id}`);
}
