import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isAvatar } from '@tlp/shared/avatars';
import { LIMITS } from '@tlp/shared/limits';
import { VALIDATION } from '@tlp/shared/messages';
import { onboardingForm, type OnboardingBody, type OnboardingForm as FormValues } from '@tlp/shared/students';
import type { CurrentUser } from '@tlp/shared/users';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { paths } from '@/config/paths.ts';
import { AvatarField } from '@/components/avatars/avatar-field.tsx';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { session } from '@/lib/session.ts';
import { preferencesKey, usePreferences } from '../api/get-preferences.ts';
import { submitOnboarding } from '../api/submit-onboarding.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { ChoiceChips } from './choice-chips.tsx';

const SERVER_FIELDS = ['avatar', 'areas', 'cities'] as const;

/** The body of POST /users/{id}/onboarding-data: enrolled students send 'campus degree'. */
function toOnboardingBody(values: FormValues): OnboardingBody {
  if (values.universityCheck) {
    return {
      avatar: values.avatar,
      universityCheck: true,
      currentUniversity: `${values.university?.trim() ?? ''} ${values.degree?.trim() ?? ''}`,
    };
  }
  return { avatar: values.avatar, universityCheck: false, areas: values.areas, cities: values.cities };
}

/**
 * The complete-registration form: an avatar, then either the university the student already
 * attends or 1 to 3 areas and cities of interest. On success an enrolled student goes to the
 * soft-skills page and everyone else to '/'.
 */
export function OnboardingForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const enrolledHintId = useId();
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const { areas, ...areasState } = useAreas();
  const { cities, ...citiesState } = useCities();
  const areasQuery = { options: areas, ...areasState };
  const citiesQuery = { options: cities, ...citiesState };

  const {
    control,
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(onboardingForm),
    defaultValues: {
      avatar: user.avatar && isAvatar(user.avatar) ? user.avatar : '',
      universityCheck: false,
      university: '',
      degree: '',
      areas: [],
      cities: [],
    },
  });
  const field = fieldBinder(register, errors);
  const enrolled = watch('universityCheck');

  // A student coming back to change the avatar keeps the areas and cities already chosen.
  const { preferences } = usePreferences(user.onboarded);
  useEffect(() => {
    if (!preferences) return;
    if (getValues('areas').length === 0)
      setValue(
        'areas',
        preferences.areas.map((a) => a.id),
      );
    if (getValues('cities').length === 0)
      setValue(
        'cities',
        preferences.cities.map((c) => c.id),
      );
  }, [preferences, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitOnboarding(user.id, toOnboardingBody(values));
    } catch (error) {
      applyServerFieldErrors(error, SERVER_FIELDS, (field, message) => setError(field, { type: 'server', message }));
      setSnackbar(ONBOARDING_TEXT.error);
      return;
    }
    void navigate(values.universityCheck ? paths.softSkills.getHref() : paths.root.getHref(), { replace: true });
    // After the navigation starts: the session forgets the user, so the signed-in layout shows its
    // loader and fetches it again (now onboarded, with the new avatar).
    session.setUser(null);
    void mutate(preferencesKey);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 4 }}>
      <AvatarField control={control} name="avatar" title={ONBOARDING_TEXT.avatar} hint={ONBOARDING_TEXT.avatarHint} />

      <Box>
        <Controller
          control={control}
          name="universityCheck"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    clearErrors(['university', 'degree', 'areas', 'cities']);
                  }}
                  inputRef={field.ref}
                  slotProps={{ input: { 'aria-describedby': enrolledHintId } }}
                />
              }
              label={ONBOARDING_TEXT.enrolled}
              sx={{ '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
            />
          )}
        />
        <FormHelperText id={enrolledHintId} sx={{ mx: 0 }}>
          {ONBOARDING_TEXT.enrolledHint}
        </FormHelperText>
      </Box>

      {enrolled ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(
            [
              ['university', 'organization'],
              ['degree', 'off'],
            ] as const
          ).map(([name, autoComplete]) => (
            <TextInput
              key={name}
              label={ONBOARDING_TEXT[name]}
              required
              autoComplete={autoComplete}
              // Longer than the rule, so the rule's message tells the student what is wrong.
              inputProps={{ maxLength: LIMITS.onboardingTextMax + 20 }}
              {...field(name)}
            />
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
            {ONBOARDING_TEXT.advice}
          </Typography>
          {(
            [
              ['areas', ONBOARDING_TEXT.areas, VALIDATION.areasHint, LIMITS.maxAreas, areasQuery],
              ['cities', ONBOARDING_TEXT.cities, VALIDATION.citiesHint, LIMITS.maxCities, citiesQuery],
            ] as const
          ).map(([name, legend, hint, max, query]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ChoiceChips
                  ref={field.ref}
                  legend={legend}
                  hint={hint}
                  options={query.options}
                  value={field.value}
                  onChange={field.onChange}
                  max={max}
                  error={fieldState.error?.message}
                  loading={query.isLoading}
                  loadError={!!query.error}
                  onRetry={query.retry}
                />
              )}
            />
          ))}
        </Box>
      )}

      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {user.onboarded ? (
          <Button component={RouterLink} to={paths.root.getHref()} variant="text">
            {ONBOARDING_TEXT.backHome}
          </Button>
        ) : null}
        <BusyButton
          busy={isSubmitting}
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? UI_TEXT.saving : ONBOARDING_TEXT.submit}
        </BusyButton>
      </Box>
      <ErrorSnackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </Box>
  );
}
