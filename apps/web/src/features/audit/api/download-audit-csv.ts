import type { AuditFilters } from '@tlp/shared/audit';
import { dayInMexico } from '@tlp/shared/mexico-time';
import { downloadFromApi } from '@/lib/download-file.ts';
import { auditFilterParams } from './get-audit-page.ts';

/** 'auditoria-2026-03-12.csv', with the day in Mexico City. */
export const auditFileName = (now = new Date()) => `auditoria-${dayInMexico(now)}.csv`;

/** The path of the CSV with the filters: '/audit/csv?action=campus.update'. */
export function auditCsvPath(filters: AuditFilters): string {
  const query = auditFilterParams(filters).toString();
  return `/audit/csv${query ? `?${query}` : ''}`;
}

/** GET /audit/csv (admin; the download is itself audited): saved through a Blob URL. */
export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return downloadFromApi(auditCsvPath(filters), auditFileName());
}
