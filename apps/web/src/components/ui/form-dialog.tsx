import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { UI_TEXT } from '@/config/ui-text.ts';
import { DialogButtons } from './action-buttons.tsx';

/**
 * A dialog that edits something, named by its title. Its content is mounted while it is open
 * only, so each opening starts from the saved data.
 */
export function FormDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/** What the form inside a FormDialog is told: close, or that it saved (with what the API answered). */
export interface DialogFormProps<T> {
  onClose: () => void;
  onSaved: (saved: T) => void;
}

/** The form inside a FormDialog: its fields, then 'Cancelar' and 'Guardar' (or `label`, e.g. 'Crear'). */
export function DialogForm({
  onSubmit,
  onCancel,
  busy,
  label = UI_TEXT.save,
  busyLabel = UI_TEXT.saving,
  color,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  label?: string;
  busyLabel?: string;
  /** 'error' for an action that takes something away. */
  color?: 'primary' | 'error';
  children: ReactNode;
}) {
  return (
    // A column that the dialog's height bounds: a long form scrolls inside, its buttons stay in view.
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>{children}</DialogContent>
      <DialogButtons onCancel={onCancel} busy={busy} label={label} busyLabel={busyLabel} color={color} />
    </Box>
  );
}
