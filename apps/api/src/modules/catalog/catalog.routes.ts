import { z } from 'zod';
import { area, city, semester } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { catalogService } from './catalog.service.ts';

export const catalogRoutes = apiRoutes('catálogos', (app, op) => {
  const service = catalogService(app.db);

  app.get(
    '/areas',
    op('signed-in', { summary: 'Áreas de estudio', response: { 200: z.array(area), ...errorResponses(401) } }),
    () => service.areas(),
  );

  app.get(
    '/cities',
    op('signed-in', { summary: 'Ciudades', response: { 200: z.array(city), ...errorResponses(401) } }),
    () => service.cities(),
  );

  app.get(
    '/semesters',
    op('public', { summary: 'Semestres que se ofrecen (solo activos)', response: { 200: z.array(semester) } }),
    () => service.activeSemesters(),
  );
});
