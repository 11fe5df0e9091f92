import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm, type ChangePasswordForm as FormValues } from '@tlp/shared/auth';
import { AUTH_MESSAGES, VALIDATION } from '@tlp/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { NewPasswordField, PasswordField } from '@/components/ui/password-field.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { changePassword } from '../api/change-password.ts';
import { PASSWORD_CHANGE_TEXT as TEXT } from '../messages.ts';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;

/** The current password, and the new one twice with the rules of signup (inside a FormDialog). */
export function ChangePasswordForm({ onClose, onSaved }: DialogFormProps<void>) {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(changePasswordForm),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldBinder(form.register, errors);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailed(null);
    try {
      await changePassword({ currentPassword, newPassword });
      onSaved();
    } catch (error) {
      const fieldError = (name: (typeof FIELDS)[number], message: string) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: true });
      if (applyServerFieldErrors(error, FIELDS, fieldError)) return;
      const tooMany = isApiRequestError(error) && error.status === 429;
      setFailed(tooMany ? apiErrorMessage(error, AUTH_MESSAGES.tooManyRequests) : TEXT.failed);
    }
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isSubmitting}>
      <FormError message={failed} />
      <PasswordField
        label={TEXT.currentPassword}
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <NewPasswordField label={TEXT.newPassword} {...field('newPassword')} rules={VALIDATION.passwordHint} />
      <NewPasswordField label={TEXT.newPasswordConfirmation} {...field('newPasswordConfirmation')} />
    </DialogForm>
  );
}
