import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { DialogButtons } from './action-buttons.tsx';
import { TextInput } from './text-input.tsx';

const CONFIRM_DIALOG_TEXT = {
  phraseLabel: 'Confirmación',
  phrasePrompt: (phrase: string) => `Para confirmar, escribe «${phrase}».`,
} as const;

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  color?: 'error' | 'primary';
  /**
   * For what cannot be undone: the user types this phrase ('eliminar campus') and the button
   * stays disabled until it matches.
   */
  phrase?: string;
}

/** Asks before a destructive action. Without a phrase the cancel button has focus first. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
  color = 'error',
  phrase,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const [typed, setTyped] = useState('');
  const matches = phrase === undefined || typed.trim() === phrase;

  const buttons = (
    <DialogButtons
      onCancel={onCancel}
      focusCancel={phrase === undefined}
      label={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      color={color}
      disabled={!matches}
      onClick={phrase === undefined ? onConfirm : undefined}
    />
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setTyped('') } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {phrase === undefined ? (
        <>
          <DialogContent>
            <DialogContentText id={bodyId}>{body}</DialogContentText>
          </DialogContent>
          {buttons}
        </>
      ) : (
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
              label={CONFIRM_DIALOG_TEXT.phraseLabel}
              name="confirmation"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              helperText={CONFIRM_DIALOG_TEXT.phrasePrompt(phrase)}
              inputProps={{ autoComplete: 'off', autoCapitalize: 'none', spellCheck: false }}
              disabled={busy}
            />
          </DialogContent>
          {buttons}
        </form>
      )}
    </Dialog>
  );
}
