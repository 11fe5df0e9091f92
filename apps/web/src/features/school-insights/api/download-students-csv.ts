import { dayInMexico } from '@tlp/shared/mexico-time';
import { downloadFromApi } from '@/lib/download-file.ts';
import { studentFilterParams, type StudentFilters } from './get-students.ts';

/** 'students-5-2026-03-12.csv', with the day in Mexico City. */
export const studentsFileName = (highschoolId: number | string, now = new Date()) =>
  `students-${highschoolId}-${dayInMexico(now)}.csv`;

/** The path of the CSV with the list's filters: '/highschools/5/students.csv?groupId=none'. */
export function studentsCsvPath(highschoolId: number | string, filters: StudentFilters): string {
  const query = studentFilterParams(filters).toString();
  return `/highschools/${highschoolId}/students.csv${query ? `?${query}` : ''}`;
}

/** GET /highschools/{id}/students.csv (the download is audited): saved through a Blob URL. */
export function downloadStudentsCsv(highschoolId: number | string, filters: StudentFilters): Promise<void> {
  return downloadFromApi(studentsCsvPath(highschoolId, filters), studentsFileName(highschoolId));
}
