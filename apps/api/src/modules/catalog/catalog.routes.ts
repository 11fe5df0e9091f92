import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  area,
  areaBody,
  areaChange,
  areaEntry,
  city,
  cityBody,
  cityChange,
  cityEntry,
  idParam,
  PERMISSIONS,
  semester,
  semesterBody,
  semesterChange,
  semesterEntry,
} from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { created, sendWithEtag } from '../../lib/replies.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { apiRoutes, type Access } from '../../lib/route-options.ts';
import type { ReferenceList } from './catalog.service.ts';

/** The answer to a conditional GET whose list has not changed. */
const NOT_MODIFIED = z.null();

const WITH_ETAG = 'con ETag: If-None-Match responde 304 si no cambiaron';

/** How the API reference names each list's entries. */
const NAMES: Record<ReferenceList, { all: string; one: string }> = {
  areas: { all: 'Áreas de estudio', one: 'un área de estudio' },
  cities: { all: 'Ciudades', one: 'una ciudad' },
  semesters: { all: 'Semestres', one: 'un semestre' },
};

/** What areas and cities send and read: an area also has its letters of interest, a city its time zone. */
const SCHEMAS = {
  areas: { entry: areaEntry, body: areaBody, change: areaChange },
  cities: { entry: cityEntry, body: cityBody, change: cityChange },
} as const;

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
    const errors = access === 'public' ? {} : access === 'signed-in' ? errorResponses(401) : errorResponses(401, 403);
    app.get(
      url,
      op(access, { summary, response: { 200: z.array(item), 304: NOT_MODIFIED, ...errors } }),
      async (request, reply) => sendWithEtag(request, reply, await load()),
    );
  }

  // What pickers offer: the entries that are not retired (the public contract of the spec).
  listWithEtag('/areas', 'signed-in', `Áreas de estudio (${WITH_ETAG})`, area, () => service.areas());
  listWithEtag('/cities', 'signed-in', `Ciudades (${WITH_ETAG})`, city, () => service.cities());
  listWithEtag('/semesters', 'public', `Semestres que se ofrecen (solo activos; ${WITH_ETAG})`, semester, () =>
    service.activeSemesters(),
  );

  /** All the entries of a list, retired ones too, for admins. */
  const fullList = (list: ReferenceList) => `${NAMES[list].all}, también las retiradas (administradores; ${WITH_ETAG})`;
  const addSummary = (list: ReferenceList) => `Agrega ${NAMES[list].one} (se ofrece de inmediato)`;
  const changeSummary = (list: ReferenceList) =>
    `Renombra, retira (retired: true) o reactiva ${NAMES[list].one}; lo retirado se queda en los registros que lo tienen`;
  const addErrors = errorResponses(400, 401, 403, 409);
  const changeErrors = errorResponses(400, 401, 403, 404, 409);
  const logged = <T extends { id: number }>(request: FastifyRequest, event: string, list: ReferenceList, entry: T) => {
    request.log.info({ event, list, id: entry.id, by: currentUserOf(request).id }, event.replaceAll('_', ' '));
    return entry;
  };

  for (const list of ['areas', 'cities'] as const) {
    const { entry, body, change } = SCHEMAS[list];
    listWithEtag(`/${list}/all`, PERMISSIONS.manageCatalog, fullList(list), entry, () => service.entries(list));
    app.post(
      `/${list}`,
      op(PERMISSIONS.manageCatalog, {
        summary: addSummary(list),
        body,
        response: { 201: entry, ...addErrors },
      }),
      async (request, reply) => {
        const entry = await service.add(currentUserOf(request).id, list, request.body);
        return created(reply, logged(request, 'catalog_entry_added', list, entry));
      },
    );
    app.patch(
      `/${list}/:id`,
      op(PERMISSIONS.manageCatalog, {
        summary: changeSummary(list),
        params: idParam,
        body: change,
        response: { 200: entry, ...changeErrors },
      }),
      async (request) => {
        const entry = await service.change(currentUserOf(request).id, list, request.params.id, request.body);
        return logged(request, 'catalog_entry_changed', list, entry);
      },
    );
  }

  // Semesters also have their place in the list.
  listWithEtag('/semesters/all', PERMISSIONS.manageCatalog, fullList('semesters'), semesterEntry, () =>
    service.entries('semesters'),
  );
  app.post(
    '/semesters',
    op(PERMISSIONS.manageCatalog, {
      summary: `${addSummary('semesters')}; sin position, va después del último`,
      body: semesterBody,
      response: { 201: semesterEntry, ...addErrors },
    }),
    async (request, reply) => {
      const entry = await service.add(currentUserOf(request).id, 'semesters', request.body);
      return created(reply, logged(request, 'catalog_entry_added', 'semesters', entry));
    },
  );
  app.patch(
    '/semesters/:id',
    op(PERMISSIONS.manageCatalog, {
      summary: changeSummary('semesters'),
      params: idParam,
      body: semesterChange,
      response: { 200: semesterEntry, ...changeErrors },
    }),
    async (request) => {
      const entry = await service.change(currentUserOf(request).id, 'semesters', request.params.id, request.body);
      return logged(request, 'catalog_entry_changed', 'semesters', entry);
    },
  );
});
