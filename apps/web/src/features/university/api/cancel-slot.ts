import { api } from '@/lib/api-client.ts';

/** DELETE /meeting-slots/{id} (representative): the students who booked it are told. */
export function cancelSlot(slotId: number): Promise<unknown> {
  return api.delete(`/meeting-slots/${slotId}`);
}
