import { zodResolver } from '@hookform/resolvers/zod';
import { campusBody, type Campus, type CampusBody } from '@tlp/shared/campuses';
import type { z } from 'zod';
import type { CatalogFormProps } from '@/components/catalog-form/catalog-editor.tsx';
import { DetailsSection, GallerySection, ImagesSection, UrlInput } from '@/components/catalog-form/catalog-fields.tsx';
import {
  CatalogFormShell,
  SHARED_FIELDS,
  sharedInitialValues,
  useCatalogForm,
  withSavedOption,
} from '@/components/catalog-form/catalog-form.tsx';
import { IdSelect } from '@/components/ui/id-select.tsx';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { MediaField } from '@/features/uploads/components/media-field.tsx';
import { CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';

type CampusFormValues = z.input<typeof campusBody>;

const FIELDS = [...SHARED_FIELDS, 'cityId', 'location'] as const;

function initialValues(campus: Campus | undefined): CampusFormValues {
  return {
    ...sharedInitialValues(campus),
    cityId: campus?.city_id ?? '',
    location: campus?.ubicacion ?? '',
  };
}

/** The campus form: name and city required, the rest optional; the API's own schema (campusBody). */
export function CampusForm(props: CatalogFormProps<Campus, CampusBody>) {
  const campus = props.record;
  const cities = useCities();
  const { control, register, errors, shell } = useCatalogForm(props, {
    resolver: zodResolver(campusBody),
    defaultValues: initialValues(campus),
    fields: FIELDS,
    createLabel: TEXT.submitCreate,
  });

  return (
    <CatalogFormShell {...shell} mediaInput={MediaField}>
      <DetailsSection
        title={TEXT.details}
        text={TEXT}
        register={register}
        errors={errors}
        choices={
          <IdSelect
            control={control}
            name="cityId"
            label={TEXT.city}
            // The saved city is an option before the list arrives (no out-of-range select value).
            options={withSavedOption(cities.cities, campus && { id: campus.city_id, name: campus.city })}
            status={cities.error ? TEXT.citiesError : cities.isLoading ? TEXT.citiesLoading : undefined}
          />
        }
        links={
          <UrlInput
            field={register('location')}
            label={TEXT.location}
            error={errors.location}
            hint={TEXT.locationHint}
          />
        }
      />
      <ImagesSection control={control} text={TEXT} />
      <GallerySection control={control} error={errors.gallery?.message} />
    </CatalogFormShell>
  );
}
