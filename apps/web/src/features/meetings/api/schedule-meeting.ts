import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { meetingsKey } from './get-meetings.ts';

/**
 * POST /meetings: 409 DuplicatedResource, FavoriteRequired, MeetingLimitReached, or
 * ContactSharingWithdrawn when the student stopped sharing their data and gives no `consentToShare`. The home's
 * 'Reuniones' shows the list again, whatever the answer, and so does /favoritas (a favourite
 * with a meeting cannot be removed), and what the student's data-sharing state counts as held.
 */
export async function scheduleMeeting(
  userId: number,
  degreeId: number,
  options: { consentToShare?: boolean } = {},
): Promise<unknown> {
  try {
    return await api.post('/meetings', { userId, degreeId, ...options });
  } finally {
    void revalidatePaths([meetingsKey(userId), `/users/${userId}/favorite-degrees`, '/users/me/data-sharing']);
  }
}
