import { z } from 'zod';
import { campus, campusBody, campusListItem, campusListQuery, idParam, PERMISSIONS } from '@tlp/shared';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { created, noContent, sendPage } from '../../lib/replies.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { apiRoutes } from '../../lib/route-options.ts';

export const campusesRoutes = apiRoutes('campus', (app, op) => {
  const service = app.services.campuses;

  app.get(
    '/campuses',
    op('signed-in', {
      summary:
        'Campus, filtrados por texto (nombre o ciudad), ciudades y áreas de sus carreras (ids separados por comas); total en X-Total-Count',
      querystring: campusListQuery,
      response: { 200: pageResponse(campusListItem, 'Una página de campus'), ...errorResponses(400, 401) },
    }),
    async (request, reply) => sendPage(reply, await service.list(request.query)),
  );

  app.get(
    '/campuses/:id',
    op('signed-in', {
      summary: 'Perfil de un campus',
      params: idParam,
      response: { 200: campus, ...errorResponses(400, 401, 404) },
    }),
    (request) => service.find(request.params.id),
  );

  app.post(
    '/campuses',
    op(PERMISSIONS.manageCatalog, {
      summary: 'Registra un campus',
      body: campusBody,
      response: { 201: campus, ...errorResponses(400, 401, 403, 415) },
    }),
    async (request, reply) => created(reply, await service.create(currentUserOf(request).id, request.body)),
  );

  app.put(
    '/campuses/:id',
    op(PERMISSIONS.manageCatalog, {
      summary: 'Actualiza un campus (reemplaza todos sus campos)',
      params: idParam,
      body: campusBody,
      response: { 200: campus, ...errorResponses(400, 401, 403, 404, 415) },
    }),
    (request) => service.update(currentUserOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/campuses/:id',
    op(PERMISSIONS.manageCatalog, {
      summary: 'Elimina un campus con sus carreras (y las favoritas y reuniones de esas carreras)',
      params: idParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await service.remove(currentUserOf(request).id, request.params.id);
      request.log.info(
        { event: 'campus_deleted', campusId: request.params.id, by: currentUserOf(request).id },
        'campus deleted',
      );
      return noContent(reply);
    },
  );
});
