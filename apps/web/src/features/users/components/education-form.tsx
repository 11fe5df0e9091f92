import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ERRORS } from '@tlp/shared/errors';
import type { HighschoolSummary } from '@tlp/shared/highschools';
import { VALIDATION } from '@tlp/shared/messages';
import { updateMeBody, type CurrentUser } from '@tlp/shared/users';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SemesterSelect } from '@/features/catalog/components/semester-select.tsx';
import { HighschoolAutocomplete } from '@/features/highschools/components/highschool-autocomplete.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
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

/**
 * Edits the student's academic unit and semester (PATCH /users/me); both required. Moving to
 * another school also asks for that school's orienter key, as signing up does.
 */
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

const FIELDS = ['highschoolId', 'semesterId', 'orienterKey'] as const;

/** Whether the chosen school (a parsed id, or whatever the form holds) is not the saved one. */
const movesSchool = (highschoolId: unknown, currentId: number | null) =>
  typeof highschoolId === 'number' && highschoolId !== currentId;

/** The PATCH body, with the orienter key required when the school changes (as the API asks). */
function educationForm(currentId: number | null) {
  return updateMeBody.superRefine(
    ({ highschoolId, orienterKey }, ctx) => {
      if (movesSchool(highschoolId, currentId) && !orienterKey) {
        ctx.addIssue({ code: 'custom', path: ['orienterKey'], message: VALIDATION.orienterKeyForNewSchool });
      }
    },
    // Also while another field is wrong, so every message shows on the first try.
    { when: () => true },
  );
}

function EducationForm({ user, onClose, onSaved }: Omit<EducationDialogProps, 'open'>) {
  const [highschool, setHighschool] = useState<HighschoolSummary | null>(
    user.highschool_id && user.highschool_name
      ? { id: user.highschool_id, name: user.highschool_name, city: user.highschool_city ?? '' }
      : null,
  );
  const [failed, setFailed] = useState(false);
  const currentId = user.highschool_id;
  const schema = useMemo(() => educationForm(currentId), [currentId]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { highschoolId: currentId ?? '', semesterId: user.semester_id ?? '', orienterKey: '' },
  });
  // The key field shows only while another school is chosen; hidden, it drops its value and error.
  const asksKey = highschool !== null && highschool.id !== currentId;

  const onSubmit = handleSubmit(async ({ orienterKey, ...body }) => {
    setFailed(false);
    const moving = movesSchool(body.highschoolId, currentId);
    const fieldError = (field: (typeof FIELDS)[number], message: string) =>
      setError(field, { type: 'server', message }, { shouldFocus: true });
    try {
      // The key goes only with a new school (trimmed by the schema); a semester change needs none.
      onSaved(await updateMe(moving ? { ...body, orienterKey } : body));
    } catch (error) {
      if (moving && isApiRequestError(error) && error.status === 403 && error.errorCode === 'InvalidOrienterKey') {
        fieldError('orienterKey', error.response?.message || ERRORS.InvalidOrienterKey.message);
        return;
      }
      // Messages for the key land on it only while it shows; otherwise the general alert tells.
      const fields = moving ? FIELDS : FIELDS.filter((field) => field !== 'orienterKey');
      if (!applyServerFieldErrors(error, fields, fieldError)) setFailed(true);
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
        {asksKey ? (
          <PasswordField
            label={TEXT.orienterKey}
            autoComplete="off"
            required
            {...register('orienterKey', { shouldUnregister: true })}
            error={!!errors.orienterKey}
            helperText={errors.orienterKey?.message ?? TEXT.orienterKeyHelp}
          />
        ) : null}
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
