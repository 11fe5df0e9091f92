import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_MESSAGES,
  HIGHSCHOOL_MESSAGES,
  highschoolDetail,
  highschoolStats,
  idParam,
  notebooksBody,
  orienterKey,
  orienterRow,
  pageQuery,
} from '@tlp/shared';
import { notFound } from '../../lib/errors.ts';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { currentUserOf } from '../../plugins/auth.ts';
import { highschoolsRepository } from './highschools.repository.ts';
import { orienterKeysRepository, renewOrienterKey } from './orienter-keys.repository.ts';
import { assertSchoolAccess } from './school-access.ts';

const admin = { roles: ['admin'] as const };
const ownSchool = { roles: ['orienter', 'admin'] as const };
const orienter = { roles: ['orienter'] as const };
const schoolNotFound = () => notFound(ERROR_MESSAGES.highschoolNotFound);

export async function highschoolsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = highschoolsRepository(app.db);

  // A static segment wins over `:id` in the router, so this never reads as a school id.
  app.get(
    '/highschools/stats',
    {
      config: admin,
      schema: {
        tags: ['preparatorias'],
        summary: 'Libretas, registros, favoritas y reuniones de todas las preparatorias',
        response: { 200: highschoolStats, ...errorResponses(401, 403) },
      },
    },
    () => repo.stats(),
  );

  app.get(
    '/highschools/:id',
    {
      config: ownSchool,
      schema: {
        tags: ['preparatorias'],
        summary: 'Una preparatoria (el orientador solo la suya)',
        params: idParam,
        response: { 200: highschoolDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await assertSchoolAccess(request, app.db, request.params.id);
      const school = await repo.find(request.params.id);
      if (!school) throw schoolNotFound();
      return school;
    },
  );

  app.get(
    '/highschools/:id/stats',
    {
      config: ownSchool,
      schema: {
        tags: ['preparatorias'],
        summary: 'Libretas, registros, favoritas y reuniones de una preparatoria (el orientador solo la suya)',
        params: idParam,
        response: { 200: highschoolStats, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await assertSchoolAccess(request, app.db, request.params.id);
      if (!(await repo.exists(request.params.id))) throw schoolNotFound();
      return repo.stats(request.params.id);
    },
  );

  app.patch(
    '/highschools/:id',
    {
      config: admin,
      schema: {
        tags: ['preparatorias'],
        summary: 'Actualiza el número de libretas entregadas',
        params: idParam,
        body: notebooksBody,
        response: { 200: highschoolDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await repo.updateNotebooks(request.params.id, request.body.notebooks))) throw schoolNotFound();
      request.log.info(
        { event: 'notebooks_updated', highschoolId: request.params.id, by: request.user!.id },
        'notebooks updated',
      );
      return (await repo.find(request.params.id))!;
    },
  );

  app.get(
    '/highschools/:id/orienters',
    {
      // Names, e-mails and phones of counselors: the spec's permission table gives them to admins only.
      config: admin,
      schema: {
        tags: ['preparatorias'],
        summary: 'Orientadores de una preparatoria (total en X-Total-Count; solo administradores)',
        params: idParam,
        querystring: pageQuery,
        response: {
          200: pageResponse(orienterRow, 'Una página de orientadores'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      if (!(await repo.exists(request.params.id))) throw schoolNotFound();
      const { rows, total } = await repo.orienters(request.params.id, request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.get(
    '/users/me/orienter-key',
    {
      config: orienter,
      schema: {
        tags: ['preparatorias'],
        summary: 'La clave de orientador vigente, para compartirla con sus estudiantes',
        response: { 200: orienterKey, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const key = await orienterKeysRepository(app.db).live(currentUserOf(request).id);
      if (!key) throw notFound(HIGHSCHOOL_MESSAGES.noOrienterKey);
      return key;
    },
  );

  app.post(
    '/users/me/orienter-key',
    {
      config: orienter,
      schema: {
        tags: ['preparatorias'],
        summary: 'Renueva la clave de orientador: la anterior deja de aceptarse',
        response: { 201: orienterKey, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      const key = await renewOrienterKey(app.db, userId);
      request.log.info({ event: 'orienter_key_renewed', userId }, 'orienter key renewed');
      return reply.status(201).send(key);
    },
  );
}
