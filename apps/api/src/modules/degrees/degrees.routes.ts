import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { degree, degreeListItem, degreeListQuery, degreePreferences, idParam } from '@tlp/shared';
import { notFound } from '../../lib/errors.ts';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { degreesRepository } from './degrees.repository.ts';

export async function degreesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/degrees',
    {
      schema: {
        tags: ['carreras'],
        summary: 'Carreras, filtradas por áreas (ids separados por comas), campus o texto; total en X-Total-Count',
        querystring: degreeListQuery,
        response: { 200: pageResponse(degreeListItem, 'Una página de carreras'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await degreesRepository(app.db).list(request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.get(
    '/degrees/:id',
    {
      schema: {
        tags: ['carreras'],
        summary: 'Detalle de una carrera',
        params: idParam,
        response: { 200: degree, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await degreesRepository(app.db).find(request.params.id);
      if (!row) throw notFound('La carrera no existe');
      return row;
    },
  );

  app.get(
    '/degrees/:id/preferences',
    {
      config: { roles: ['student'] },
      schema: {
        tags: ['carreras'],
        summary: 'Si la carrera es favorita del estudiante y si tiene reunión agendada',
        params: idParam,
        response: { 200: degreePreferences, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const repo = degreesRepository(app.db);
      if (!(await repo.exists(request.params.id))) throw notFound('La carrera no existe');
      return repo.preferencesOf(request.user!.id, request.params.id);
    },
  );
}
