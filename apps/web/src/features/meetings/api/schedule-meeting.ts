import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { meetingsKey } from './get-meetings.ts';

/**
 * POST /meetings: 409 DuplicatedResource, FavoriteRequired or MeetingLimitReached. The home's
 * 'Reuniones' shows the list again, whatever the answer, and so does /favoritas (a favourite
 * with a meeting cannot be removed).
 */
export async function scheduleMeeting(userId: number, degreeId: number): Promise<unknown> {
  try {
    return await api.post('/meetings', { userId, degreeId });
  } finally {
    void revalidatePaths([meetingsKey(userId), `/users/${userId}/favorite-degrees`]);
  }
}
