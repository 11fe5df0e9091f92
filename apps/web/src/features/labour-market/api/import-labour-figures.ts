import type { LabourImportResult } from '@tlp/shared/labour-market';
import { api } from '@/lib/api-client.ts';
import { labourFiguresKey } from './get-labour-figures.ts';

/**
 * POST /labour-figures/import with the CSV's text: how many rows were imported, or a 400
 * InvalidCsv whose `errors` name each problem by row and column (then nothing was imported).
 */
export function importLabourFigures(csv: string): Promise<LabourImportResult> {
  return api.post<LabourImportResult>('/labour-figures/import', { csv });
}

/** What an import changes: the figures, and the degrees and matches that show them. */
export const IMPORT_CHANGES = [labourFiguresKey, '/degrees', '/users/me/matches'];
