import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { ERRORS } from '@tlp/shared/errors';
import type { HighschoolSummary } from '@tlp/shared/highschools';
import { VALIDATION } from '@tlp/shared/messages';
import { updateMeBody, type CurrentUser } from '@tlp/shared/users';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { HighschoolField } from '@/features/catalog/components/highschool-field.tsx';
import { SemesterField } from '@/features/catalog/components/semester-field.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { updateMe } from '../api/update-me.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';

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

/**
 * Edits the student's academic unit and semester (PATCH /users/me), inside a FormDialog; both
 * required. Moving to another school also asks for that school's orienter key, as signing up does.
 */
export function EducationForm({ user, onClose, onSaved }: { user: CurrentUser } & DialogFormProps<CurrentUser>) {
  const saved: HighschoolSummary | null =
    user.highschool_id && user.highschool_name
      ? { id: user.highschool_id, name: user.highschool_name, city: user.highschool_city ?? '' }
      : null;
  const [highschool, setHighschool] = useState(saved);
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
        fieldError('orienterKey', apiErrorMessage(error, ERRORS.InvalidOrienterKey.message));
        return;
      }
      // Messages for the key land on it only while it shows; otherwise the general alert tells.
      const fields = moving ? FIELDS : FIELDS.filter((field) => field !== 'orienterKey');
      if (!applyServerFieldErrors(error, fields, fieldError)) setFailed(true);
    }
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isSubmitting}>
      {failed ? <Alert severity="error">{TEXT.educationSaveError}</Alert> : null}
      <HighschoolField
        control={control}
        name="highschoolId"
        initial={saved}
        onPick={setHighschool}
        text={TEXT.highschoolPicker}
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
      <SemesterField control={control} name="semesterId" text={TEXT.semesterPicker} />
    </DialogForm>
  );
}
