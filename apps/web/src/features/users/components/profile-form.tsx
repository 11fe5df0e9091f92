import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { isAvatar } from '@tlp/shared/avatars';
import { studentProfileForm, updateProfileBody, type CurrentUser } from '@tlp/shared/users';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AvatarGrid } from '@/components/avatars/avatar-grid.tsx';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { updateProfile } from '../api/update-profile.ts';
import { PROFILE_TEXT as TEXT } from '../messages.ts';

const FIELDS = ['firstName', 'lastName', 'avatar'] as const;

/**
 * Edits the user's own names and avatar (PATCH /users/me/profile), inside a FormDialog. A student's
 * names have signup's rules (3 to 60 characters); the avatar starts as the one they have.
 */
export function ProfileForm({ user, onClose, onSaved }: { user: CurrentUser } & DialogFormProps<CurrentUser>) {
  const avatarLabelId = useId();
  const avatarHintId = useId();
  const [failed, setFailed] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(user.type === 'student' ? studentProfileForm : updateProfileBody),
    defaultValues: {
      firstName: user.first_name,
      lastName: user.last_name,
      avatar: user.avatar && isAvatar(user.avatar) ? user.avatar : undefined,
    },
  });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      onSaved(await updateProfile(body));
    } catch (error) {
      const toField = (name: (typeof FIELDS)[number], message: string) =>
        setError(name, { type: 'server', message }, { shouldFocus: true });
      if (!applyServerFieldErrors(error, FIELDS, toField)) setFailed(true);
    }
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isSubmitting}>
      {failed ? <Alert severity="error">{TEXT.profileSaveError}</Alert> : null}
      <TextInput label={TEXT.firstName} autoComplete="given-name" required {...field('firstName')} />
      <TextInput label={TEXT.lastName} autoComplete="family-name" required {...field('lastName')} />
      <Box>
        <Typography id={avatarLabelId} component="h3" variant="h6" sx={{ mb: 0.5 }}>
          {TEXT.avatarChoice}
        </Typography>
        <Typography id={avatarHintId} color="text.secondary" sx={{ mb: 1.5 }}>
          {TEXT.avatarHint}
        </Typography>
        <Controller
          control={control}
          name="avatar"
          render={({ field: avatar }) => (
            <AvatarGrid
              ref={avatar.ref}
              value={avatar.value}
              onChange={avatar.onChange}
              onBlur={avatar.onBlur}
              labelledBy={avatarLabelId}
              describedBy={errors.avatar ? `${avatarHintId} ${avatarHintId}-error` : avatarHintId}
              invalid={!!errors.avatar}
            />
          )}
        />
        {errors.avatar ? (
          <FormHelperText id={`${avatarHintId}-error`} error role="alert" sx={{ mx: 0, mt: 1 }}>
            {errors.avatar.message}
          </FormHelperText>
        ) : null}
      </Box>
    </DialogForm>
  );
}
