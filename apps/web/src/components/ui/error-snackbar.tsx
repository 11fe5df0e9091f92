import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@tlp/shared/limits';
import { useState } from 'react';

/** A result message that hides itself after 3000 ms (spec §9). */
export function ErrorSnackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  // Keeps the text while the snackbar slides out after the message is cleared.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={LIMITS.snackbarMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {shown}
      </Alert>
    </Snackbar>
  );
}
