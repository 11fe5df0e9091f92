import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@tlp/shared/limits';
import { useState } from 'react';
import { UI_TEXT } from '@/config/ui-text.ts';
import { copyText } from '@/lib/clipboard.ts';

export type ResultSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Result {
  severity: ResultSeverity;
  message: string;
}

/** Filled colours dark enough for white text (WCAG AA, 4.5:1 or more). */
const FILL: Record<ResultSeverity, string> = {
  success: 'success.main',
  info: '#0b5394',
  warning: '#8a4b00',
  error: 'error.main',
};

/**
 * A result message that hides after LIMITS.snackbarMs (3 s). Errors and warnings are announced at
 * once (role alert), the rest politely (role status).
 */
export function ResultSnackbar({ result, onClose }: { result: Result | null; onClose: () => void }) {
  // Keeps the text while the snackbar slides out after the result is cleared.
  const [shown, setShown] = useState(result);
  if (result !== null && result !== shown) setShown(result);
  const severity = shown?.severity ?? 'info';
  return (
    <Snackbar
      open={result !== null}
      autoHideDuration={LIMITS.snackbarMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
        variant="filled"
        onClose={onClose}
        closeText={UI_TEXT.close}
        sx={{ width: '100%', bgcolor: FILL[severity], color: '#ffffff' }}
      >
        {shown?.message}
      </Alert>
    </Snackbar>
  );
}

/** Copies `text` to the clipboard; the result says it was copied, or that the browser refused. */
export async function copyResult(text: string, copiedMessage: string): Promise<Result> {
  return (await copyText(text))
    ? { severity: 'success', message: copiedMessage }
    : { severity: 'error', message: UI_TEXT.copyFailed };
}
