import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { passwordResetForm, type PasswordResetForm as FormValues } from '@tlp/shared/auth';
import { AUTH_MESSAGES, VALIDATION } from '@tlp/shared/messages';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '@/components/ui/form-card.tsx';
import { NewPasswordField } from '@/components/ui/password-field.tsx';
import { paths } from '@/config/paths.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { BlockSkeleton } from '@/components/ui/section-states.tsx';
import { deadLinkMessage, usePasswordResetLink } from '../api/check-password-reset.ts';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';
import { PASSWORD_RESET_TEXT as TEXT } from '../messages.ts';
import { BackToLogin, ResetSubmit } from './password-reset-request-form.tsx';

type Failure = { message: string; askAgain: boolean };

/** What a failed confirmation says; a dead link offers to ask for a new one. */
function failureOf(error: unknown): Failure {
  const dead = deadLinkMessage(error);
  if (dead) return { message: dead, askAgain: true };
  if (isApiRequestError(error) && error.status === 429) {
    return { message: apiErrorMessage(error, AUTH_MESSAGES.tooManyRequests), askAgain: false };
  }
  return { message: TEXT.resetFailed, askAgain: false };
}

/** A card instead of the form: what happened, and the one way on, as the page's big button. */
function NextStepCard({
  title,
  intro,
  to,
  label,
  children,
}: {
  title: string;
  intro: string;
  to: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <FormCard title={title} intro={intro}>
      <Button component={RouterLink} to={to} variant="contained" color="secondary" size="large" fullWidth>
        {label}
      </Button>
      {children}
    </FormCard>
  );
}

/**
 * /restablecer/:token: first whether the link still works (a used or made-up one is told at once,
 * without the form); then the new password twice, with the rules of signup; then off to sign in.
 */
export function PasswordResetForm({ token }: { token: string }) {
  const link = usePasswordResetLink(token);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(passwordResetForm),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldBinder(form.register, errors);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirmPasswordReset({ token, password });
      setDone(true);
    } catch (e) {
      if (applyServerFieldErrors(e, ['password'], (name, message) => form.setError(name, { message }))) return;
      setFailure(failureOf(e));
    }
  });

  if (done) {
    return <NextStepCard title={TEXT.doneTitle} intro={TEXT.doneText} to={paths.login.getHref()} label={TEXT.login} />;
  }

  // A link found dead as the page opens: what the API said, and the way to a new one.
  if (link.state === 'dead') {
    return (
      <NextStepCard
        title={TEXT.deadTitle}
        intro={link.message}
        to={paths.passwordResetRequest.getHref()}
        label={TEXT.askAgain}
      >
        <BackToLogin />
      </NextStepCard>
    );
  }
  if (link.state === 'checking') {
    return (
      <FormCard title={TEXT.resetTitle} intro={TEXT.resetIntro}>
        <BlockSkeleton label={TEXT.checking} rows={3} />
      </FormCard>
    );
  }

  return (
    <FormCard title={TEXT.resetTitle} intro={TEXT.resetIntro}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
        <NewPasswordField label={TEXT.password} {...field('password')} rules={VALIDATION.passwordHint} />
        <NewPasswordField label={TEXT.passwordConfirmation} {...field('passwordConfirmation')} />
        {failure ? (
          <Alert
            severity="error"
            role="alert"
            action={
              failure.askAgain ? (
                <Button component={RouterLink} to={paths.passwordResetRequest.getHref()} color="inherit" size="small">
                  {TEXT.askAgain}
                </Button>
              ) : undefined
            }
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            {failure.message}
          </Alert>
        ) : null}
        <ResetSubmit busy={isSubmitting}>{isSubmitting ? TEXT.resetSubmitting : TEXT.resetSubmit}</ResetSubmit>
      </Box>
      <BackToLogin />
    </FormCard>
  );
}
