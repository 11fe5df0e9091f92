import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import type { MeetingSlot } from '@tlp/shared/slots';

export const ownSlotsKey = '/meeting-slots';

/** GET /meeting-slots (representative): the campus's slots, upcoming and of the last 30 days, cancelled too. */
export function useOwnSlots() {
  const { data, error, mutate } = useSWR<MeetingSlot[]>(ownSlotsKey, swrFetcher);
  return { slots: data, error: error as unknown, retry: () => void mutate(), mutate };
}
