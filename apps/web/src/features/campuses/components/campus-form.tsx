import { zodResolver } from '@hookform/resolvers/zod';
import { campusBody, type Campus, type CampusBody } from '@tlp/shared/campuses';
import type { z } from 'zod';
import type { CatalogFormProps } from '@/components/catalog-form/catalog-editor.tsx';
import { UrlInput } from '@/components/catalog-form/catalog-fields.tsx';
import { CatalogFormFields, savedValues, useCatalogForm } from '@/components/catalog-form/catalog-form.tsx';
import { CityField } from '@/features/catalog/components/place-fields.tsx';
import { MediaField } from '@/features/uploads/components/media-field.tsx';
import { CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';

type CampusFormValues = z.input<typeof campusBody>;

/** The campus's own fields, and the columns of a saved campus they start from. */
const COLUMNS = { cityId: 'city_id', location: 'ubicacion' } as const;
const FIELDS = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];

const initialValues = (campus: Campus | undefined): Pick<CampusFormValues, (typeof FIELDS)[number]> =>
  savedValues(campus, COLUMNS);

/** The campus form: name and city required, the rest optional; the API's own schema (campusBody). */
export function CampusForm(props: CatalogFormProps<Campus, CampusBody>) {
  const campus = props.record;
  const form = useCatalogForm(props, {
    resolver: zodResolver(campusBody),
    ownValues: initialValues(campus),
    ownFields: FIELDS,
    text: TEXT,
    mediaInput: MediaField,
  });

  const { control, register, errors } = form;

  return (
    <CatalogFormFields
      form={form}
      choices={
        <CityField control={control} name="cityId" saved={campus && { id: campus.city_id, name: campus.city }} />
      }
      links={
        <UrlInput field={register('location')} label={TEXT.location} error={errors.location} hint={TEXT.locationHint} />
      }
    />
  );
}
