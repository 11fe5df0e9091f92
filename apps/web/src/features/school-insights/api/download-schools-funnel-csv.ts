import { dayInMexico } from '@tlp/shared/mexico-time';
import { downloadFromApi } from '@/lib/download-file.ts';
import { schoolsFunnelParams } from './get-schools-funnel.ts';

/** 'embudo-preparatorias-2026-03-12.csv', with the day in Mexico City (as the API names it). */
export const schoolsFunnelFileName = (now = new Date()) => `embudo-preparatorias-${dayInMexico(now)}.csv`;

/** The path of the CSV with the list's city: '/highschools/funnel.csv?cityId=4'. */
export function schoolsFunnelCsvPath(cityId: string): string {
  const query = schoolsFunnelParams(cityId).toString();
  return `/highschools/funnel.csv${query ? `?${query}` : ''}`;
}

/** GET /highschools/funnel.csv (admins; the download is audited): saved through a Blob URL. */
export function downloadSchoolsFunnelCsv(cityId: string): Promise<void> {
  return downloadFromApi(schoolsFunnelCsvPath(cityId), schoolsFunnelFileName());
}
