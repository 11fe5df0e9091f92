import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button that shows a spinner and stays disabled while its action runs. */
export function BusyButton({ busy, startIcon, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : startIcon}
    />
  );
}
