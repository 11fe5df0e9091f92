import { ERRORS } from '@tlp/shared/errors';
import { AUTH_MESSAGES } from '@tlp/shared/messages';
import { useState, type ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { TextInput, type TextInputProps } from '@/components/ui/text-input.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { SIGNUP_TEXT } from '../messages.ts';

/** What fieldBinder (lib/form-field.ts) gives one input. */
type BoundField = Omit<TextInputProps, 'label'> & { helperText?: ReactNode };

/** First names and last names, the first row of both signup forms. */
export function NameFields({ field }: { field: (name: 'firstName' | 'lastName') => BoundField }) {
  return (
    <>
      <TextInput label={SIGNUP_TEXT.firstName} autoComplete="given-name" required {...field('firstName')} />
      <TextInput label={SIGNUP_TEXT.lastName} autoComplete="family-name" required {...field('lastName')} />
    </>
  );
}

/** The email, across the form's grid. */
export function EmailField({ field }: { field: (name: 'email') => BoundField }) {
  return (
    <TextInput
      label={SIGNUP_TEXT.email}
      type="email"
      autoComplete="email"
      required
      {...field('email')}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}

/**
 * Where a failed POST /users is told, on both signup forms: the statuses only one form knows
 * first (`byStatus`), then a 409 on the email with the server's sentence, a 429 in the snackbar,
 * a 400's details on their fields, and anything else as the general signup message.
 */
function showSignupError<F extends string>(
  error: unknown,
  {
    fields,
    fieldError,
    snackbar,
    byStatus = {},
  }: {
    fields: readonly F[];
    fieldError: (field: F, message: string) => void;
    snackbar: (message: string) => void;
    byStatus?: Record<number, () => void>;
  },
): void {
  const own = isApiRequestError(error) ? byStatus[error.status] : undefined;
  if (own) own();
  else if (isApiRequestError(error) && error.status === 409) {
    fieldError('email' as F, apiErrorMessage(error, ERRORS.DuplicatedEmail.message));
  } else if (isApiRequestError(error) && error.status === 429) {
    snackbar(apiErrorMessage(error, AUTH_MESSAGES.tooManyRequests));
  } else if (!applyServerFieldErrors(error, fields, fieldError)) {
    snackbar(AUTH_MESSAGES.signupOther);
  }
}

/**
 * A signup form (react-hook-form, checked as each field is left) and how its failures are told
 * (showSignupError): `fail(error, byStatus)` in the submit's catch, `fieldError` for a message of
 * the form's own, and `snackbar` to render once. A submit with invalid fields focuses the first
 * of them in `fields`' order, the order of the form: react-hook-form's own choice follows the
 * order the fields were registered in, which is not the order on the screen (the form registers
 * its own inputs before those of the components it holds).
 */
export function useSignupForm<T extends FieldValues, TOut>(
  resolver: Resolver<T, unknown, TOut>,
  defaultValues: DefaultValues<T>,
  fields: readonly Path<T>[],
) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<T, unknown, TOut>({ resolver, mode: 'onTouched', defaultValues, shouldFocusError: false });
  const fieldError = (name: Path<T>, text: string) =>
    form.setError(name, { type: 'server', message: text }, { shouldFocus: true });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onValid, (errors, event) => {
      const first = fields.find((name) => get(errors, name));
      if (first) form.setFocus(first);
      return onInvalid?.(errors, event);
    });
  return {
    ...form,
    handleSubmit,
    fieldError,
    fail: (error: unknown, byStatus?: Record<number, () => void>) =>
      showSignupError(error, { fields, fieldError, snackbar: setMessage, byStatus }),
    snackbar: <ErrorSnackbar message={message} onClose={() => setMessage(null)} />,
  };
}
