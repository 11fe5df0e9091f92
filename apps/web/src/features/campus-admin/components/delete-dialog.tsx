import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { TextInput } from '@/components/ui/text-input.tsx';
import { ADMIN_TEXT } from '../messages.ts';

interface DeleteDialogProps {
  open: boolean;
  title: string;
  body: string;
  /** What the user types to confirm ('eliminar campus'). */
  phrase: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** A deletion confirmed by typing a phrase: the button stays disabled until the text matches. */
export function DeleteDialog({ open, title, body, phrase, confirmLabel, busy, onClose, onConfirm }: DeleteDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === phrase;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setTyped('') } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !busy) onConfirm();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id={bodyId} sx={{ mb: 2 }}>
            {body}
          </DialogContentText>
          <TextInput
            label={ADMIN_TEXT.deleteTypeLabel}
            name="confirmation"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            helperText={ADMIN_TEXT.deleteTypePrompt(phrase)}
            inputProps={{ autoComplete: 'off', autoCapitalize: 'none', spellCheck: false }}
            disabled={busy}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={busy}>
            {ADMIN_TEXT.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!matches || busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {busy ? ADMIN_TEXT.deleting : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
