import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { UI_MESSAGES } from '@tlp/shared/messages';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { paths } from '@/config/paths.ts';
import { SIGNUP_TEXT } from '../messages.ts';

/** 'Crear cuenta' (spanning the form grid), as used by both signup forms. */
export function SignupSubmit({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  return (
    <BusyButton
      busy={busy}
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      disabled={disabled}
      sx={{ gridColumn: '1 / -1' }}
    >
      {busy ? SIGNUP_TEXT.submitting : UI_MESSAGES.signupSubmit}
    </BusyButton>
  );
}

/** '¿Ya tienes cuenta? Inicia sesión' under both signup forms. */
export function HaveAccountLink() {
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      {SIGNUP_TEXT.haveAccount}{' '}
      <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 700 }}>
        {UI_MESSAGES.signupLogin}
      </Link>
    </Typography>
  );
}
