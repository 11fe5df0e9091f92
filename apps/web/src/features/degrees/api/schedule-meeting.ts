import { api } from '@/lib/api-client.ts';

/**
 * The student's meetings list, as the student screens fetch it. Literal path: no key helper
 * for it exists yet under features/favorites or features/student-home.
 */
export const meetingsKey = (userId: number) => `/users/${userId}/meetings`;

/** POST /meetings: 409 DuplicatedResource, FavoriteRequired or MeetingLimitReached. */
export function scheduleMeeting(userId: number, degreeId: number): Promise<unknown> {
  return api.post('/meetings', { userId, degreeId });
}
