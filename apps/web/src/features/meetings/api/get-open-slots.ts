import type { MeetingSlot } from '@tlp/shared/slots';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const openSlotsKey = (campusId: number) => `/meeting-slots?campusId=${campusId}`;

/** GET /meeting-slots?campusId= (student with a request there): the campus's upcoming live slots. */
export function useOpenSlots(campusId: number | null) {
  const { data, error, mutate } = useSWR<MeetingSlot[]>(campusId ? openSlotsKey(campusId) : null, swrFetcher);
  return { slots: data, error: error as unknown, retry: () => void mutate(), mutate };
}
