import { api } from '@/lib/api-client.ts';
import type { InboxRequest as InboxItem } from '@tlp/shared/slots';

/** PUT /meetings/{id}/outcome {attended} (representative): 409 MeetingNotHeldYet before the slot starts. */
export function setMeetingOutcome(meetingId: number, attended: boolean): Promise<InboxItem> {
  return api.put<InboxItem>(`/meetings/${meetingId}/outcome`, { attended });
}
