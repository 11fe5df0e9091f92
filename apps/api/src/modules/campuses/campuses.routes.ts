import { z } from 'zod';
import {
  campus,
  campusBody,
  campusListItem,
  campusListQuery,
  campusRepresentative,
  idParam,
  PERMISSIONS,
} from '@tlp/shared';
import { editableRoutes } from '../../lib/editable-routes.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { apiRoutes } from '../../lib/route-options.ts';

export const campusesRoutes = apiRoutes('campus', (app, op) => {
  editableRoutes(app, op, app.services.campuses, {
    path: '/campuses',
    schemas: { listQuery: campusListQuery, listItem: campusListItem, row: campus, body: campusBody },
    summaries: {
      list: 'Campus, filtrados por texto (nombre o ciudad), ciudades y áreas de sus carreras (ids separados por comas); total en X-Total-Count',
      page: 'Una página de campus',
      find: 'Perfil de un campus',
      create: 'Registra un campus',
      update: 'Actualiza un campus (reemplaza todos sus campos)',
      remove: 'Elimina un campus con sus carreras (y las favoritas y reuniones de esas carreras)',
    },
    writeErrors: [415],
    deleted: { event: 'campus_deleted', idField: 'campusId', message: 'campus deleted' },
  });

  app.get(
    '/campuses/:id/representatives',
    // Names, e-mails and phones of representatives are for admins only.
    op(PERMISSIONS.manageCatalog, {
      summary:
        'Representantes de un campus, el más antiguo primero (solo administradores; se eliminan con DELETE /users/{id})',
      params: idParam,
      response: { 200: z.array(campusRepresentative), ...errorResponses(400, 401, 403, 404) },
    }),
    (request) => app.services.campuses.representatives(request.params.id),
  );
});
