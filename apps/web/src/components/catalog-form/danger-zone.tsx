import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { CATALOG_FORM_TEXT } from './messages.ts';
import { spreadRow } from '@/components/ui/layout.ts';

interface DangerZoneProps {
  title: string;
  body: string;
  phrase: string;
  buttonLabel: string;
  failureMessage: string;
  /** Deletes; throws the API's error. On success the caller navigates away. */
  onDelete: () => Promise<void>;
}

/** The edit page's deletion, confirmed by typing a phrase. */
export function DangerZone({ title, body, phrase, buttonLabel, failureMessage, onDelete }: DangerZoneProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onDelete();
    } catch {
      setBusy(false);
      setFailure(failureMessage);
    }
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mt: 4, p: { xs: 2, sm: 3 }, borderColor: 'error.light' }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {CATALOG_FORM_TEXT.dangerZone}
      </Typography>
      <Box sx={{ ...spreadRow, gap: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {body}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRounded aria-hidden="true" />}
          onClick={() => setOpen(true)}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {buttonLabel}
        </Button>
      </Box>
      <ConfirmDialog
        open={open}
        text={{ title, body, phrase, confirmLabel: UI_TEXT.delete, busyLabel: UI_TEXT.deleting }}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
      <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />
    </Paper>
  );
}
