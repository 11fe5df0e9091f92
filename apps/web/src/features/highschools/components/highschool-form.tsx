import { zodResolver } from '@hookform/resolvers/zod';
import {
  highschoolBody,
  type HighschoolBody,
  type HighschoolBodyInput,
  type HighschoolDetail,
} from '@tlp/shared/highschools';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { NameInput } from '@/components/ui/name-input.tsx';
import { CityField } from '@/features/catalog/components/place-fields.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { createHighschool } from '../api/create-highschool.ts';
import { updateHighschool } from '../api/update-highschool.ts';
import { HS_TEXT } from '../messages.ts';

const FIELDS = ['name', 'cityId'] as const;

/**
 * A school's name and city, inside a FormDialog (admins): a new school ('Crear') without
 * `school`, else that school's ('Guardar'). The city select offers the cities not retired, and
 * the school's own city even when it was.
 */
export function HighschoolForm({
  school,
  onClose,
  onSaved,
}: { school?: HighschoolDetail } & DialogFormProps<HighschoolDetail>) {
  const [failed, setFailed] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HighschoolBodyInput, unknown, HighschoolBody>({
    resolver: zodResolver(highschoolBody),
    defaultValues: { name: school?.name ?? '', cityId: school?.city_id ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      onSaved(school ? await updateHighschool(school.id, body) : await createHighschool(body));
    } catch (error) {
      const fieldError = (field: (typeof FIELDS)[number], message: string) =>
        setError(field, { type: 'server', message }, { shouldFocus: true });
      // The same name in that city: said on the name.
      if (isApiRequestError(error) && error.status === 409 && error.response?.message) {
        fieldError('name', error.response.message);
        return;
      }
      if (!applyServerFieldErrors(error, FIELDS, fieldError)) setFailed(true);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      busy={isSubmitting}
      label={school ? undefined : HS_TEXT.create}
      busyLabel={school ? undefined : HS_TEXT.creating}
    >
      <FormError message={failed ? (school ? HS_TEXT.updateError : HS_TEXT.createError) : null} />
      <NameInput label={HS_TEXT.nameField} {...register('name')} error={errors.name} />
      <CityField control={control} name="cityId" saved={school && { id: school.city_id, name: school.city }} />
    </DialogForm>
  );
}
