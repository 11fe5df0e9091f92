import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { idParam, PERMISSIONS } from '@tlp/shared';
import { errorResponses, pageResponse } from './openapi.ts';
import { created, noContent, sendPage } from './replies.ts';
import { currentUserOf } from './request-user.ts';
import type { Operations } from './route-options.ts';

type ErrorStatus = number;

/** What a catalogue entity's service answers (lib/editable-rows.ts). */
interface EditableService<Query, Body, Row> {
  list(query: Query): Promise<{ rows: unknown[]; total: number }>;
  find(id: number): Promise<Row>;
  create(actorId: number, body: Body): Promise<Row>;
  update(actorId: number, id: number, body: Body): Promise<Row>;
  remove(actorId: number, id: number): Promise<void>;
}

/** The routes' words in the API reference, and the event logged when a row is deleted. */
interface EditableRoutesSpec<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, I extends z.ZodType> {
  path: `/${string}`;
  schemas: { listQuery: Q; listItem: I; row: R; body: B };
  summaries: { list: string; page: string; find: string; create: string; update: string; remove: string };
  /** What else a write may answer (409 a duplicate, 415…), beyond 400, 401 and 403. */
  writeErrors: ErrorStatus[];
  deleted: { event: string; idField: string; message: string };
}

/**
 * The five routes of a catalogue entity that admins edit as a whole (campuses, degrees): a page
 * of the list and one row for anyone signed in; create, replace and delete for those who manage
 * the catalogue, each a unit of work of the service recorded in the audit trail.
 */
export function editableRoutes<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, I extends z.ZodType>(
  app: FastifyInstance,
  op: Operations,
  service: EditableService<z.infer<Q>, z.infer<B>, z.input<R>>,
  spec: EditableRoutesSpec<Q, B, R, I>,
) {
  const { path, schemas, summaries } = spec;
  const one = `${path}/:id`;
  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof idParam>).id;
  const bodyOf = (request: FastifyRequest) => request.body as z.infer<B>;
  // The schemas are generic here, so the handlers' answers are not typed by them: Fastify still
  // validates and serializes each one with its route's zod schema.
  const route = (options: object) => options as RouteShorthandOptions;
  const write = (extra: ErrorStatus[]) => errorResponses(400, 401, 403, ...extra, ...spec.writeErrors);

  app.get(
    path,
    route(
      op('signed-in', {
        summary: summaries.list,
        querystring: schemas.listQuery,
        response: { 200: pageResponse(schemas.listItem, summaries.page), ...errorResponses(400, 401) },
      }),
    ),
    async (request, reply) => sendPage(reply, await service.list(request.query as z.infer<Q>)),
  );
  app.get(
    one,
    route(
      op('signed-in', {
        summary: summaries.find,
        params: idParam,
        response: { 200: schemas.row, ...errorResponses(400, 401, 404) },
      }),
    ),
    (request) => service.find(idOf(request)),
  );
  app.post(
    path,
    route(
      op(PERMISSIONS.manageCatalog, {
        summary: summaries.create,
        body: schemas.body,
        response: { 201: schemas.row, ...write([]) },
      }),
    ),
    async (request, reply) => created(reply, await service.create(currentUserOf(request).id, bodyOf(request))),
  );
  app.put(
    one,
    route(
      op(PERMISSIONS.manageCatalog, {
        summary: summaries.update,
        params: idParam,
        body: schemas.body,
        response: { 200: schemas.row, ...write([404]) },
      }),
    ),
    (request) => service.update(currentUserOf(request).id, idOf(request), bodyOf(request)),
  );
  app.delete(
    one,
    route(
      op(PERMISSIONS.manageCatalog, {
        summary: summaries.remove,
        params: idParam,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (request, reply) => {
      const by = currentUserOf(request).id;
      await service.remove(by, idOf(request));
      request.log.info({ event: spec.deleted.event, [spec.deleted.idField]: idOf(request), by }, spec.deleted.message);
      return noContent(reply);
    },
  );
}
