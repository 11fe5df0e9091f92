import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { TextInput } from '@/components/ui/text-input.tsx';
import Typography from '@mui/material/Typography';
import { studentSignupForm } from '@tlp/shared/auth';
import { ERRORS } from '@tlp/shared/errors';
import type { HighschoolSummary } from '@tlp/shared/highschools';
import { AUTH_MESSAGES, UI_MESSAGES, VALIDATION } from '@tlp/shared/messages';
import { useState, type MouseEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { paths } from '@/config/paths.ts';
import { login } from '@/features/auth/api/login.ts';
import { signupStudent } from '@/features/auth/api/signup-student.ts';
import { LazyPrivacyNoticeDialog } from '@/features/auth/components/lazy-dialogs.tsx';
import { SIGNUP_TEXT } from '@/features/auth/messages.ts';
import { SemesterSelect } from '@/features/catalog/components/semester-select.tsx';
import { HighschoolAutocomplete } from '@/features/highschools/components/highschool-autocomplete.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { HaveAccountLink, SignupSubmit } from '@/features/auth/components/signup-actions.tsx';

const FIELDS = [
  'firstName',
  'lastName',
  'highschoolId',
  'semesterId',
  'orienterKey',
  'email',
  'password',
  'passwordConfirmation',
  'acceptTerms',
] as const;

const HIGHSCHOOL_TEXT = {
  label: SIGNUP_TEXT.highschool,
  help: SIGNUP_TEXT.highschoolHelp,
  none: SIGNUP_TEXT.highschoolNone,
  loading: SIGNUP_TEXT.highschoolLoading,
  error: SIGNUP_TEXT.highschoolError,
};
const SEMESTER_TEXT = {
  label: SIGNUP_TEXT.semester,
  loading: SIGNUP_TEXT.semesterLoading,
  error: SIGNUP_TEXT.semesterError,
};

/** /signup (spec §2): a student creates an account, signs in and goes to /onboarding. */
export function Component() {
  const navigate = useNavigate();
  const [highschool, setHighschool] = useState<HighschoolSummary | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(studentSignupForm),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      highschoolId: '',
      semesterId: '',
      orienterKey: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      acceptTerms: false,
    },
  });

  const fieldError = (field: (typeof FIELDS)[number], message: string) =>
    setError(field, { type: 'server', message }, { shouldFocus: true });

  const onSubmit = handleSubmit(async ({ passwordConfirmation: _confirmation, acceptTerms: _terms, ...body }) => {
    try {
      await signupStudent(body);
    } catch (error) {
      if (isApiRequestError(error) && error.status === 403) {
        fieldError('orienterKey', ERRORS.InvalidOrienterKey.message);
      } else if (isApiRequestError(error) && error.status === 409) {
        fieldError('email', error.response?.message ?? ERRORS.DuplicatedEmail.message);
      } else if (isApiRequestError(error) && error.status === 429) {
        setSnackbar(error.response?.message ?? AUTH_MESSAGES.tooManyRequests);
      } else if (!applyServerFieldErrors(error, FIELDS, fieldError)) {
        setSnackbar(AUTH_MESSAGES.signupOther);
      }
      return;
    }
    try {
      await login({ email: body.email, password: body.password, role: 'student' });
    } catch {
      // The account exists: signing in by hand still works.
      await navigate(paths.login.getHref(), { replace: true });
      return;
    }
    await navigate(paths.onboarding.getHref(), { replace: true });
  });

  return (
    <PublicLayout>
      <title>{SIGNUP_TEXT.pageTitle}</title>
      <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
          {UI_MESSAGES.signupTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {SIGNUP_TEXT.intro}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <TextInput
            label={SIGNUP_TEXT.firstName}
            autoComplete="given-name"
            required
            {...register('firstName')}
            error={!!errors.firstName}
            helperText={errors.firstName?.message}
          />
          <TextInput
            label={SIGNUP_TEXT.lastName}
            autoComplete="family-name"
            required
            {...register('lastName')}
            error={!!errors.lastName}
            helperText={errors.lastName?.message}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="highschoolId"
              render={({ field }) => (
                <HighschoolAutocomplete
                  value={highschool}
                  onChange={(next) => {
                    setHighschool(next);
                    field.onChange(next?.id ?? '');
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  error={errors.highschoolId?.message}
                  text={HIGHSCHOOL_TEXT}
                />
              )}
            />
          </Box>
          <Controller
            control={control}
            name="semesterId"
            render={({ field }) => (
              <SemesterSelect
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                error={errors.semesterId?.message}
                text={SEMESTER_TEXT}
              />
            )}
          />
          <PasswordField
            label={SIGNUP_TEXT.orienterKey}
            autoComplete="off"
            required
            {...register('orienterKey')}
            error={!!errors.orienterKey}
            helperText={errors.orienterKey?.message ?? SIGNUP_TEXT.orienterKeyHelp}
          />
          <TextInput
            label={SIGNUP_TEXT.email}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={!!errors.email}
            helperText={errors.email?.message}
            sx={{ gridColumn: '1 / -1' }}
          />
          <PasswordField
            label={SIGNUP_TEXT.password}
            autoComplete="new-password"
            required
            {...register('password')}
            error={!!errors.password}
            helperText={
              <>
                {errors.password?.message ? (
                  <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {errors.password.message}
                  </Box>
                ) : null}
                {VALIDATION.passwordHint}
              </>
            }
          />
          <PasswordField
            label={SIGNUP_TEXT.passwordConfirmation}
            autoComplete="new-password"
            required
            {...register('passwordConfirmation')}
            error={!!errors.passwordConfirmation}
            helperText={errors.passwordConfirmation?.message}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="acceptTerms"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!!field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      name={field.name}
                      slotProps={{
                        input: {
                          'aria-invalid': !!errors.acceptTerms,
                          'aria-describedby': errors.acceptTerms ? 'accept-terms-error' : undefined,
                        },
                      }}
                    />
                  }
                  label={
                    <>
                      {SIGNUP_TEXT.termsBefore}{' '}
                      <Link
                        component="button"
                        type="button"
                        onClick={(event: MouseEvent) => {
                          event.preventDefault();
                          setPrivacyOpen(true);
                        }}
                        sx={{ fontSize: 'inherit', verticalAlign: 'baseline' }}
                      >
                        {SIGNUP_TEXT.termsLink}
                      </Link>
                    </>
                  }
                />
              )}
            />
            {errors.acceptTerms ? (
              <FormHelperText id="accept-terms-error" error>
                {errors.acceptTerms.message}
              </FormHelperText>
            ) : null}
          </Box>
          <SignupSubmit busy={isSubmitting} />
        </Box>
        <HaveAccountLink />
      </Paper>
      <LazyPrivacyNoticeDialog
        open={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        closeLabel={UI_MESSAGES.privacyBack}
      />
      <ErrorSnackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </PublicLayout>
  );
}
