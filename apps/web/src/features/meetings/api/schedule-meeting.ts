import { meetingsKey } from '@/features/student-home/api/get-meetings.ts';
import { api } from '@/lib/api-client.ts';

/** The student's meetings list, mutated after scheduling one so the home's 'Reuniones' updates. */
export { meetingsKey };

/** POST /meetings: 409 DuplicatedResource, FavoriteRequired or MeetingLimitReached. */
export function scheduleMeeting(userId: number, degreeId: number): Promise<unknown> {
  return api.post('/meetings', { userId, degreeId });
}
