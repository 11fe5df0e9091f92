import { apiError } from '@tlp/shared';
import { z } from 'zod';

// Building blocks of the route schemas' documentation. The OpenAPI document itself is assembled
// in plugins/openapi-transform.ts, which gives every status its description from here.

/** What each error status means in this API (every error answers the one ApiError shape). */
export const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Datos no válidos: `details` señala cada campo con su mensaje',
  401: 'Falta la sesión, o el token de acceso no es válido o venció',
  403: 'Sin permiso para esta operación, solicitud enviada desde otro sitio, o falta aceptar el aviso de privacidad vigente (PrivacyNoticeNotAccepted)',
  404: 'No existe',
  409: 'Choca con el estado actual (duplicado, límite alcanzado o en uso); `errorCode` dice cuál',
  410: 'Ya no está disponible (enlace vencido o sin lugares)',
  413: 'La solicitud o el archivo exceden el tamaño permitido',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiadas solicitudes: reintentar después de los segundos de `Retry-After`',
  500: 'Error interno',
  503: 'Servicio no disponible por el momento: reintentar después de los segundos de `Retry-After`',
};

/** What a success status means when the route does not say more. */
export const SUCCESS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  200: 'Correcto: el resultado en el cuerpo',
  201: 'Creado: el recurso nuevo en el cuerpo',
  202: 'Aceptado: se atiende aparte (un correo se envía después de responder)',
  204: 'Hecho; la respuesta no tiene cuerpo',
  304: 'Sin cambios desde el ETag enviado en If-None-Match; la respuesta no tiene cuerpo',
};

/**
 * Response schemas for the error statuses a route can answer (all share the one error shape); the
 * document describes each status with ERROR_DESCRIPTIONS.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof apiError> {
  return Object.fromEntries(statuses.map((s) => [s, apiError]));
}

/** A response header, documented as a JSON schema with its description. */
interface HeaderDoc {
  type: 'string' | 'integer';
  description: string;
  minimum?: number;
}
export type ResponseHeaders = Readonly<Record<string, HeaderDoc>>;

export const RETRY_AFTER: ResponseHeaders = {
  'Retry-After': { type: 'integer', minimum: 0, description: 'Segundos que conviene esperar antes de reintentar' },
};

const TOTAL_COUNT: ResponseHeaders = {
  'X-Total-Count': {
    type: 'integer',
    minimum: 0,
    description: 'Total de resultados con los filtros dados, contando todas las páginas',
  },
};

const SET_REFRESH_COOKIE: ResponseHeaders = {
  'Set-Cookie': {
    type: 'string',
    description:
      'La cookie de renovación `tlp_refresh` (HttpOnly, SameSite=Strict, Path=/api/v1/auth) que usan GET /auth/refresh y POST /auth/logout',
  },
};

/** `Content-Disposition` of a file answer: how it is shown or saved, and under what name. */
export const contentDisposition = (description: string): ResponseHeaders => ({
  'Content-Disposition': { type: 'string', description },
});

/**
 * A response documented with its own description, headers and media types: Fastify's `content`
 * form, so each media type keeps its zod schema (the JSON one still serializes the answer).
 */
interface DocumentedResponse<C extends Record<string, { schema: z.ZodType }>> {
  description: string;
  headers?: ResponseHeaders;
  content: C;
}

/** A JSON answer with its own description and, optionally, headers. */
export function jsonResponse<S extends z.ZodType>(
  schema: S,
  description: string,
  headers?: ResponseHeaders,
): DocumentedResponse<{ 'application/json': { schema: S } }> {
  return { description, ...(headers && { headers }), content: { 'application/json': { schema } } };
}

/** One error status described by what it means on this route, instead of ERROR_DESCRIPTIONS. */
export function errorResponse<const N extends number>(status: N, description: string) {
  return { [status]: jsonResponse(apiError, description) } as Record<
    N,
    DocumentedResponse<{ 'application/json': { schema: typeof apiError } }>
  >;
}

/** One page of a list: the rows in the body, the total in `X-Total-Count` (`page`, `pageSize`). */
export function pageResponse<S extends z.ZodType>(item: S, description: string) {
  return jsonResponse(z.array(item), description, TOTAL_COUNT);
}

/** An answer that starts a session: the access token in the body, the refresh cookie in `Set-Cookie`. */
export function sessionResponse<S extends z.ZodType>(schema: S, description: string) {
  return jsonResponse(schema, description, SET_REFRESH_COOKIE);
}

/**
 * The body of a file answer. Never JSON: the handler sends a stream, a buffer or a string with its
 * own Content-Type, which Fastify does not serialize; the schema only documents it.
 */
const fileBody = (mediaType: string) =>
  z.unknown().meta(mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' });

/** A file answer in one of the given media types. */
export function fileResponse(
  mediaTypes: readonly string[],
  description: string,
  headers?: ResponseHeaders,
): DocumentedResponse<Record<string, { schema: z.ZodUnknown }>> {
  return {
    description,
    ...(headers && { headers }),
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBody(type) }])),
  };
}
