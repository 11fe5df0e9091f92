import { AUTH_MESSAGES, ERRORS, ERROR_MESSAGES, type ErrorCode } from '@tlp/shared';

export interface ErrorDetail {
  path: string;
  message: string;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function statusName(status: number): string {
  return STATUS_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** An error the client may read: status, Spanish message and a stable code. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errorCode: string;
  readonly details?: ErrorDetail[];

  constructor(statusCode: number, errorCode: string, message: string, details?: ErrorDetail[]) {
    super(message);
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    if (details) this.details = details;
  }

  toJSON() {
    return {
      statusCode: this.statusCode,
      error: statusName(this.statusCode),
      message: this.message,
      errorCode: this.errorCode,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

/** A domain error of the shared table: its code, its Spanish message, and its usual status unless told otherwise. */
export function codeError(code: ErrorCode, statusCode: number = ERRORS[code].status): AppError {
  return new AppError(statusCode, code, ERRORS[code].message);
}

export const notFound = (message: string = ERROR_MESSAGES.notFound) => new AppError(404, 'NotFound', message);

/** The value that was looked up, or `missing()` (a 404 by default) when there is none. */
export function found<T>(value: T | undefined, missing: () => AppError = notFound): T {
  if (value === undefined) throw missing();
  return value;
}
export const unauthorized = (message: string = AUTH_MESSAGES.unauthorized) =>
  new AppError(401, 'Unauthorized', message);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden) => new AppError(403, 'Forbidden', message);
/** A body of a type the route does not take (415). */
export const unsupportedMedia = () => new AppError(415, 'UnsupportedMediaType', ERROR_MESSAGES.unsupportedMedia);
export const validationError = (details: ErrorDetail[]) =>
  new AppError(
    400,
    'ValidationError',
    details.length === 1 && details[0] ? details[0].message : ERROR_MESSAGES.validation,
    details,
  );

/** PostgreSQL error code of a driver error (node-postgres and PGlite both carry `code`). */
export function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
