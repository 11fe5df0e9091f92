import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { DialogButtons } from './action-buttons.tsx';
import { TextInput, type TextInputProps } from './text-input.tsx';

const CONFIRM_DIALOG_TEXT = {
  phraseLabel: 'Confirmación',
  phrasePrompt: (phrase: string) => `Para confirmar, escribe «${phrase}».`,
} as const;

/**
 * A small dialog named by its title and described by the text its content gives `bodyId`. It
 * cannot be closed while `busy`; `onExited` runs once it has faded out (to clear what was typed).
 */
export function ModalDialog({
  open,
  title,
  busy,
  onClose,
  onExited,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  onExited: () => void;
  children: (bodyId: string) => ReactNode;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children(bodyId)}
    </Dialog>
  );
}

/** The field where the user types a confirmation phrase: no autocompletion, capitals or spell check. */
export function PhraseField(props: Omit<TextInputProps, 'name' | 'inputProps'>) {
  return (
    <TextInput
      name="confirmation"
      inputProps={{ autoComplete: 'off', autoCapitalize: 'none', spellCheck: false }}
      {...props}
    />
  );
}

/** What a confirmation says, and how. */
export interface ConfirmText {
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  color?: 'error' | 'primary';
  /**
   * For what cannot be undone: the user types this phrase ('eliminar campus') and the button
   * stays disabled until it matches.
   */
  phrase?: string;
}

interface ConfirmDialogProps {
  open: boolean;
  text: ConfirmText;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a destructive action. Without a phrase the cancel button has focus first. */
export function ConfirmDialog({ open, text, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const { title, body, confirmLabel, busyLabel, color = 'error', phrase } = text;
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
    <ModalDialog open={open} title={title} busy={busy} onClose={onCancel} onExited={() => setTyped('')}>
      {(bodyId) =>
        phrase === undefined ? (
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
              <PhraseField
                label={CONFIRM_DIALOG_TEXT.phraseLabel}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                helperText={CONFIRM_DIALOG_TEXT.phrasePrompt(phrase)}
                disabled={busy}
              />
            </DialogContent>
            {buttons}
          </form>
        )
      }
    </ModalDialog>
  );
}
