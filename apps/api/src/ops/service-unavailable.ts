import { AppError } from '../lib/errors.ts';

/** Seconds a client should wait before trying again while the service is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible por el momento; intenta de nuevo en unos segundos';

/** The 503 of the API's error shape: database outage, readiness failure, server shutting down. */
export function serviceUnavailable(): AppError {
  return new AppError(503, 'ServiceUnavailable', SERVICE_UNAVAILABLE_MESSAGE);
}
