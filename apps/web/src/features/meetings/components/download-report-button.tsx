import { useState } from 'react';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { downloadMeetingsReport } from '../api/download-meetings-report.ts';
import { MEETINGS_REPORT_TEXT as TEXT } from '../messages.ts';
import { DownloadButton, useDownload } from '@/components/ui/download-button.tsx';

/** 'Descargar reporte' (admins): the CSV of every meeting, with its own failure message. */
export function DownloadReportButton() {
  const [failure, setFailure] = useState<string | null>(null);
  const { downloading, run } = useDownload(downloadMeetingsReport, () => setFailure(TEXT.downloadError));

  return (
    <>
      <DownloadButton
        busy={downloading}
        label={TEXT.download}
        busyLabel={TEXT.downloading}
        onClick={() => void run()}
      />
      <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
