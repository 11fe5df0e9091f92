import { z } from 'zod';
import { addFavoriteBody, favoriteDegree, idField, idParam, PERMISSIONS } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { created, noContent } from '../../lib/replies.ts';
import { assertSelfStudent } from '../../lib/ownership.ts';
import { apiRoutes } from '../../lib/route-options.ts';

export const favoritesRoutes = apiRoutes('favoritas', (app, op) => {
  const service = app.services.favorites;

  app.get(
    '/users/:id/favorite-degrees',
    op(PERMISSIONS.studentArea, {
      summary: 'Carreras favoritas del estudiante',
      params: idParam,
      response: { 200: z.array(favoriteDegree), ...errorResponses(400, 401, 403) },
    }),
    (request) => service.list(assertSelfStudent(request, request.params.id)),
  );

  app.post(
    '/users/:id/favorite-degrees',
    op(PERMISSIONS.studentArea, {
      summary: 'Agrega una carrera a favoritas (máximo 12; 409 DuplicatedFavorite o FavoriteLimitReached)',
      params: idParam,
      body: addFavoriteBody,
      response: { 201: z.object({ degreeId: z.number() }), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const userId = assertSelfStudent(request, request.params.id);
      await service.add(userId, request.body.degreeId);
      return created(reply, { degreeId: request.body.degreeId });
    },
  );

  app.delete(
    '/users/:id/favorite-degrees/:degreeId',
    op(PERMISSIONS.studentArea, {
      summary: 'Quita una carrera de favoritas (409 FavoriteHasMeeting si tiene reunión)',
      params: z.object({ id: idField(), degreeId: idField() }),
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const userId = assertSelfStudent(request, request.params.id);
      await service.remove(userId, request.params.degreeId);
      return noContent(reply);
    },
  );
});
