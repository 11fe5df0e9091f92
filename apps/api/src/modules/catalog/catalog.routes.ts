import { z } from 'zod';
import { area, city, semester } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { sendWithEtag } from '../../lib/replies.ts';
import { apiRoutes, type Access } from '../../lib/route-options.ts';

/** The answer to a conditional GET whose list has not changed. */
const NOT_MODIFIED = z.null();

const WITH_ETAG = 'con ETag: If-None-Match responde 304 si no cambiaron';

export const catalogRoutes = apiRoutes('catálogos', (app, op) => {
  const service = app.services.catalog;

  /** A short list that seldom changes, sent with its ETag: a 304 when the caller's copy is current. */
  function listWithEtag<T extends z.ZodType>(
    url: string,
    access: Access,
    summary: string,
    item: T,
    load: () => Promise<Array<z.input<T>>>,
  ) {
    const errors = access === 'public' ? {} : errorResponses(401);
    app.get(
      url,
      op(access, { summary, response: { 200: z.array(item), 304: NOT_MODIFIED, ...errors } }),
      async (request, reply) => sendWithEtag(request, reply, await load()),
    );
  }

  listWithEtag('/areas', 'signed-in', `Áreas de estudio (${WITH_ETAG})`, area, () => service.areas());
  listWithEtag('/cities', 'signed-in', `Ciudades (${WITH_ETAG})`, city, () => service.cities());
  listWithEtag('/semesters', 'public', `Semestres que se ofrecen (solo activos; ${WITH_ETAG})`, semester, () =>
    service.activeSemesters(),
  );
});
