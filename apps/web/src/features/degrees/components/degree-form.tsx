import { zodResolver } from '@hookform/resolvers/zod';
import { degreeBody, type Degree, type DegreeBody } from '@tlp/shared/degrees';
import type { z } from 'zod';
import type { CatalogFormProps } from '@/components/catalog-form/catalog-editor.tsx';
import { MediaController } from '@/components/catalog-form/catalog-fields.tsx';
import { CatalogFormFields, savedValues, useCatalogForm } from '@/components/catalog-form/catalog-form.tsx';
import { FormSection } from '@/components/catalog-form/form-layout.tsx';
import { SearchField } from '@/components/ui/search-autocomplete.tsx';
import { AreaField } from '@/features/catalog/components/place-fields.tsx';
import { MediaField } from '@/features/uploads/components/media-field.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { campusSearchKey } from '../api/search-campuses.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';
import { DegreeCompareFields } from './degree-compare-fields.tsx';

type DegreeFormValues = z.input<typeof degreeBody>;

/** The degree's own fields, and the columns of a saved degree they start from. */
const COLUMNS = {
  campusId: 'campus_id',
  areaId: 'area_id',
  studyPlan: 'pdf_plan_estudios',
  pdfBecas: 'pdf_becas',
  modality: 'modalidad',
  duration: 'duracion',
  durationUnit: 'duracion_unidad',
  costPerPeriod: 'costo_periodo',
  fieldId: 'field_id',
} as const;
const FIELDS = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];

const initialValues = (degree: Degree | undefined): Pick<DegreeFormValues, (typeof FIELDS)[number]> =>
  savedValues(degree, COLUMNS);

/** The degree form: name, area and campus required; the API's own schema (degreeBody). */
export function DegreeForm(props: CatalogFormProps<Degree, DegreeBody>) {
  const degree = props.record;
  const form = useCatalogForm<Degree, DegreeFormValues, DegreeBody>(props, {
    resolver: zodResolver(degreeBody),
    ownValues: initialValues(degree),
    ownFields: FIELDS,
    text: TEXT,
    mediaInput: MediaField,
    // The API's sentence of a duplicated name (409) goes on the name.
    onError: (error, setError) => {
      const message = isApiRequestError(error) && error.status === 409 ? apiErrorMessage(error) : undefined;
      if (message) setError('name', { message }, { shouldFocus: true });
    },
  });

  const { control } = form;

  return (
    <CatalogFormFields
      form={form}
      choices={
        <>
          <AreaField control={control} name="areaId" saved={degree && { id: degree.area_id, name: degree.area }} />
          <SearchField
            control={control}
            name="campusId"
            initial={degree ? { id: degree.campus_id, name: degree.campus } : null}
            searchKey={campusSearchKey}
            text={TEXT.campusPicker}
          />
        </>
      }
    >
      <FormSection title={TEXT.documents}>
        <MediaController control={control} name="studyPlan" kind="pdf" label={TEXT.studyPlan} />
        <MediaController control={control} name="pdfBecas" kind="pdf" label={TEXT.pdfBecas} />
      </FormSection>
      <DegreeCompareFields control={control} />
    </CatalogFormFields>
  );
}
