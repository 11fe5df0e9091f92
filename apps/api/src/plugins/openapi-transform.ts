/**
 * Turns each route's schema into its OpenAPI operation, on top of fastify-type-provider-zod's
 * zod → JSON Schema conversion:
 *
 * - `operationId` from method and path (`GET /highschools/:id/orienters` → `getHighschoolOrienters`)
 *   unless the route names its own; `security: []` on public routes (`config.public`);
 * - every response described: errors by status (lib/openapi.ts), with `Retry-After` on 429 and
 *   503, and 403 on every signed-in route not open before the privacy notice is accepted; JSON by default, and the route's own media types, description and headers when it uses
 *   the `content` form (jsonResponse, fileResponse… of lib/openapi.ts);
 * - a body validated per media type (`body: { content: { [type]: { schema } } }`) documented so;
 * - named schemas (zod `.meta({ id })`) as components, keeping only those the document uses.
 */
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiError } from '@tlp/shared';
import { z } from 'zod';
import { ERROR_DESCRIPTIONS, RETRY_AFTER, SUCCESS_DESCRIPTIONS, type ResponseHeaders } from '../lib/openapi.ts';

type Json = Record<string, any>;
type TransformInput = Parameters<SwaggerTransform>[0];

const API_PREFIX = /^\/api\/v1\//;
const SCHEMA_REF = '#/components/schemas/';

/** `campuses` → `campus`, `cities` → `city`, `degrees` → `degree` (the word before a path parameter). */
function singular(word: string): string {
  if (word.endsWith('uses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation id of a route: the method, then the path's words in camelCase, a collection
 * followed by a parameter in the singular, parameters left out. `POST /auth/login` →
 * `postAuthLogin`, `DELETE /users/:id/favorite-degrees/:degreeId` → `deleteUserFavoriteDegree`.
 */
function operationIdOf(method: string, url: string): string {
  const segments = url.replace(API_PREFIX, '').split('/').filter(Boolean);
  const words = segments.flatMap((segment, i) => {
    if (segment.startsWith(':')) return [];
    const parts = segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    if (segments[i + 1]?.startsWith(':')) parts.push(singular(parts.pop()!));
    return parts;
  });
  return method.toLowerCase() + words.map(capitalize).join('');
}

/**
 * fastify-type-provider-zod's conversion of one zod schema, as a request body or a response,
 * without the `$schema` and placeholder `$id` of a standalone JSON Schema: it goes inside a
 * media type object, which @fastify/swagger's reference resolver does not clean up.
 */
function toJsonSchema(input: TransformInput, where: 'body' | 'response', schema: z.ZodType): Json {
  const converted = jsonSchemaTransform({
    ...input,
    schema: where === 'body' ? { body: schema } : { response: { 200: schema } },
  }).schema as Json;
  const { $id: _id, $schema: _schema, ...json } = where === 'body' ? converted.body : converted.response[200];
  return json;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * The zod schema of each media type of a body that Fastify validates by media type
 * (`body: { content: { 'application/json': { schema } } }`), or undefined for a plain body.
 */
function bodyPerMediaType(body: unknown): Record<string, z.ZodType> | undefined {
  const content = (body as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  if (isZod(body) || !content) return undefined;
  return Object.fromEntries(Object.entries(content).map(([type, { schema }]) => [type, schema as z.ZodType]));
}

interface ContentForm {
  description?: string;
  headers?: ResponseHeaders;
  content: Record<string, { schema: z.ZodType }>;
}

function defaultDescription(status: number, url: string): string {
  const description = (status >= 400 ? ERROR_DESCRIPTIONS : SUCCESS_DESCRIPTIONS)[status];
  if (!description) throw new Error(`OpenAPI: no description for status ${status} of ${url}`);
  return description;
}

/**
 * Every status of a route, described, with its headers and media types. Every route may answer
 * 400 (plugins/input-guard.ts refuses a NUL character in any path, query or body, whatever the
 * route's schema says) and 503 (the database is unreachable, or the server is shutting down).
 */
function documentResponses(input: TransformInput, response: unknown): Json {
  const documented: Json = {};
  const config = input.route.config as FastifyContextConfig | undefined;
  // A signed-in route answers 403 PrivacyNoticeNotAccepted until the notice in force is accepted.
  const refusedBeforeAcceptance = !config?.public && !config?.beforePrivacyAcceptance;
  const entries = {
    400: apiError,
    ...(refusedBeforeAcceptance && { 403: apiError }),
    503: apiError,
    ...(response as Record<string, unknown> | undefined),
  };
  for (const [code, entry] of Object.entries(entries)) {
    const status = Number(code);
    const form: ContentForm = isZod(entry)
      ? { content: { 'application/json': { schema: entry } } }
      : (entry as ContentForm);
    const description = form.description ?? defaultDescription(status, input.url);
    const headers = { ...(status === 429 || status === 503 ? RETRY_AFTER : {}), ...form.headers };
    const doc: Json = { description, ...(Object.keys(headers).length && { headers }) };
    const content = Object.entries(form.content).map(
      ([type, { schema }]) => [type, toJsonSchema(input, 'response', schema)] as const,
    );
    // A `null` body (204) has no content at all.
    if (content.length === 1 && content[0]![1].type === 'null') doc.type = 'null';
    else doc.content = Object.fromEntries(content.map(([type, schema]) => [type, { schema }]));
    documented[code] = doc;
  }
  return documented;
}

export const openapiTransform: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || (schema as { hide?: boolean }).hide) return jsonSchemaTransform(input);
  const { response, body, ...rest } = schema;
  const perMediaType = bodyPerMediaType(body);
  const converted = jsonSchemaTransform({ ...input, schema: perMediaType ? rest : { ...rest, body } }).schema as Json;
  if (perMediaType) {
    converted.body = {
      content: Object.fromEntries(
        Object.entries(perMediaType).map(([type, zod]) => [type, { schema: toJsonSchema(input, 'body', zod) }]),
      ),
    };
  }
  converted.response = documentResponses(input, response);
  converted.operationId ??= operationIdOf(String(route.method), url);
  if (route.config?.public) converted.security = [];
  return { schema: converted as FastifySchema, url };
};

/** Every `$ref` to a component schema inside `value`. */
function schemaRefs(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => schemaRefs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) found.add(v.slice(SCHEMA_REF.length));
      else schemaRefs(v, found);
    }
  }
  return found;
}

/**
 * Named schemas become components (each in its output form and, as `<Name>Input`, its input
 * form); only those the operations reach, directly or through another component, are kept.
 */
export const openapiTransformObject: SwaggerTransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as Json;
  const all: Json = doc.components?.schemas ?? {};
  const { components: _components, ...operations } = doc;
  const used = schemaRefs(operations);
  for (const name of used) schemaRefs(all[name], used); // a Set iterates over what is added meanwhile
  // zod writes each as a standalone JSON Schema (`$schema`, and an `$id` that is a pointer into
  // this document, not a URI): inside the document they are plain components.
  doc.components.schemas = Object.fromEntries(
    Object.entries(all)
      .filter(([name]) => used.has(name))
      .map(([name, { $id: _id, $schema: _schema, ...schema }]) => [name, schema]),
  );

  const ids = new Map<string, string>();
  for (const [path, methods] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(methods)) {
      const where = `${method.toUpperCase()} ${path}`;
      const previous = ids.get(operation.operationId);
      if (previous) throw new Error(`OpenAPI: operationId ${operation.operationId} of ${where} is also ${previous}'s`);
      ids.set(operation.operationId, where);
    }
  }
  return doc;
};
