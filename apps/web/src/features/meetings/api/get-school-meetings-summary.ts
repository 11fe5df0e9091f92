import type { SchoolMeetingsSummary } from '@tlp/shared/slots';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';

export const schoolMeetingsSummaryKey = (highschoolId: number | string) =>
  `/highschools/${highschoolId}/meetings-summary`;

/** GET /highschools/{id}/meetings-summary: the students' meeting requests, booked and attended, by campus. */
export function useSchoolMeetingsSummary(highschoolId: number | string) {
  const { data, error, mutate } = useSWR<SchoolMeetingsSummary>(schoolMeetingsSummaryKey(highschoolId), swrFetcher);
  return { summary: data, error: error as unknown, retry: () => void mutate() };
}
