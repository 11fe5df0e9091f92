import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@tlp/shared/limits';
import { useState } from 'react';
import type { Feedback, FeedbackSeverity } from '../action-feedback.ts';

/** Filled colours dark enough for white text (WCAG AA, 4.5:1 or more). */
const FILL: Record<FeedbackSeverity, string> = {
  success: 'success.main',
  info: '#0b5394',
  warning: '#8a4b00',
  error: 'error.main',
};

/** A result message that hides itself after 3000 ms (spec §9). */
export function FeedbackSnackbar({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  // Keeps the text while the snackbar slides out after the message is cleared.
  const [shown, setShown] = useState(feedback);
  if (feedback !== null && feedback !== shown) setShown(feedback);
  return (
    <Snackbar
      open={feedback !== null}
      autoHideDuration={LIMITS.snackbarMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={shown?.severity ?? 'info'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', bgcolor: FILL[shown?.severity ?? 'info'], color: '#ffffff' }}
      >
        {shown?.message}
      </Alert>
    </Snackbar>
  );
}
