import { z } from 'zod';
import {
  accessLink,
  accessLinkCreateBody,
  accessLinkDetail,
  accessLinkParam,
  accessLinkUpdateBody,
  accessLinkValidation,
  idParam,
  PERMISSIONS,
} from '@tlp/shared';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { created, noContent } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { schoolOf, schoolScope } from '../../lib/school-route.ts';
import { currentUserOf } from '../../lib/request-user.ts';

/** An unknown school answers the generic 404 here, as the links' own 404s do. */
const ofSchool = schoolScope(() => notFound());

export const accessLinksRoutes = apiRoutes('enlaces de acceso', (app, op) => {
  const service = app.services.accessLinks;

  app.get(
    '/auth/access-links/:id/validate',
    op('public', {
      summary:
        'Valida un enlace de registro de orientadores o de representantes de un campus (404 desconocido, 410 vencido o sin lugares)',
      params: accessLinkParam,
      response: { 200: accessLinkValidation, ...errorResponses(400, 404, 410) },
    }),
    (request) => service.validate(request.params.id),
  );

  app.get(
    '/auth/access-links/:id',
    op(PERMISSIONS.manageHighschools, {
      summary: 'Un enlace de acceso con su preparatoria',
      params: accessLinkParam,
      response: { 200: accessLinkDetail, ...errorResponses(400, 401, 403, 404) },
    }),
    (request) => service.detail(request.params.id),
  );

  app.put(
    '/auth/access-links/:id',
    op(PERMISSIONS.manageHighschools, {
      summary: 'Edita nombre, lugares (no menos de los usados) y vencimiento',
      params: accessLinkParam,
      body: accessLinkUpdateBody,
      response: { 200: accessLinkDetail, ...errorResponses(400, 401, 403, 404) },
    }),
    (request) => service.update(currentUserOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/auth/access-links/:id',
    op(PERMISSIONS.manageHighschools, {
      summary: 'Elimina un enlace (los orientadores ya registrados no se ven afectados)',
      params: accessLinkParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await service.remove(currentUserOf(request).id, request.params.id);
      return noContent(reply);
    },
  );

  app.get(
    '/highschools/:id/access-links',
    {
      ...op(PERMISSIONS.manageHighschools, {
        summary: 'Enlaces de acceso de una preparatoria',
        params: idParam,
        response: { 200: z.array(accessLink), ...errorResponses(400, 401, 403, 404) },
      }),
      preHandler: ofSchool,
    },
    (request) => service.listOf({ highschoolId: schoolOf(request).id }),
  );

  app.post(
    '/highschools/:id/access-links',
    {
      ...op(PERMISSIONS.manageHighschools, {
        summary: 'Crea un enlace de acceso (form-encoded o JSON: seats, name, expirationDate)',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        params: idParam,
        body: accessLinkCreateBody,
        response: { 201: accessLink, ...errorResponses(400, 401, 403, 404) },
      }),
      preHandler: ofSchool,
    },
    async (request, reply) => {
      return created(
        reply,
        await service.create(currentUserOf(request).id, { highschoolId: schoolOf(request).id }, request.body),
      );
    },
  );

  app.get(
    '/campuses/:id/access-links',
    op(PERMISSIONS.manageCatalog, {
      summary: 'Enlaces de registro de los representantes de un campus',
      params: idParam,
      response: { 200: z.array(accessLink), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      await service.assertCampus(request.params.id);
      return service.listOf({ campusId: request.params.id });
    },
  );

  app.post(
    '/campuses/:id/access-links',
    op(PERMISSIONS.manageCatalog, {
      summary:
        'Invita a los representantes de un campus: un enlace con lugares y vencimiento (form-encoded o JSON: seats, name, expirationDate)',
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      params: idParam,
      body: accessLinkCreateBody,
      response: { 201: accessLink, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await service.assertCampus(request.params.id);
      return created(
        reply,
        await service.create(currentUserOf(request).id, { campusId: request.params.id }, request.body),
      );
    },
  );
});
