import { zodResolver } from '@hookform/resolvers/zod';
import { campusBody, type Campus, type CampusBody } from '@tlp/shared/campuses';
import type { z } from 'zod';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { ADMIN_TEXT, CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';
import {
  CatalogFormShell,
  DescriptionInput,
  GallerySection,
  IdSelect,
  ImagesSection,
  NameInput,
  SHARED_FIELDS,
  sharedInitialValues,
  UrlInput,
  useCatalogForm,
  withSavedOption,
} from './catalog-form.tsx';
import type { CatalogFormProps } from './catalog-editor.tsx';
import { FormSection } from './form-layout.tsx';

type CampusFormValues = z.input<typeof campusBody>;

const FIELDS = [...SHARED_FIELDS, 'cityId', 'location'] as const;

function initialValues(campus: Campus | undefined): CampusFormValues {
  return {
    ...sharedInitialValues(campus),
    cityId: campus?.city_id ?? '',
    location: campus?.ubicacion ?? '',
  };
}

type CampusFormProps = CatalogFormProps<CampusBody> & { campus?: Campus };

/** The campus form (spec §5): name and city required, the rest optional; same rules as the API. */
export function CampusForm({ campus, cancelHref, onSubmit, failureMessage }: CampusFormProps) {
  const { cities, isLoading: citiesLoading, error: citiesError } = useCities();
  const {
    control,
    register,
    formState: { errors },
    shell,
  } = useCatalogForm<CampusFormValues, CampusBody>({
    resolver: zodResolver(campusBody),
    defaultValues: initialValues(campus),
    fields: FIELDS,
    onSubmit,
    failureMessage,
  });
  // The saved city is an option before the list arrives (no out-of-range select value).
  const cityOptions = withSavedOption(cities, campus && { id: campus.city_id, name: campus.city });

  return (
    <CatalogFormShell {...shell} cancelHref={cancelHref} submitLabel={campus ? ADMIN_TEXT.save : TEXT.submitCreate}>
      <FormSection title="Datos del campus">
        <NameInput field={register('name')} label={TEXT.name} error={errors.name} />
        <IdSelect
          control={control}
          name="cityId"
          label={TEXT.city}
          options={cityOptions}
          status={citiesError ? TEXT.citiesError : citiesLoading ? TEXT.citiesLoading : undefined}
        />
        <DescriptionInput field={register('description')} label={TEXT.description} error={errors.description} />
        <UrlInput field={register('location')} label={TEXT.location} error={errors.location} hint={TEXT.locationHint} />
        <UrlInput field={register('video')} label={TEXT.video} error={errors.video} hint={ADMIN_TEXT.videoHint} />
      </FormSection>

      <ImagesSection control={control} text={TEXT} />
      <GallerySection control={control} error={errors.gallery?.message} />
    </CatalogFormShell>
  );
}
