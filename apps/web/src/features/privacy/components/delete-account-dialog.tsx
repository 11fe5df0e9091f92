import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DELETE_ACCOUNT_CONFIRMATION } from '@tlp/shared/arco-messages';
import { useState } from 'react';
import { DialogButtons } from '@/components/ui/action-buttons.tsx';
import { ModalDialog, PhraseField } from '@/components/ui/confirm-dialog.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { deleteAccount } from '../api/delete-account.ts';
import { MY_DATA_TEXT as TEXT } from '../messages.ts';

/**
 * Asks for the current password and the typed phrase 'eliminar mi cuenta'; the button stays
 * disabled until both are there. `onDeleted` runs once the API has deleted the account.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const [phrase, setPhrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = password.length > 0 && phrase.trim().toLowerCase() === DELETE_ACCOUNT_CONFIRMATION;

  const submit = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (e) {
      // The API's Spanish message (wrong password, last admin, too many tries) when it sent one.
      setError(apiErrorMessage(e, TEXT.deleteError));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      title={TEXT.deleteDialogTitle}
      busy={busy}
      onClose={onClose}
      onExited={() => {
        setPassword('');
        setPhrase('');
        setError(null);
      }}
    >
      {(bodyId) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
            <DialogContentText id={bodyId}>{TEXT.deleteDialogBody}</DialogContentText>
            <FormError message={error} />
            <PasswordField
              label={TEXT.deletePassword}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
            />
            <PhraseField
              label={TEXT.deletePhraseLabel}
              required
              value={phrase}
              onChange={(event) => setPhrase(event.target.value)}
              helperText={TEXT.deletePhrasePrompt(DELETE_ACCOUNT_CONFIRMATION)}
              disabled={busy}
            />
          </DialogContent>
          <DialogButtons
            onCancel={onClose}
            label={TEXT.deleteConfirm}
            busyLabel={TEXT.deleteBusy}
            busy={busy}
            color="error"
            disabled={!ready}
          />
        </form>
      )}
    </ModalDialog>
  );
}
