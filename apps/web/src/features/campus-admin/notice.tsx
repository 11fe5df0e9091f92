import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { LIMITS } from '@tlp/shared/limits';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { theme } from '@/theme.ts';

let container: HTMLElement | null = null;
let root: Root | null = null;
let shown = 0;

function Notice({ message, severity }: { message: string; severity: AlertColor }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      autoHideDuration={LIMITS.snackbarMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={() => setOpen(false)} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}

/**
 * A result message (3000 ms) that outlives the page that shows it: a form that saves and then
 * navigates to the campus or degree page still shows 'Campus creado con éxito' there.
 */
export function showNotice(message: string, severity: AlertColor = 'success'): void {
  if (!container || !root) {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  }
  shown += 1;
  root.render(
    <ThemeProvider theme={theme}>
      <Notice key={shown} message={message} severity={severity} />
    </ThemeProvider>,
  );
}

/** Removes the message (tests, between cases). */
export function clearNotices(): void {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}
