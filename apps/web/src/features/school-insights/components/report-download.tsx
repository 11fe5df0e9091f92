import { useState } from 'react';
import { DownloadButton, useDownload } from '@/components/ui/download-button.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { downloadReport } from '../api/download-report.ts';
import { REPORT_TEXT as TEXT } from '../messages.ts';

/** 'Descargar reporte (PDF)': the school's report for its director (funnel, trend, interests, reward). */
export function ReportDownload({ highschoolId }: { highschoolId: number | string }) {
  const [failure, setFailure] = useState<Result | null>(null);
  const download = useDownload(
    () => downloadReport(highschoolId),
    () => setFailure({ severity: 'error', message: TEXT.failed }),
  );
  return (
    <>
      <DownloadButton
        busy={download.downloading}
        label={TEXT.download}
        busyLabel={TEXT.downloading}
        onClick={() => void download.run()}
      />
      <ResultSnackbar result={failure} onClose={() => setFailure(null)} />
    </>
  );
}
