import { dayInMexico } from '@tlp/shared/mexico-time';
import { apiResponse } from '@/lib/api-client.ts';

/** 'meetings-2026-03-12.csv', with the day in Mexico City (the day the report's dates are in). */
export function reportFileName(now = new Date()): string {
  return `meetings-${dayInMexico(now)}.csv`;
}

/** GET /meetings (admin): the CSV of every meeting, saved through a Blob URL. */
export async function downloadMeetingsReport(): Promise<void> {
  const response = await apiResponse('/meetings');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = reportFileName();
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
