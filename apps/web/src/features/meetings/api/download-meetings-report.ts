import { dayInMexico } from '@tlp/shared/mexico-time';
import { downloadFromApi } from '@/lib/download-file.ts';

/** 'meetings-2026-03-12.csv', with the day in Mexico City (the day the report's dates are in). */
export function reportFileName(now = new Date()): string {
  return `meetings-${dayInMexico(now)}.csv`;
}

/** GET /meetings (admin): the CSV of every meeting, saved through a Blob URL. */
export function downloadMeetingsReport(): Promise<void> {
  return downloadFromApi('/meetings', reportFileName());
}
