import { z } from 'zod';
import {
  fieldOfStudy,
  LABOUR_CSV_COLUMNS,
  labourFiguresEntry,
  labourImportJson,
  labourImportResult,
  PERMISSIONS,
} from '@tlp/shared';
import { unsupportedMedia } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { apiRoutes } from '../../lib/route-options.ts';

/** The largest CSV an import takes (about 2,000 rows fit in a tenth of it). */
const CSV_BODY_LIMIT = 1024 * 1024;

export const labourMarketRoutes = apiRoutes('mercado laboral', (app, op) => {
  const service = app.services.labourMarket;

  // The import's file as it is: only these routes read text/csv.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/fields-of-study',
    op('signed-in', {
      summary: 'Campos de estudio (CMPE 2016), por código',
      response: { 200: z.array(fieldOfStudy), ...errorResponses(400, 401, 403) },
    }),
    () => service.fields(),
  );

  app.get(
    '/labour-figures',
    op(PERMISSIONS.labourFigures, {
      summary: 'Las cifras del mercado laboral de cada campo de estudio, por código y del año más reciente',
      response: { 200: z.array(labourFiguresEntry), ...errorResponses(400, 401, 403) },
    }),
    () => service.figures(),
  );

  app.post(
    '/labour-figures/import',
    op(PERMISSIONS.labourFigures, {
      summary: 'Importa cifras del mercado laboral desde un CSV: todas las filas o ninguna',
      description:
        `Encabezado: \`${LABOUR_CSV_COLUMNS.join(',')}\`. El cuerpo es el CSV (text/csv) o JSON \`{csv}\`. ` +
        'Un campo nuevo se agrega con su nombre; las cifras de un campo y año que ya estaban se reemplazan. ' +
        'Con cualquier error responde 400 InvalidCsv con `errors` (fila, columna y mensaje; el encabezado es la fila 1) y no importa nada.',
      body: {
        content: {
          'text/csv': { schema: z.string().meta({ description: 'El CSV, en UTF-8' }) },
          'application/json': { schema: labourImportJson },
        },
      },
      response: { 200: labourImportResult, ...errorResponses(400, 401, 403, 413, 415) },
    }),
    (request) => {
      // Only these two bodies have passed their schema; a form or any other type has not.
      const type = request.mediaType;
      if (type !== 'text/csv' && type !== 'application/json') throw unsupportedMedia();
      const body = request.body as string | { csv: string };
      return service.import(currentUserOf(request).id, typeof body === 'string' ? body : body.csv);
    },
  );
});
