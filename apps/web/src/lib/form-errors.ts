import { isApiRequestError } from './api-client.ts';

/**
 * Puts the messages of a 400's `details` ([{path, message}]) on the form's fields.
 * Returns whether any landed on a field the form has.
 */
export function applyServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setFieldError: (field: F, message: string) => void,
): boolean {
  if (!isApiRequestError(error) || error.status !== 400) return false;
  let applied = false;
  for (const detail of error.response?.details ?? []) {
    // Paths may come as 'email', 'body.email' or '/email'.
    const field = detail.path.split(/[./]/).filter(Boolean).pop() as F | undefined;
    if (field && fields.includes(field)) {
      setFieldError(field, detail.message);
      applied = true;
    }
  }
  return applied;
}
