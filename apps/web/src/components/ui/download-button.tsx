import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { BusyButton } from './busy-button.tsx';

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
