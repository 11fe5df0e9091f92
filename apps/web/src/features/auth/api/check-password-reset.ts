import { ERRORS } from '@tlp/shared/errors';
import useSWR from 'swr';
import { api, isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';

/** Whether the mailed link still works: being asked, it does, or it is dead (with the API's sentence). */
export type ResetLink = { state: 'checking' } | { state: 'live' } | { state: 'dead'; message: string };

/** What the API says of a link used, expired or replaced by a newer one (its 410), or null for any other failure. */
export const deadLinkMessage = (error: unknown): string | null =>
  isApiRequestError(error) && error.status === 410
    ? apiErrorMessage(error, ERRORS.PasswordResetTokenInvalid.message)
    : null;

/** The key of the check: the API path, with the token (never logged by the API). */
const resetLinkKey = (token: string) => `/auth/password-reset/${encodeURIComponent(token)}`;

const checkLink = (path: string) => api.get(path).then(() => true as const);

/**
 * GET /auth/password-reset/{token} as the page opens: 204 while the link works, 410 once it was
 * used, expired or replaced by a newer one. Asked once (not again on focus): the form's submit
 * is the judge after that. Any other failure (no network, 429) shows the form, whose submit
 * then says what went wrong.
 */
export function usePasswordResetLink(token: string): ResetLink {
  const { data, error } = useSWR(resetLinkKey(token), checkLink, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const dead = deadLinkMessage(error);
  if (dead) return { state: 'dead', message: dead };
  return data || error ? { state: 'live' } : { state: 'checking' };
}
