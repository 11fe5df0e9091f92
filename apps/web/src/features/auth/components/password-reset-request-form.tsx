import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { passwordResetRequestBody, type PasswordResetRequestBody } from '@tlp/shared/auth';
import { AUTH_MESSAGES } from '@tlp/shared/messages';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { paths } from '@/config/paths.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { PASSWORD_RESET_TEXT as TEXT } from '../messages.ts';

/** 'Volver a iniciar sesión', under both recovery pages. */
export function BackToLogin() {
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 700 }}>
        {TEXT.backToLogin}
      </Link>
    </Typography>
  );
}

/** The big submit button of the password reset forms. */
export function ResetSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <BusyButton busy={busy} type="submit" variant="contained" color="secondary" size="large">
      {children}
    </BusyButton>
  );
}

/**
 * /recuperar: the e-mail of the account. The answer is the same whether it has an account or
 * not, so the page says what the server said and nothing more.
 */
export function PasswordResetRequestForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldBinder(form.register, errors);

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      setSent((await requestPasswordReset(body)).message);
    } catch (e) {
      if (applyServerFieldErrors(e, ['email'], (name, message) => form.setError(name, { message }))) return;
      const tooMany = isApiRequestError(e) && e.status === 429;
      setError(tooMany ? apiErrorMessage(e, AUTH_MESSAGES.tooManyRequests) : TEXT.requestFailed);
    }
  });

  if (sent) {
    return (
      <FormCard title={TEXT.sentTitle} intro={TEXT.sentIntro}>
        <Alert severity="success" role="status">
          {sent}
        </Alert>
        <BackToLogin />
      </FormCard>
    );
  }

  return (
    <FormCard title={TEXT.requestTitle} intro={TEXT.requestIntro}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
        <TextInput label={TEXT.email} type="email" autoComplete="email" required {...field('email')} />
        <FormError message={error} />
        <ResetSubmit busy={isSubmitting}>{isSubmitting ? TEXT.requestSubmitting : TEXT.requestSubmit}</ResetSubmit>
      </Box>
      <BackToLogin />
    </FormCard>
  );
}
