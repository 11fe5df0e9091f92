import useSWR from 'swr';
import { swrFetcher } from '@/lib/api-client.ts';
import type { SchoolStudentDetail } from '../types.ts';

export const studentKey = (highschoolId: number | string, userId: number | string) =>
  `/highschools/${highschoolId}/students/${userId}`;

/** GET /highschools/{id}/students/{userId}: a student's favourites and meeting requests (404 if not of the school). */
export function useStudent(highschoolId: number | string, userId: number | string) {
  const { data, error, mutate } = useSWR<SchoolStudentDetail>(studentKey(highschoolId, userId), swrFetcher);
  return { student: data, error: error as unknown, retry: () => void mutate() };
}
