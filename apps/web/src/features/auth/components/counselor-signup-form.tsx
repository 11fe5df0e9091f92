import { zodResolver } from '@hookform/resolvers/zod';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { TextInput } from '@/components/ui/text-input.tsx';
import Typography from '@mui/material/Typography';
import type { AccessLinkValidation } from '@tlp/shared/access-links';
import { counselorSignupForm } from '@tlp/shared/auth';
import { ERRORS } from '@tlp/shared/errors';
import { AUTH_MESSAGES } from '@tlp/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { LogoMark } from '@/components/ui/logo.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { paths } from '@/config/paths.ts';
import { useAccessLinkValidation } from '@/features/access-links/api/validate-access-link.ts';
import { signupCounselor } from '@/features/auth/api/signup-counselor.ts';
import { COUNSELOR_SIGNUP_TEXT as TEXT, SIGNUP_TEXT } from '@/features/auth/messages.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { formatLongDate } from '@/lib/format.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { HaveAccountLink, SignupSubmit } from '@/features/auth/components/signup-actions.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const;

function WelcomeCard({ link, isLoading }: { link: AccessLinkValidation | undefined; isLoading: boolean }) {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 4 }, color: '#ffffff', background: (theme) => theme.palette.brand.gradient }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
        <Box sx={{ bgcolor: '#ffffff', borderRadius: '50%', p: 1, display: 'flex' }}>
          <LogoMark size={40} />
        </Box>
        <Typography component="h1" variant="h2">
          {TEXT.welcome}
        </Typography>
      </Box>
      {isLoading ? (
        <Box role="status" aria-label={TEXT.checking}>
          <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.25)', fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="60%" sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} />
        </Box>
      ) : link ? (
        <>
          <Typography sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
            {TEXT.invited(link.highschool_name, link.highschool_city)}
          </Typography>
          <Typography sx={{ mb: 2 }}>{TEXT.purpose}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip icon={<GroupAddRounded />} label={TEXT.seatsLeft(link.seats_left)} sx={chipSx} />
            {link.expires_at ? (
              <Chip icon={<EventRounded />} label={TEXT.expiresAt(formatLongDate(link.expires_at))} sx={chipSx} />
            ) : null}
          </Box>
        </>
      ) : (
        <Typography>{TEXT.purpose}</Typography>
      )}
    </Paper>
  );
}

const chipSx = {
  bgcolor: '#ffffff',
  color: 'primary.dark',
  fontWeight: 700,
  '& .MuiChip-icon': { color: 'primary.main' },
} as const;

/**
 * /signup/{accessUuid} (spec §2): a counselor signs up through an access link. The link is
 * checked first; while it is unknown or invalid the form stays disabled.
 */
export function Component() {
  const { accessUuid = '' } = useParams();
  const navigate = useNavigate();
  const validation = useAccessLinkValidation(accessUuid);
  const [refused, setRefused] = useState(false);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(counselorSignupForm),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phone: '' },
  });

  const invalid = (validation.isInvalid && !validation.isLoading) || refused;
  // Fields stay enabled while sending, so a server error can focus the field it is about.
  const disabled = invalid || validation.isLoading;

  const fieldError = (field: (typeof FIELDS)[number], message: string) =>
    setError(field, { type: 'server', message }, { shouldFocus: true });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signupCounselor(values, accessUuid);
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 404 || error.status === 410)) {
        setRefused(true);
      } else if (isApiRequestError(error) && error.status === 409) {
        fieldError('email', error.response?.message ?? ERRORS.DuplicatedEmail.message);
      } else if (isApiRequestError(error) && error.status === 429) {
        setSnackbar(error.response?.message ?? AUTH_MESSAGES.tooManyRequests);
      } else if (!applyServerFieldErrors(error, FIELDS, fieldError)) {
        setSnackbar(AUTH_MESSAGES.signupOther);
      }
      return;
    }
    await navigate(paths.root.getHref(), { replace: true });
  });

  return (
    <PublicLayout>
      <title>{TEXT.pageTitle}</title>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <WelcomeCard link={refused ? undefined : validation.link} isLoading={validation.isLoading} />
        {invalid ? (
          <Alert severity="error" role="alert">
            {ERRORS.AccessLinkInvalid.message}
          </Alert>
        ) : null}
        <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
          <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
            {TEXT.formTitle}
          </Typography>
          <Box
            component="form"
            noValidate
            aria-disabled={disabled || undefined}
            onSubmit={(event) => void onSubmit(event)}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <TextInput
              label={SIGNUP_TEXT.firstName}
              autoComplete="given-name"
              required
              disabled={disabled}
              {...register('firstName')}
              error={!!errors.firstName}
              helperText={errors.firstName?.message}
            />
            <TextInput
              label={SIGNUP_TEXT.lastName}
              autoComplete="family-name"
              required
              disabled={disabled}
              {...register('lastName')}
              error={!!errors.lastName}
              helperText={errors.lastName?.message}
            />
            <TextInput
              label={SIGNUP_TEXT.email}
              type="email"
              autoComplete="email"
              required
              disabled={disabled}
              {...register('email')}
              error={!!errors.email}
              helperText={errors.email?.message}
              sx={{ gridColumn: '1 / -1' }}
            />
            <PasswordField
              label={SIGNUP_TEXT.password}
              autoComplete="new-password"
              required
              disabled={disabled}
              {...register('password')}
              error={!!errors.password}
              helperText={errors.password?.message ?? TEXT.passwordHelp}
            />
            <TextInput
              label={TEXT.phone}
              type="tel"
              autoComplete="tel-national"
              disabled={disabled}
              {...register('phone')}
              inputProps={{ inputMode: 'numeric', maxLength: 10 }}
              error={!!errors.phone}
              helperText={errors.phone?.message ?? TEXT.phoneHelp}
            />
            <SignupSubmit busy={isSubmitting} disabled={disabled} />
          </Box>
          <HaveAccountLink />
        </Paper>
      </Box>
      <ErrorSnackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </PublicLayout>
  );
}
