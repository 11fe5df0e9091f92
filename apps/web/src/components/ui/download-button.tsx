import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useState } from 'react';
import { BusyButton } from './busy-button.tsx';

/**
 * A file download: `run()` downloads while `downloading` is true, and tells `onFailure` when the
 * file could not be had.
 */
export function useDownload(download: () => Promise<void>, onFailure: () => void) {
  const [downloading, setDownloading] = useState(false);
  const run = async () => {
    setDownloading(true);
    try {
      await download();
    } catch {
      onFailure();
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, run };
}

/** The button of a file download (a CSV): its label, and another while the file comes. */
export function DownloadButton({
  busy,
  label,
  busyLabel,
  onClick,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
}) {
  return (
    <BusyButton busy={busy} variant="contained" color="secondary" onClick={onClick} startIcon={<DownloadRounded />}>
      {busy ? busyLabel : label}
    </BusyButton>
  );
}
