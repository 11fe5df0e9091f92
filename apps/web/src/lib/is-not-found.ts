import { isApiRequestError } from '@/lib/api-client.ts';

/** The API said there is no such record (404), or the id in the address is not one (400). */
export function isNotFound(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.status === 400);
}

/** A route parameter that is a record id, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
