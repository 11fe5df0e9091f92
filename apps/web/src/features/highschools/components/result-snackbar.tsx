import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@tlp/shared/limits';
import { useState } from 'react';

export interface Result {
  severity: 'success' | 'error' | 'info';
  message: string;
}

/** A result message that hides after 3000 ms; errors as alerts, the rest as status. */
export function ResultSnackbar({ result, onClose }: { result: Result | null; onClose: () => void }) {
  const [shown, setShown] = useState(result);
  if (result !== null && result !== shown) setShown(result);
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
        severity={shown?.severity ?? 'info'}
        role={shown?.severity === 'error' ? 'alert' : 'status'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {shown?.message}
      </Alert>
    </Snackbar>
  );
}
