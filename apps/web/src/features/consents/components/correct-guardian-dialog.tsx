import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { consentRules, guardianEmail, type DataSharingState } from '@tlp/shared/consents';
import { VALIDATION } from '@tlp/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONSENT_FIELDS_TEXT } from '@/components/consent-fields/messages.ts';
import { DialogForm, type DialogFormProps } from '@/components/ui/form-dialog.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { MountedFormDialog, type FormDialogProps } from '@/components/ui/mounted-form-dialog.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { useSessionUser } from '@/lib/session.ts';
import { resendGuardianConsent } from '../api/resend-guardian-consent.ts';
import { DATA_SHARING_TEXT as TEXT } from '../messages.ts';

/** A guardian's corrected address: required, an e-mail, not the student's own. */
const correctionForm = (ownEmail: string) => {
  const rules = consentRules();
  return z
    .object({
      guardianEmail: z.string().trim().min(1, { error: VALIDATION.required }).pipe(guardianEmail().unwrap()),
    })
    .superRefine((body, ctx) => rules({ ...body, email: ownEmail }, ctx));
};
type CorrectionValues = z.input<ReturnType<typeof correctionForm>>;
type CorrectionBody = z.output<ReturnType<typeof correctionForm>>;

function CorrectionForm({ onClose, onSaved }: DialogFormProps<DataSharingState>) {
  const user = useSessionUser();
  const [schema] = useState(() => correctionForm(user?.email ?? ''));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CorrectionValues, unknown, CorrectionBody>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { guardianEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldBinder(form.register, errors, isSubmitting);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSaved(await resendGuardianConsent(body));
    } catch (error) {
      const onField = applyServerFieldErrors(error, ['guardianEmail'] as const, (name, message) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!onField) {
        setFailure(apiErrorMessage(error, TEXT.resendError, (e) => isApiRequestError(e) && e.status < 500));
      }
    }
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      busy={isSubmitting}
      label={TEXT.correctSubmit}
      busyLabel={TEXT.resending}
    >
      <Typography>{TEXT.correctIntro}</Typography>
      <FormError message={failure} />
      <TextInput
        label={CONSENT_FIELDS_TEXT.guardianEmail}
        type="email"
        autoComplete="off"
        required
        {...field('guardianEmail')}
      />
    </DialogForm>
  );
}

/** 'Corregir correo': the guardian's e-mail again, to a corrected address (the old link stops working). */
export function CorrectGuardianDialog(props: FormDialogProps<DataSharingState>) {
  return <MountedFormDialog {...props} title={TEXT.correctTitle} form={CorrectionForm} />;
}
