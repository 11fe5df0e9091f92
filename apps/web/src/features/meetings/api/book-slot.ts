import type { Meeting } from '@tlp/shared/meetings';
import { api } from '@/lib/api-client.ts';
import { revalidatePaths } from '@/lib/revalidate.ts';
import { meetingsKey } from './get-meetings.ts';

/**
 * PUT /meetings/{id}/slot {slotId}: books a slot, or moves the booking to another one. 409
 * SlotFull, SlotUnavailable, MeetingHeld or TooLateToChange (within 2 hours of the start).
 */
export async function bookSlot(userId: number, meetingId: number, slotId: number): Promise<Meeting> {
  try {
    return await api.put<Meeting>(`/meetings/${meetingId}/slot`, { slotId });
  } finally {
    void revalidatePaths([meetingsKey(userId), '/meeting-slots']);
  }
}

/** DELETE /meetings/{id}/slot: gives the slot back; the request stays. 409 TooLateToChange. */
export async function cancelBooking(userId: number, meetingId: number): Promise<Meeting> {
  try {
    return await api.delete<Meeting>(`/meetings/${meetingId}/slot`);
  } finally {
    void revalidatePaths([meetingsKey(userId), '/meeting-slots']);
  }
}
