import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { isAvatar } from '@tlp/shared/avatars';
import { studentProfileForm, updateProfileBody, type CurrentUser } from '@tlp/shared/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AvatarField } from '@/components/avatars/avatar-field.tsx';
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
      <AvatarField control={control} name="avatar" title={TEXT.avatarChoice} hint={TEXT.avatarHint} heading="h3" />
    </DialogForm>
  );
}
