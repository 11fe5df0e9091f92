import { zodResolver } from '@hookform/resolvers/zod';
import type { BirthDateBody, DataSharingState } from '@tlp/shared/consents';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BirthDateFields } from '@/components/consent-fields/birth-date-fields.tsx';
import { birthDateForm, type BirthDateFormValues } from '@/components/consent-fields/consent-schema.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useSessionUser } from '@/lib/session.ts';
import { setBirthDate } from '../api/set-birth-date.ts';
import { CONSENT_TEXT } from '../messages.ts';

/**
 * The birth date of a student whose age is unknown (and a minor's guardian e-mail), with the API's
 * rules: `fields` to render inside a form whose submit is `submit`; `saved` gets the new state.
 */
export function useBirthDateForm(saved: (state: DataSharingState, body: BirthDateBody) => void | Promise<void>) {
  const user = useSessionUser();
  const [schema] = useState(() => birthDateForm(user?.email ?? ''));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BirthDateFormValues, unknown, BirthDateBody>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { birthDate: '', guardianEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await saved(await setBirthDate(body), body);
    } catch (error) {
      const onField = applyServerFieldErrors(error, ['birthDate', 'guardianEmail'] as const, (name, message) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!onField) {
        setFailure(
          apiErrorMessage(error, CONSENT_TEXT.birthDateSaveError, (e) => isApiRequestError(e) && e.status < 500),
        );
      }
    }
  });

  const fields = (
    <BirthDateFields control={form.control} register={form.register} errors={errors} disabled={isSubmitting} />
  );
  return { fields, submit, failure, busy: isSubmitting };
}
