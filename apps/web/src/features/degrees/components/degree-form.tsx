import { zodResolver } from '@hookform/resolvers/zod';
import { degreeBody, type Degree, type DegreeBody } from '@tlp/shared/degrees';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  CatalogFormShell,
  DescriptionInput,
  GallerySection,
  IdSelect,
  ImagesSection,
  MediaController,
  NameInput,
  SHARED_FIELDS,
  sharedInitialValues,
  UrlInput,
  useCatalogForm,
  withSavedOption,
} from '@/features/campus-admin/components/catalog-form.tsx';
import type { CatalogFormProps } from '@/features/campus-admin/components/catalog-editor.tsx';
import { FormSection } from '@/features/campus-admin/components/form-layout.tsx';
import { ADMIN_TEXT } from '@/features/campus-admin/messages.ts';
import { useAreas } from '@/features/catalog/api/get-areas.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';
import { CampusPicker, type CampusOption } from './campus-picker.tsx';

type DegreeFormValues = z.input<typeof degreeBody>;

const FIELDS = [...SHARED_FIELDS, 'campusId', 'areaId', 'studyPlan', 'pdfBecas'] as const;

function initialValues(degree: Degree | undefined): DegreeFormValues {
  return {
    ...sharedInitialValues(degree),
    campusId: degree?.campus_id ?? '',
    areaId: degree?.area_id ?? '',
    studyPlan: degree?.pdf_plan_estudios ?? '',
    pdfBecas: degree?.pdf_becas ?? '',
  };
}

type DegreeFormProps = CatalogFormProps<DegreeBody> & { degree?: Degree };

/** The degree form (spec §5): name, area and campus required; same rules as the API. */
export function DegreeForm({ degree, cancelHref, onSubmit, failureMessage }: DegreeFormProps) {
  const { areas, isLoading: areasLoading, error: areasError } = useAreas();
  const [campus, setCampus] = useState<CampusOption | null>(
    degree ? { id: degree.campus_id, name: degree.campus } : null,
  );
  const {
    control,
    register,
    formState: { errors },
    shell,
  } = useCatalogForm<DegreeFormValues, DegreeBody>({
    resolver: zodResolver(degreeBody),
    defaultValues: initialValues(degree),
    fields: FIELDS,
    onSubmit,
    failureMessage,
    onError: (error, setError) => {
      if (isApiRequestError(error) && error.status === 409 && error.response?.message) {
        setError('name', { message: error.response.message }, { shouldFocus: true });
      }
    },
  });
  const areaOptions = withSavedOption(areas, degree && { id: degree.area_id, name: degree.area });

  return (
    <CatalogFormShell {...shell} cancelHref={cancelHref} submitLabel={degree ? ADMIN_TEXT.save : TEXT.submitCreate}>
      <FormSection title="Datos de la carrera">
        <NameInput field={register('name')} label={TEXT.name} error={errors.name} />
        <IdSelect
          control={control}
          name="areaId"
          label={TEXT.area}
          options={areaOptions}
          status={areasError ? TEXT.areasError : areasLoading ? TEXT.areasLoading : undefined}
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
        <DescriptionInput field={register('description')} label={TEXT.description} error={errors.description} />
        <UrlInput field={register('video')} label={TEXT.video} error={errors.video} hint={ADMIN_TEXT.videoHint} />
      </FormSection>

      <ImagesSection control={control} text={TEXT} />

      <FormSection title="Documentos">
        <MediaController control={control} name="studyPlan" kind="pdf" label={TEXT.studyPlan} />
        <MediaController control={control} name="pdfBecas" kind="pdf" label={TEXT.pdfBecas} />
      </FormSection>

      <GallerySection control={control} error={errors.gallery?.message} />
    </CatalogFormShell>
  );
}
