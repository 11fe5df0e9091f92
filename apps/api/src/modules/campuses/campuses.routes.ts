import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campus, campusListItem, campusListQuery, idParam } from '@tlp/shared';
import { notFound } from '../../lib/errors.ts';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { campusesRepository } from './campuses.repository.ts';

export async function campusesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/campuses',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['campus'],
        summary: 'Campus (búsqueda por nombre o ciudad; total en X-Total-Count)',
        querystring: campusListQuery,
        response: { 200: pageResponse(campusListItem, 'Una página de campus'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await campusesRepository(app.db).list(request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.get(
    '/campuses/:id',
    {
      schema: {
        tags: ['campus'],
        summary: 'Perfil de un campus',
        params: idParam,
        response: { 200: campus, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await campusesRepository(app.db).find(request.params.id);
      if (!row) throw notFound('El campus no existe');
      return row;
    },
  );
}
