import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Campus } from '@tlp/shared/campuses';
import { campusBody, CATALOG_ADMIN_LIMITS, type CampusBody } from '@tlp/shared/catalog-admin';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { ADMIN_TEXT, CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';
import { FormSection } from './form-layout.tsx';
import { MediaField } from './media-field.tsx';

type CampusFormValues = z.input<typeof campusBody>;

const FIELDS = [
  'name',
  'cityId',
  'profilePicture',
  'coverPicture',
  'video',
  'description',
  'location',
  'gallery',
] as const;
const GALLERY_SLOTS = Array.from({ length: CATALOG_ADMIN_LIMITS.galleryMax }, (_, i) => i);

function initialValues(campus: Campus | undefined): CampusFormValues {
  return {
    name: campus?.name ?? '',
    cityId: campus?.city_id ?? '',
    profilePicture: campus?.foto_perfil ?? '',
    coverPicture: campus?.foto_portada ?? '',
    video: campus?.video ?? '',
    description: campus?.descripcion ?? '',
    location: campus?.ubicacion ?? '',
    gallery: GALLERY_SLOTS.map((i) => campus?.galeria[i] ?? ''),
  };
}

interface CampusFormProps {
  campus?: Campus;
  cancelHref: string;
  /** Sends the body; throws the API's error. */
  onSubmit: (body: CampusBody) => Promise<void>;
  failureMessage: string;
}

/** The campus form (spec §5): name and city required, the rest optional; same rules as the API. */
export function CampusForm({ campus, cancelHref, onSubmit, failureMessage }: CampusFormProps) {
  const { cities, isLoading: citiesLoading, error: citiesError } = useCities();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampusFormValues, unknown, CampusBody>({
    resolver: zodResolver(campusBody),
    defaultValues: initialValues(campus),
  });

  // The saved city is an option before the list arrives (no out-of-range select value).
  const cityOptions =
    campus && !cities.some((c) => c.id === campus.city_id)
      ? [{ id: campus.city_id, name: campus.city }, ...cities]
      : cities;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, (field, message) => setError(field, { message }, { shouldFocus: true }));
      setFailure(failureMessage);
    }
  });

  const text = (name: 'name' | 'description' | 'location' | 'video') => register(name);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormSection title="Datos del campus">
        <TextInput
          {...text('name')}
          label={TEXT.name}
          required
          error={!!errors.name}
          helperText={errors.name?.message}
          inputProps={{ maxLength: CATALOG_ADMIN_LIMITS.nameMax }}
        />
        <Controller
          control={control}
          name="cityId"
          render={({ field }) => (
            <TextField
              select
              required
              fullWidth
              name={field.name}
              inputRef={field.ref}
              label={TEXT.city}
              value={cityOptions.length ? (field.value as number | string) : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
              onBlur={field.onBlur}
              error={!!errors.cityId}
              helperText={
                errors.cityId?.message ??
                (citiesError ? TEXT.citiesError : citiesLoading ? TEXT.citiesLoading : undefined)
              }
            >
              {cityOptions.map((city) => (
                <MenuItem key={city.id} value={city.id}>
                  {city.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...register('description')}
          label={TEXT.description}
          multiline
          minRows={4}
          fullWidth
          error={!!errors.description}
          helperText={errors.description?.message}
          slotProps={{ htmlInput: { maxLength: CATALOG_ADMIN_LIMITS.descriptionMax } }}
        />
        <TextInput
          {...text('location')}
          label={TEXT.location}
          type="url"
          error={!!errors.location}
          helperText={errors.location?.message ?? TEXT.locationHint}
          inputProps={{ inputMode: 'url' }}
        />
        <TextInput
          {...text('video')}
          label={TEXT.video}
          type="url"
          error={!!errors.video}
          helperText={errors.video?.message ?? ADMIN_TEXT.videoHint}
          inputProps={{ inputMode: 'url' }}
        />
      </FormSection>

      <FormSection title="Imágenes">
        {(['profilePicture', 'coverPicture'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <MediaField
                kind="image"
                label={name === 'profilePicture' ? TEXT.profilePicture : TEXT.coverPicture}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </FormSection>

      <FormSection title={ADMIN_TEXT.gallery} hint={ADMIN_TEXT.galleryHint}>
        {GALLERY_SLOTS.map((i) => (
          <Controller
            key={i}
            control={control}
            name={`gallery.${i}`}
            render={({ field }) => (
              <MediaField
                kind="image"
                label={ADMIN_TEXT.gallerySlot(i + 1)}
                hint={null}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.gallery?.[i]?.message ?? (i === 0 ? errors.gallery?.message : undefined)}
              />
            )}
          />
        ))}
      </FormSection>

      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap-reverse' }}>
        <Button
          component={RouterLink}
          to={cancelHref}
          disabled={isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {ADMIN_TEXT.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? ADMIN_TEXT.saving : campus ? ADMIN_TEXT.save : TEXT.submitCreate}
        </Button>
      </Box>
      <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
