import {
  degree,
  degreeBody,
  degreeListItem,
  degreeListQuery,
  degreePreferences,
  idParam,
  PERMISSIONS,
} from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { editableRoutes } from '../../lib/editable-routes.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';

export const degreesRoutes = apiRoutes('carreras', (app, op) => {
  const service = app.services.degrees;

  editableRoutes(app, op, service, {
    path: '/degrees',
    schemas: { listQuery: degreeListQuery, listItem: degreeListItem, row: degree, body: degreeBody },
    summaries: {
      list: 'Carreras, filtradas por áreas y ciudades del campus (ids separados por comas), campus o texto; total en X-Total-Count',
      page: 'Una página de carreras',
      find: 'Detalle de una carrera',
      create: 'Registra una carrera en un campus',
      update: 'Actualiza una carrera (reemplaza todos sus campos)',
      remove: 'Elimina una carrera (y las favoritas y reuniones sobre ella)',
    },
    writeErrors: [409, 415],
    deleted: { event: 'degree_deleted', idField: 'degreeId', message: 'degree deleted' },
  });

  app.get(
    '/degrees/:id/preferences',
    op(PERMISSIONS.studentArea, {
      summary: 'Si la carrera es favorita del estudiante y si tiene reunión agendada',
      params: idParam,
      response: { 200: degreePreferences, ...errorResponses(400, 401, 403, 404) },
    }),
    (request) => service.preferencesOf(currentUserOf(request).id, request.params.id),
  );
});
