import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { DialogButtons } from '@/components/ui/action-buttons.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { HS_TEXT } from '../messages.ts';

interface NotebooksDialogProps {
  open: boolean;
  current: number;
  onClose: () => void;
  /** Saves the value; a rejection's server message is shown in the alert. */
  onSave: (notebooks: number) => Promise<void>;
}

/** What is wrong with the typed value, or null: it is required and must be a number. */
export function notebooksProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return HS_TEXT.required;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) || Number.isNaN(Number(text))) return HS_TEXT.notANumber;
  return null;
}

/** 'Actualizar número de libretas': a numeric field with Cancelar and Actualizar. */
export function NotebooksDialog({ open, current, onClose, onSave }: NotebooksDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState(String(current));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(String(current));
      setProblem(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = notebooksProblem(value);
    if (found) {
      setProblem(found);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSave(Number(value.trim()));
    } catch (error) {
      setProblem(isApiRequestError(error) ? apiErrorMessage(error, error.message) : HS_TEXT.loadError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{HS_TEXT.notebooksDialogTitle}</DialogTitle>
        <DialogContent>
          {problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          ) : null}
          <TextInput
            label={HS_TEXT.notebooksField}
            name="notebooks"
            type="text"
            required
            value={value}
            error={problem !== null}
            onChange={(event) => setValue(event.target.value)}
            inputProps={{ inputMode: 'numeric', autoFocus: true }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={busy} label={UI_TEXT.update} busyLabel={UI_TEXT.updating} />
      </form>
    </Dialog>
  );
}
