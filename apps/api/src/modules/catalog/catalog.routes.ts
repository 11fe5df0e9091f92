import { z } from 'zod';
import { area, city, semester } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { sendWithEtag } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { catalogService } from './catalog.service.ts';

/** The answer to a conditional GET whose list has not changed. */
const NOT_MODIFIED = z.null();

export const catalogRoutes = apiRoutes('catálogos', (app, op) => {
  const service = catalogService(app.db);

  app.get(
    '/areas',
    op('signed-in', {
      summary: 'Áreas de estudio (con ETag: If-None-Match responde 304 si no cambiaron)',
      response: { 200: z.array(area), 304: NOT_MODIFIED, ...errorResponses(401) },
    }),
    async (request, reply) => sendWithEtag(request, reply, await service.areas()),
  );

  app.get(
    '/cities',
    op('signed-in', {
      summary: 'Ciudades (con ETag: If-None-Match responde 304 si no cambiaron)',
      response: { 200: z.array(city), 304: NOT_MODIFIED, ...errorResponses(401) },
    }),
    async (request, reply) => sendWithEtag(request, reply, await service.cities()),
  );

  app.get(
    '/semesters',
    op('public', {
      summary: 'Semestres que se ofrecen (solo activos; con ETag: If-None-Match responde 304 si no cambiaron)',
      response: { 200: z.array(semester), 304: NOT_MODIFIED },
    }),
    async (request, reply) => sendWithEtag(request, reply, await service.activeSemesters()),
  );
});
