import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';

interface EmailBody {
  email: string;
}

/** The words of an e-mail request form. `tooMany`: said on a 429 when the server gives no message. */
export interface EmailRequestText {
  email: string;
  submit: string;
  submitting: string;
  failed: string;
  tooMany: string;
}

/**
 * An e-mail address sent to `send`, whose answer is the same whatever the address: `form` is
 * 'Correo' and the submit button; once sent, `sent` is what the server said and `again` shows the
 * form again (with the address typed).
 */
export function useEmailRequestForm({
  schema,
  send,
  text,
}: {
  schema: z.ZodType<EmailBody, EmailBody>;
  send: (body: EmailBody) => Promise<{ message: string }>;
  text: EmailRequestText;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EmailBody>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldBinder(form.register, errors);

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      setSent((await send(body)).message);
    } catch (e) {
      if (applyServerFieldErrors(e, ['email'], (name, message) => form.setError(name, { message }))) return;
      const tooMany = isApiRequestError(e) && e.status === 429;
      setError(tooMany ? apiErrorMessage(e, text.tooMany) : text.failed);
    }
  });

  return {
    sent,
    again: () => setSent(null),
    form: (
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
        <TextInput label={text.email} type="email" autoComplete="email" required {...field('email')} />
        <FormError message={error} />
        <BusyButton busy={isSubmitting} type="submit" variant="contained" color="secondary" size="large">
          {isSubmitting ? text.submitting : text.submit}
        </BusyButton>
      </Box>
    ),
  };
}
