import { campus, campusBody, campusListItem, campusListQuery } from '@tlp/shared';
import { editableRoutes } from '../../lib/editable-routes.ts';
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
});
