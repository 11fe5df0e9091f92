import { api } from '@/lib/api-client.ts';
import { favoriteDegreesKey } from './get-favorite-degrees.ts';

/** DELETE /users/{id}/favorite-degrees/{degreeId}: 204; 409 FavoriteHasMeeting while a meeting exists. */
export function removeFavoriteDegree(userId: number, degreeId: number): Promise<unknown> {
  return api.delete(`${favoriteDegreesKey(userId)}/${degreeId}`);
}
