import { api } from '@/lib/api-client.ts';
import type { MeetingSlot, SlotBody } from '@tlp/shared/slots';

/**
 * POST /meeting-slots (representative): the first slot and `slots`, every one created (one per
 * week with `weeks`). 409 SlotOverlap when another live slot of theirs overlaps: nothing is created.
 */
export function createSlot(body: SlotBody): Promise<MeetingSlot & { slots?: MeetingSlot[] }> {
  return api.post<MeetingSlot & { slots?: MeetingSlot[] }>('/meeting-slots', body);
}
