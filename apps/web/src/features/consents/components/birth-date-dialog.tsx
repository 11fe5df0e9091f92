import Typography from '@mui/material/Typography';
import type { DataSharingState } from '@tlp/shared/consents';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { MountedFormDialog, type FormDialogProps } from '@/components/ui/mounted-form-dialog.tsx';
import { DATA_SHARING_TEXT as TEXT } from '../messages.ts';
import { useBirthDateForm } from './use-birth-date-form.tsx';

function BirthDateForm({ onClose, onSaved }: DialogFormProps<DataSharingState>) {
  const form = useBirthDateForm(onSaved);
  return (
    <DialogForm onSubmit={form.submit} onCancel={onClose} busy={form.busy}>
      <Typography>{TEXT.birthDateIntro}</Typography>
      <FormError message={form.failure} />
      {form.fields}
    </DialogForm>
  );
}

/** 'Indicar mi fecha de nacimiento' ('Mis datos'): once; a minor names a guardian, who gets the e-mail. */
export function BirthDateDialog(props: FormDialogProps<DataSharingState>) {
  return <MountedFormDialog {...props} title={TEXT.birthDateTitle} form={BirthDateForm} />;
}
