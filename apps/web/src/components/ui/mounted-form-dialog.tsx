import type { ComponentType } from 'react';
import { FormDialog, type DialogFormProps } from '@/components/ui/form-dialog.tsx';

/** What a dialog around one form is given by its page: whether it is open, and the form's callbacks. */
export interface FormDialogProps<T> extends DialogFormProps<T> {
  open: boolean;
}

/** A FormDialog whose `form` is mounted only while it is open, so each opening starts afresh. */
export function MountedFormDialog<T>({
  open,
  onClose,
  onSaved,
  title,
  form: Form,
}: FormDialogProps<T> & { title: string; form: ComponentType<DialogFormProps<T>> }) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      {open ? <Form onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}
