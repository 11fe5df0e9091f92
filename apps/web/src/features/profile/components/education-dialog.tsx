import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { HighschoolSummary } from '@tlp/shared/catalog';
import { updateMeBody, type CurrentUser } from '@tlp/shared/users';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SemesterSelect } from '@/features/catalog/components/semester-select.tsx';
import { HighschoolAutocomplete } from '@/features/highschools/components/highschool-autocomplete.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { updateMe } from '../api/update-me.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';
import { BusyButton } from '@/components/ui/busy-button.tsx';

interface EducationDialogProps {
  open: boolean;
  user: CurrentUser;
  onClose: () => void;
  onSaved: (user: CurrentUser) => void;
}

/** Edits the student's academic unit and semester (PATCH /users/me); both required. */
export function EducationDialog({ open, user, onClose, onSaved }: EducationDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{TEXT.editEducation}</DialogTitle>
      {/* Mounted while open only: each opening starts from the saved data. */}
      <EducationForm user={user} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

const FIELDS = ['highschoolId', 'semesterId'] as const;

function EducationForm({ user, onClose, onSaved }: Omit<EducationDialogProps, 'open'>) {
  const [highschool, setHighschool] = useState<HighschoolSummary | null>(
    user.highschool_id && user.highschool_name
      ? { id: user.highschool_id, name: user.highschool_name, city: user.highschool_city ?? '' }
      : null,
  );
  const [failed, setFailed] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(updateMeBody),
    defaultValues: { highschoolId: user.highschool_id ?? '', semesterId: user.semester_id ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      onSaved(await updateMe(body));
    } catch (error) {
      const onField = applyServerFieldErrors(error, FIELDS, (field, message) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!onField) setFailed(true);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {failed ? <Alert severity="error">{TEXT.educationSaveError}</Alert> : null}
        <Controller
          control={control}
          name="highschoolId"
          render={({ field }) => (
            <HighschoolAutocomplete
              value={highschool}
              onChange={(next) => {
                setHighschool(next);
                field.onChange(next?.id ?? '');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={errors.highschoolId?.message}
              text={TEXT.highschoolPicker}
            />
          )}
        />
        <Controller
          control={control}
          name="semesterId"
          render={({ field }) => (
            <SemesterSelect
              value={field.value as number | string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={errors.semesterId?.message}
              text={TEXT.semesterPicker}
            />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          {TEXT.cancel}
        </Button>
        <BusyButton busy={isSubmitting} type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? TEXT.saving : TEXT.save}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
