import { isApiRequestError, type ApiRequestError } from './api-client.ts';

/**
 * What to tell the user of a failed call: the API's own Spanish sentence (the `message` of its
 * error shape) when it sent one, and `only` (a status, a code) accepts the error; otherwise
 * `fallback`. Without a fallback, undefined stands for "the API said nothing to show".
 */
export function apiErrorMessage(error: unknown): string | undefined;
export function apiErrorMessage(error: unknown, fallback: string, only?: (error: ApiRequestError) => boolean): string;
export function apiErrorMessage(
  error: unknown,
  fallback?: string,
  only: (error: ApiRequestError) => boolean = () => true,
): string | undefined {
  return isApiRequestError(error) && error.response?.message && only(error) ? error.response.message : fallback;
}
