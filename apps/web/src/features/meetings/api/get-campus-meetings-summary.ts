import type { CampusMeetingsSummary } from '@tlp/shared/slots';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const campusMeetingsSummaryKey = (campusId: number | string) => `/campuses/${campusId}/meetings-summary`;

/** GET /campuses/{id}/meetings-summary: the campus's meeting requests, booked and attended, by school. */
export function useCampusMeetingsSummary(campusId: number | string) {
  const { data, error, mutate } = useSWR<CampusMeetingsSummary>(campusMeetingsSummaryKey(campusId), swrFetcher);
  return { summary: data, error: error as unknown, retry: () => void mutate() };
}
