import { api } from '@/lib/api-client.ts';
import type { NudgeResult } from '../types.ts';

/** POST /highschools/{id}/nudges: one reminder e-mail per student, at most one a week each. */
export function sendNudges(highschoolId: number | string, userIds: readonly number[]): Promise<NudgeResult> {
  return api.post<NudgeResult>(`/highschools/${highschoolId}/nudges`, { userIds });
}
