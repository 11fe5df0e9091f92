import { dayInMexico } from '@tlp/shared/mexico-time';
import { downloadFromApi } from '@/lib/download-file.ts';

/** 'reporte-5-2026-03-12.pdf', with the day in Mexico City. */
export const reportFileName = (highschoolId: number | string, now = new Date()) =>
  `reporte-${highschoolId}-${dayInMexico(now)}.pdf`;

/** GET /highschools/{id}/report.pdf: the director's report, saved through a Blob URL. */
export function downloadReport(highschoolId: number | string): Promise<void> {
  return downloadFromApi(`/highschools/${highschoolId}/report.pdf`, reportFileName(highschoolId));
}
