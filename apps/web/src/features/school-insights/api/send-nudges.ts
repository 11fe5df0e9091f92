import { NUDGE_MAX_STUDENTS } from '@tlp/shared/school-students';
import { api } from '@/lib/api-client.ts';
import type { NudgeResult } from '../types.ts';

/**
 * POST /highschools/{id}/nudges: one reminder e-mail per student, at most one a week each. A
 * longer selection goes in several requests, one after another, and their results are added up.
 */
export async function sendNudges(highschoolId: number | string, userIds: readonly number[]): Promise<NudgeResult> {
  const total: NudgeResult = { sent: 0, skipped: [] };
  for (let start = 0; start < userIds.length; start += NUDGE_MAX_STUDENTS) {
    const part = await api.post<NudgeResult>(`/highschools/${highschoolId}/nudges`, {
      userIds: userIds.slice(start, start + NUDGE_MAX_STUDENTS),
    });
    total.sent += part.sent;
    total.skipped.push(...part.skipped);
  }
  return total;
}
