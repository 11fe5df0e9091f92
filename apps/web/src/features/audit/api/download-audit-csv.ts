import type { AuditFilters } from '@tlp/shared/audit';
import { dayInMexico } from '@tlp/shared/mexico-time';
import { apiResponse } from '@/lib/api-client.ts';
import { auditFilterParams } from './get-audit-page.ts';

/** 'auditoria-2026-03-12.csv', with the day in Mexico City. */
export const auditFileName = (now = new Date()) => `auditoria-${dayInMexico(now)}.csv`;

/** The path of the CSV with the filters: '/audit/csv?action=campus.update'. */
export function auditCsvPath(filters: AuditFilters): string {
  const query = auditFilterParams(filters).toString();
  return `/audit/csv${query ? `?${query}` : ''}`;
}

/** GET /audit/csv (admin; the download is itself audited): saved through a Blob URL. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const response = await apiResponse(auditCsvPath(filters));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = auditFileName();
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
