import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFavoriteBody, favoriteDegree, idField, idParam } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSelfStudent } from '../../lib/ownership.ts';
import { favoritesService } from './favorites.service.ts';

export async function favoritesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = favoritesService(app.db);
  const student = { roles: ['student'] as const };

  app.get(
    '/users/:id/favorite-degrees',
    {
      config: student,
      schema: {
        tags: ['favoritas'],
        summary: 'Carreras favoritas del estudiante',
        params: idParam,
        response: { 200: z.array(favoriteDegree), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => service.list(assertSelfStudent(request, request.params.id)),
  );

  app.post(
    '/users/:id/favorite-degrees',
    {
      config: student,
      schema: {
        tags: ['favoritas'],
        summary: 'Agrega una carrera a favoritas (máximo 12; 409 DuplicatedFavorite o FavoriteLimitReached)',
        params: idParam,
        body: addFavoriteBody,
        response: { 201: z.object({ degreeId: z.number() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = assertSelfStudent(request, request.params.id);
      await service.add(userId, request.body.degreeId);
      return reply.status(201).send({ degreeId: request.body.degreeId });
    },
  );

  app.delete(
    '/users/:id/favorite-degrees/:degreeId',
    {
      config: student,
      schema: {
        tags: ['favoritas'],
        summary: 'Quita una carrera de favoritas (409 FavoriteHasMeeting si tiene reunión)',
        params: z.object({ id: idField(), degreeId: idField() }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = assertSelfStudent(request, request.params.id);
      await service.remove(userId, request.params.degreeId);
      return reply.status(204).send(null);
    },
  );
}
