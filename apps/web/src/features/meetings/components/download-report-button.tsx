import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { downloadMeetingsReport } from '../api/download-meetings-report.ts';
import { MEETINGS_REPORT_TEXT as TEXT } from '../messages.ts';

/** 'Descargar reporte' (admins): the CSV of every meeting, with its own failure message. */
export function DownloadReportButton() {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMeetingsReport();
    } catch {
      setFailure(TEXT.downloadError);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <BusyButton
        busy={downloading}
        variant="contained"
        color="secondary"
        onClick={() => void download()}
        startIcon={<DownloadRounded />}
      >
        {downloading ? TEXT.downloading : TEXT.download}
      </BusyButton>
      <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
