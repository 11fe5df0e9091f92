import { compareList, PERMISSIONS } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { apiRoutes } from '../../lib/route-options.ts';

export const compareListRoutes = apiRoutes('comparar carreras', (app, op) => {
  const service = app.services.compareList;

  app.get(
    '/users/me/compare-list',
    op(PERMISSIONS.studentArea, {
      summary: 'Las carreras que el estudiante compara, en su orden',
      response: { 200: compareList, ...errorResponses(400, 401, 403) },
    }),
    (request) => service.get(currentUserOf(request).id),
  );

  app.put(
    '/users/me/compare-list',
    op(PERMISSIONS.studentArea, {
      summary: 'Reemplaza la lista de carreras a comparar (hasta 4, en orden)',
      description:
        'Guarda la lista completa, en el orden dado; las carreras que ya no existen se omiten. Responde la lista como quedó.',
      body: compareList,
      response: { 200: compareList, ...errorResponses(400, 401, 403) },
    }),
    (request) => service.save(currentUserOf(request).id, request.body.degree_ids),
  );
});
