import { zodResolver } from '@hookform/resolvers/zod';
import { campusBody, type Campus, type CampusBody } from '@tlp/shared/campuses';
import type { z } from 'zod';
import type { CatalogFormProps } from '@/components/catalog-form/catalog-editor.tsx';
import { UrlInput } from '@/components/catalog-form/catalog-fields.tsx';
import { CatalogFormFields, useCatalogForm, withSavedOption } from '@/components/catalog-form/catalog-form.tsx';
import { IdSelect, optionsStatus } from '@/components/ui/id-select.tsx';
import { useCities } from '@/features/catalog/api/get-cities.ts';
import { MediaField } from '@/features/uploads/components/media-field.tsx';
import { CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';

type CampusFormValues = z.input<typeof campusBody>;

const FIELDS = ['cityId', 'location'] as const;

function initialValues(campus: Campus | undefined): Pick<CampusFormValues, (typeof FIELDS)[number]> {
  return { cityId: campus?.city_id ?? '', location: campus?.ubicacion ?? '' };
}

/** The campus form: name and city required, the rest optional; the API's own schema (campusBody). */
export function CampusForm(props: CatalogFormProps<Campus, CampusBody>) {
  const campus = props.record;
  const cities = useCities();
  const form = useCatalogForm(props, {
    resolver: zodResolver(campusBody),
    ownValues: initialValues(campus),
    ownFields: FIELDS,
    createLabel: TEXT.submitCreate,
  });

  const { control, register, errors } = form;

  return (
    <CatalogFormFields
      form={form}
      text={TEXT}
      mediaInput={MediaField}
      choices={
        <IdSelect
          control={control}
          name="cityId"
          label={TEXT.city}
          // The saved city is an option before the list arrives (no out-of-range select value).
          options={withSavedOption(cities.cities, campus && { id: campus.city_id, name: campus.city })}
          status={optionsStatus(cities, { loading: TEXT.citiesLoading, error: TEXT.citiesError })}
        />
      }
      links={
        <UrlInput field={register('location')} label={TEXT.location} error={errors.location} hint={TEXT.locationHint} />
      }
    />
  );
}
