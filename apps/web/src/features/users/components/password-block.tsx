import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { PASSWORD_CHANGE_TEXT as TEXT } from '../messages.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The profile's password card, for every role: changing it ends the user's other sessions. */
export function PasswordBlock({ onSaved }: { onSaved: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={TEXT.title} editLabel={TEXT.change} onEdit={() => setOpen(true)}>
      <Typography color="text.secondary">{TEXT.info}</Typography>
      <FormDialog open={open} onClose={() => setOpen(false)} title={TEXT.change}>
        <ChangePasswordForm
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved(TEXT.saved);
          }}
        />
      </FormDialog>
    </SectionCard>
  );
}
