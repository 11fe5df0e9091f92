import { z } from 'zod';
import {
  degree,
  degreeBody,
  degreeListItem,
  degreeListQuery,
  degreePreferences,
  idParam,
  PERMISSIONS,
} from '@tlp/shared';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { created, noContent, sendPage } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';

export const degreesRoutes = apiRoutes('carreras', (app, op) => {
  const service = app.services.degrees;

  app.get(
    '/degrees',
    op('signed-in', {
      summary:
        'Carreras, filtradas por áreas y ciudades del campus (ids separados por comas), campus o texto; total en X-Total-Count',
      querystring: degreeListQuery,
      response: { 200: pageResponse(degreeListItem, 'Una página de carreras'), ...errorResponses(400, 401) },
    }),
    async (request, reply) => sendPage(reply, await service.list(request.query)),
  );

  app.get(
    '/degrees/:id',
    op('signed-in', {
      summary: 'Detalle de una carrera',
      params: idParam,
      response: { 200: degree, ...errorResponses(400, 401, 404) },
    }),
    (request) => service.find(request.params.id),
  );

  app.get(
    '/degrees/:id/preferences',
    op(PERMISSIONS.studentArea, {
      summary: 'Si la carrera es favorita del estudiante y si tiene reunión agendada',
      params: idParam,
      response: { 200: degreePreferences, ...errorResponses(400, 401, 403, 404) },
    }),
    (request) => service.preferencesOf(currentUserOf(request).id, request.params.id),
  );

  app.post(
    '/degrees',
    op(PERMISSIONS.manageCatalog, {
      summary: 'Registra una carrera en un campus',
      body: degreeBody,
      response: { 201: degree, ...errorResponses(400, 401, 403, 409, 415) },
    }),
    async (request, reply) => created(reply, await service.create(currentUserOf(request).id, request.body)),
  );

  app.put(
    '/degrees/:id',
    op(PERMISSIONS.manageCatalog, {
      summary: 'Actualiza una carrera (reemplaza todos sus campos)',
      params: idParam,
      body: degreeBody,
      response: { 200: degree, ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    (request) => service.update(currentUserOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/degrees/:id',
    op(PERMISSIONS.manageCatalog, {
      summary: 'Elimina una carrera (y las favoritas y reuniones sobre ella)',
      params: idParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await service.remove(currentUserOf(request).id, request.params.id);
      request.log.info(
        { event: 'degree_deleted', degreeId: request.params.id, by: currentUserOf(request).id },
        'degree deleted',
      );
      return noContent(reply);
    },
  );
});
