import type { Meeting } from '@tlp/shared/meetings';
import type { RatingBody } from '@tlp/shared/slots';
import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { meetingsKey } from './get-meetings.ts';

/** PUT /meetings/{id}/rating {rating 1–5, comment?}: 409 MeetingNotHeldYet before the slot starts. */
export async function rateMeeting(userId: number, meetingId: number, body: RatingBody): Promise<Meeting> {
  try {
    return await api.put<Meeting>(`/meetings/${meetingId}/rating`, body);
  } finally {
    void revalidatePaths([meetingsKey(userId)]);
  }
}
