import { zodResolver } from '@hookform/resolvers/zod';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AccessLinkValidation } from '@tlp/shared/access-links';
import { orienterSignupForm } from '@tlp/shared/auth';
import { ERRORS } from '@tlp/shared/errors';
import { LIMITS } from '@tlp/shared/limits';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogoMark } from '@/components/ui/logo.tsx';
import { NewPasswordField } from '@/components/ui/password-field.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { paths } from '@/config/paths.ts';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { fieldBinder } from '@/lib/form-field.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { signupOrienter } from '../api/signup-orienter.ts';
import { ORIENTER_SIGNUP_TEXT as TEXT, SIGNUP_TEXT, UNIVERSITY_SIGNUP_TEXT } from '../messages.ts';
import { HaveAccountLink, SignupSubmit } from './signup-actions.tsx';
import { EmailField, NameFields, useSignupForm } from './signup-fields.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const;
const DEFAULTS = { firstName: '', lastName: '', email: '', password: '', phone: '' };

/** What the access-links feature found out about the link (the route asks it). */
interface AccessLinkCheck {
  link: AccessLinkValidation | undefined;
  isLoading: boolean;
  isInvalid: boolean;
}

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
            {link.kind === 'campus'
              ? UNIVERSITY_SIGNUP_TEXT.invited(link.campus_name ?? '')
              : TEXT.invited(link.highschool_name ?? '', link.highschool_city ?? '')}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {link.kind === 'campus' ? UNIVERSITY_SIGNUP_TEXT.purpose : TEXT.purpose}
          </Typography>
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
 * /signup/{accessUuid}: an orienter signs up through a school's access link, a campus's
 * representative through a campus's (the API's own schema, orienterSignupForm, for both). While the link is being checked, or when it is not valid (or runs out
 * while signing up), the form stays disabled.
 */
export function OrienterSignupForm({ accessUuid, check }: { accessUuid: string; check: AccessLinkCheck }) {
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const signup = useSignupForm(zodResolver(orienterSignupForm), DEFAULTS, FIELDS);
  const { errors, isSubmitting } = signup.formState;

  const invalid = (check.isInvalid && !check.isLoading) || refused;
  const forCampus = check.link?.kind === 'campus';
  // Fields stay enabled while sending, so a server error can focus the field it is about.
  const disabled = invalid || check.isLoading;
  const field = fieldBinder(signup.register, errors, disabled);

  const onSubmit = signup.handleSubmit(async (values) => {
    try {
      await signupOrienter(values, accessUuid, forCampus ? 'university' : 'orienter');
    } catch (error) {
      // The link ran out, or was deleted, while the orienter was typing.
      signup.fail(error, { 404: () => setRefused(true), 410: () => setRefused(true) });
      return;
    }
    await navigate(paths.root.getHref(), { replace: true });
  });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <WelcomeCard link={refused ? undefined : check.link} isLoading={check.isLoading} />
      <FormError message={invalid ? ERRORS.AccessLinkInvalid.message : null} />
      <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
          {forCampus ? UNIVERSITY_SIGNUP_TEXT.formTitle : TEXT.formTitle}
        </Typography>
        <Box
          component="form"
          noValidate
          aria-disabled={disabled || undefined}
          onSubmit={(event) => void onSubmit(event)}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <NameFields field={field} />
          <EmailField field={field} />
          <NewPasswordField label={SIGNUP_TEXT.password} {...field('password', TEXT.passwordHelp)} />
          <TextInput
            label={TEXT.phone}
            type="tel"
            autoComplete="tel-national"
            {...field('phone', TEXT.phoneHelp)}
            inputProps={{ inputMode: 'numeric', maxLength: LIMITS.phoneDigits }}
          />
          <SignupSubmit busy={isSubmitting} disabled={disabled} />
        </Box>
        <HaveAccountLink />
      </Paper>
      {signup.snackbar}
    </Box>
  );
}
