import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Degree } from '@tlp/shared/campuses';
import { CATALOG_ADMIN_LIMITS, degreeBody, type DegreeBody } from '@tlp/shared/catalog-admin';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { FormSection } from '@/features/campus-admin/components/form-layout.tsx';
import { MediaField } from '@/features/campus-admin/components/media-field.tsx';
import { ADMIN_TEXT } from '@/features/campus-admin/messages.ts';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';
import { CampusPicker, type CampusOption } from './campus-picker.tsx';

type DegreeFormValues = z.input<typeof degreeBody>;

const FIELDS = [
  'name',
  'campusId',
  'areaId',
  'description',
  'profilePicture',
  'coverPicture',
  'video',
  'gallery',
  'studyPlan',
  'pdfBecas',
] as const;
const GALLERY_SLOTS = Array.from({ length: CATALOG_ADMIN_LIMITS.galleryMax }, (_, i) => i);

function initialValues(degree: Degree | undefined): DegreeFormValues {
  return {
    name: degree?.name ?? '',
    campusId: degree?.campus_id ?? '',
    areaId: degree?.area_id ?? '',
    description: degree?.descripcion ?? '',
    profilePicture: degree?.foto_perfil ?? '',
    coverPicture: degree?.foto_portada ?? '',
    video: degree?.video ?? '',
    gallery: GALLERY_SLOTS.map((i) => degree?.galeria[i] ?? ''),
    studyPlan: degree?.pdf_plan_estudios ?? '',
    pdfBecas: degree?.pdf_becas ?? '',
  };
}

interface DegreeFormProps {
  degree?: Degree;
  cancelHref: string;
  onSubmit: (body: DegreeBody) => Promise<void>;
  failureMessage: string;
}

/** The degree form (spec §5): name, area and campus required; same rules as the API. */
export function DegreeForm({ degree, cancelHref, onSubmit, failureMessage }: DegreeFormProps) {
  const { areas, isLoading: areasLoading, error: areasError } = useAreas();
  const [failure, setFailure] = useState<string | null>(null);
  const [campus, setCampus] = useState<CampusOption | null>(
    degree ? { id: degree.campus_id, name: degree.campus } : null,
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DegreeFormValues, unknown, DegreeBody>({
    resolver: zodResolver(degreeBody),
    defaultValues: initialValues(degree),
  });

  const areaOptions =
    degree && !areas.some((a) => a.id === degree.area_id)
      ? [{ id: degree.area_id, name: degree.area }, ...areas]
      : areas;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, (field, message) => setError(field, { message }, { shouldFocus: true }));
      if (isApiRequestError(error) && error.status === 409 && error.response?.message) {
        setError('name', { message: error.response.message }, { shouldFocus: true });
      }
      setFailure(failureMessage);
    }
  });

  const media = (
    name: 'profilePicture' | 'coverPicture' | 'studyPlan' | 'pdfBecas',
    label: string,
    kind: 'image' | 'pdf',
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MediaField
          kind={kind}
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormSection title="Datos de la carrera">
        <TextInput
          {...register('name')}
          label={TEXT.name}
          required
          error={!!errors.name}
          helperText={errors.name?.message}
          inputProps={{ maxLength: CATALOG_ADMIN_LIMITS.nameMax }}
        />
        <Controller
          control={control}
          name="areaId"
          render={({ field }) => (
            <TextField
              select
              required
              fullWidth
              name={field.name}
              inputRef={field.ref}
              label={TEXT.area}
              value={areaOptions.length ? (field.value as number | string) : ''}
              onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
              onBlur={field.onBlur}
              error={!!errors.areaId}
              helperText={
                errors.areaId?.message ?? (areasError ? TEXT.areasError : areasLoading ? TEXT.areasLoading : undefined)
              }
            >
              {areaOptions.map((area) => (
                <MenuItem key={area.id} value={area.id}>
                  {area.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="campusId"
          render={({ field }) => (
            <CampusPicker
              value={campus}
              onChange={(next) => {
                setCampus(next);
                field.onChange(next ? next.id : '');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={errors.campusId?.message}
            />
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
          {...register('video')}
          label={TEXT.video}
          type="url"
          error={!!errors.video}
          helperText={errors.video?.message ?? ADMIN_TEXT.videoHint}
          inputProps={{ inputMode: 'url' }}
        />
      </FormSection>

      <FormSection title="Imágenes">
        {media('profilePicture', TEXT.profilePicture, 'image')}
        {media('coverPicture', TEXT.coverPicture, 'image')}
      </FormSection>

      <FormSection title="Documentos">
        {media('studyPlan', TEXT.studyPlan, 'pdf')}
        {media('pdfBecas', TEXT.pdfBecas, 'pdf')}
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
          {isSubmitting ? ADMIN_TEXT.saving : degree ? ADMIN_TEXT.save : TEXT.submitCreate}
        </Button>
      </Box>
      <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
