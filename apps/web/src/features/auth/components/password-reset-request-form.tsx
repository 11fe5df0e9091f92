import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { passwordResetRequestBody } from '@tlp/shared/auth';
import { AUTH_MESSAGES } from '@tlp/shared/messages';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { useEmailRequestForm } from '@/components/ui/email-request-form.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { paths } from '@/config/paths.ts';
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
  const { sent, form } = useEmailRequestForm({
    schema: passwordResetRequestBody,
    send: requestPasswordReset,
    text: {
      email: TEXT.email,
      submit: TEXT.requestSubmit,
      submitting: TEXT.requestSubmitting,
      failed: TEXT.requestFailed,
      tooMany: AUTH_MESSAGES.tooManyRequests,
    },
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
      {form}
      <BackToLogin />
    </FormCard>
  );
}
