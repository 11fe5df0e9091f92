import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { DataSharingState } from '@tlp/shared/consents';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog.tsx';
import { DATA_SHARING_TEXT as TEXT } from '../messages.ts';
import { useBirthDateForm } from './use-birth-date-form.tsx';

function BirthDateForm({ onClose, onSaved }: { onClose: () => void; onSaved: (state: DataSharingState) => void }) {
  const form = useBirthDateForm(onSaved);
  return (
    <DialogForm onSubmit={form.submit} onCancel={onClose} busy={form.busy}>
      <Typography>{TEXT.birthDateIntro}</Typography>
      {form.failure ? (
        <Alert severity="error" role="alert">
          {form.failure}
        </Alert>
      ) : null}
      {form.fields}
    </DialogForm>
  );
}

/** 'Indicar mi fecha de nacimiento' ('Mis datos'): once; a minor names a guardian, who gets the e-mail. */
export function BirthDateDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (state: DataSharingState) => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title={TEXT.birthDateTitle}>
      {open ? <BirthDateForm onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}
