import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { studentSignupForm } from '@tlp/shared/auth';
import { consentRules } from '@tlp/shared/consents';
import { ERRORS } from '@tlp/shared/errors';
import { UI_MESSAGES, VALIDATION } from '@tlp/shared/messages';
import { useState, type MouseEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BirthDateFields } from '@/components/consent-fields/birth-date-fields.tsx';
import { CONSENT_RULES_WHEN, consentFields } from '@/components/consent-fields/consent-schema.ts';
import { FormCard } from '@/components/ui/form-card.tsx';
import { NewPasswordField, PasswordField } from '@/components/ui/password-field.tsx';
import { paths } from '@/config/paths.ts';
import { HighschoolField } from '@/features/catalog/components/highschool-field.tsx';
import { SemesterField } from '@/features/catalog/components/semester-field.tsx';
import { fieldBinder } from '@/lib/form-field.ts';
import { login } from '../api/login.ts';
import { signupStudent } from '../api/signup-student.ts';
import { SIGNUP_TEXT } from '../messages.ts';
import { LazyPrivacyNoticeDialog } from './lazy-dialogs.tsx';
import { HaveAccountLink, SignupSubmit } from './signup-actions.tsx';
import { EmailField, NameFields, useSignupForm } from './signup-fields.tsx';

const FIELDS = [
  'firstName',
  'lastName',
  'highschoolId',
  'semesterId',
  'orienterKey',
  'email',
  'password',
  'passwordConfirmation',
  'birthDate',
  'guardianEmail',
  'acceptTerms',
] as const;

const DEFAULTS = {
  firstName: '',
  lastName: '',
  highschoolId: '',
  semesterId: '',
  orienterKey: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  birthDate: '',
  guardianEmail: '',
  acceptTerms: false,
};

/**
 * The spec's form plus the birth date and, for a minor, the guardian's e-mail, with the API's rules
 * (issue 26): a real day, not in the future nor more than 100 years back; a minor names a guardian,
 * not with their own e-mail.
 */
const signupForm = studentSignupForm.safeExtend(consentFields()).superRefine(consentRules(), CONSENT_RULES_WHEN);

/**
 * /signup: a student creates an account with their orienter's key (the API's own schema,
 * studentSignupForm, plus the birth date), signs in and goes to /onboarding.
 */
export function StudentSignupForm() {
  const navigate = useNavigate();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const signup = useSignupForm(zodResolver(signupForm), DEFAULTS, FIELDS);
  const { control, register, formState } = signup;
  const { errors, isSubmitting } = formState;
  const field = fieldBinder(register, errors);

  const onSubmit = signup.handleSubmit(
    async ({ passwordConfirmation: _confirmation, acceptTerms: _terms, ...body }) => {
      try {
        await signupStudent(body);
      } catch (error) {
        signup.fail(error, { 403: () => signup.fieldError('orienterKey', ERRORS.InvalidOrienterKey.message) });
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
    },
  );

  return (
    <FormCard title={UI_MESSAGES.signupTitle} intro={SIGNUP_TEXT.intro}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <NameFields field={field} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <HighschoolField control={control} name="highschoolId" text={SIGNUP_TEXT.highschoolPicker} />
        </Box>
        <SemesterField control={control} name="semesterId" text={SIGNUP_TEXT.semesterPicker} />
        <PasswordField
          label={SIGNUP_TEXT.orienterKey}
          autoComplete="off"
          required
          {...field('orienterKey', SIGNUP_TEXT.orienterKeyHelp)}
        />
        <EmailField field={field} />
        <NewPasswordField label={SIGNUP_TEXT.password} {...field('password')} rules={VALIDATION.passwordHint} />
        <NewPasswordField label={SIGNUP_TEXT.passwordConfirmation} {...field('passwordConfirmation')} />
        <BirthDateFields control={control} register={register} errors={errors} wide />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field: terms }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!!terms.value}
                    onChange={(event) => terms.onChange(event.target.checked)}
                    onBlur={terms.onBlur}
                    inputRef={terms.ref}
                    name={terms.name}
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
      <LazyPrivacyNoticeDialog
        open={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        closeLabel={UI_MESSAGES.privacyBack}
      />
      {signup.snackbar}
    </FormCard>
  );
}
