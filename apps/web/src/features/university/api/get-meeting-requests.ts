import useSWR from 'swr';
import { getPage, type Page } from '@/lib/api-client.ts';
import type { InboxRequest as InboxItem } from '@tlp/shared/slots';
import type { InboxState } from '../inbox-states.ts';

export interface MeetingRequestsQuery {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  state?: InboxState;
}

/** '/university/meeting-requests?page=1&pageSize=25&state=booked'. */
export function meetingRequestsKey({ page, pageSize, state }: MeetingRequestsQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (state) params.set('state', state);
  return `/university/meeting-requests?${params.toString()}`;
}

/** GET /university/meeting-requests (representative): one page of the campus's requests and their total. */
export function useMeetingRequests(query: MeetingRequestsQuery) {
  const { data, error, isLoading, mutate } = useSWR<Page<InboxItem>>(meetingRequestsKey(query), getPage, {
    keepPreviousData: true,
  });
  return { page: data, error: error as unknown, isLoading, retry: () => void mutate(), mutate };
}
