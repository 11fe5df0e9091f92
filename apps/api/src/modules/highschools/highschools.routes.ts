import {
  dataSharingBody,
  hasRole,
  highschoolBody,
  highschoolChange,
  highschoolDetail,
  highschoolListQuery,
  highschoolStats,
  highschoolSummary,
  orienterKey,
  orienterRow,
  pageQuery,
  PERMISSIONS,
} from '@tlp/shared';
import { errorResponses, pageResponse } from '../../lib/openapi.ts';
import { created, sendPage } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { currentUserOf } from '../../lib/request-user.ts';
import { schoolOf, schoolRoute } from '../../lib/school-route.ts';

export const highschoolsRoutes = apiRoutes('preparatorias', (app, op) => {
  const service = app.services.highschools;
  const keys = app.services.orienterKeys;

  app.get(
    '/highschools',
    op('public', {
      summary: 'Preparatorias (búsqueda por nombre o ciudad; total en X-Total-Count)',
      querystring: highschoolListQuery,
      response: { 200: pageResponse(highschoolSummary, 'Una página de preparatorias'), ...errorResponses(400) },
    }),
    async (request, reply) => sendPage(reply, await service.list(request.query)),
  );

  app.post(
    '/highschools',
    op(PERMISSIONS.manageHighschools, {
      summary: 'Registra una preparatoria en una ciudad (que no esté retirada)',
      body: highschoolBody,
      response: { 201: highschoolDetail, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const by = currentUserOf(request).id;
      const school = await service.create(by, request.body);
      request.log.info({ event: 'highschool_created', highschoolId: school.id, by }, 'highschool created');
      return created(reply, school);
    },
  );

  // A static segment wins over `:id` in the router, so this never reads as a school id.
  app.get(
    '/highschools/stats',
    op(PERMISSIONS.manageHighschools, {
      summary: 'Libretas, registros, favoritas y reuniones de todas las preparatorias',
      response: { 200: highschoolStats, ...errorResponses(401, 403) },
    }),
    () => service.stats(),
  );

  app.get(
    '/highschools/:id',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: 'Una preparatoria (el orientador solo la suya)',
      response: { 200: highschoolDetail },
    }),
    async (request) => {
      const school = schoolOf(request);
      // The note of the authorization (who signed it, the document) is the admins' record.
      return hasRole(currentUserOf(request).type, PERMISSIONS.manageHighschools)
        ? school
        : { ...school, data_sharing_note: null };
    },
  );

  app.put(
    '/highschools/:id/data-sharing',
    schoolRoute(op, PERMISSIONS.manageHighschools, {
      summary:
        'Registra (authorized: true) o retira (false) la autorización de la preparatoria para compartir los datos de sus estudiantes con universidades',
      description:
        'La registra un administrador con la autorización por escrito de la dirección, con una nota opcional (quién la firmó, el oficio). Sin ella, las solicitudes de reunión de sus estudiantes se registran pero no salen de la plataforma (ni en el CSV de reuniones ni en el registro de datos compartidos); al autorizar salen desde entonces, nunca en exportaciones anteriores. Queda en la bitácora (data_sharing.update).',
      body: dataSharingBody,
      response: { 200: highschoolDetail },
    }),
    async (request) => {
      const by = currentUserOf(request).id;
      const school = await service.setDataSharing(by, schoolOf(request).id, request.body);
      request.log.info(
        { event: 'data_sharing_changed', highschoolId: school.id, by, authorized: request.body.authorized },
        'data sharing changed',
      );
      return school;
    },
  );

  app.get(
    '/highschools/:id/stats',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: 'Libretas, registros, favoritas y reuniones de una preparatoria (el orientador solo la suya)',
      response: { 200: highschoolStats },
    }),
    (request) => service.stats(schoolOf(request).id),
  );

  app.patch(
    '/highschools/:id',
    schoolRoute(op, PERMISSIONS.manageHighschools, {
      summary:
        'Actualiza el número de libretas entregadas (notebooks), el nombre o la ciudad (que no esté retirada, salvo la suya)',
      body: highschoolChange,
      response: { 200: highschoolDetail, ...errorResponses(409) },
    }),
    async (request) => {
      const by = currentUserOf(request).id;
      const school = await service.update(by, schoolOf(request).id, request.body);
      if (request.body.notebooks !== undefined)
        request.log.info({ event: 'notebooks_updated', highschoolId: school.id, by }, 'notebooks updated');
      if (request.body.name !== undefined || request.body.cityId !== undefined)
        request.log.info({ event: 'highschool_updated', highschoolId: school.id, by }, 'highschool updated');
      return school;
    },
  );

  app.get(
    '/highschools/:id/orienters',
    // Names, e-mails and phones of orienters are for admins only, even an orienter's own colleagues.
    schoolRoute(op, PERMISSIONS.manageHighschools, {
      summary: 'Orientadores de una preparatoria (total en X-Total-Count; solo administradores)',
      querystring: pageQuery,
      response: { 200: pageResponse(orienterRow, 'Una página de orientadores') },
    }),
    async (request, reply) => sendPage(reply, await service.orienters(schoolOf(request).id, request.query)),
  );

  app.get(
    '/users/me/orienter-key',
    op(PERMISSIONS.orienterKey, {
      summary: 'La clave de orientador vigente, para compartirla con sus estudiantes',
      response: { 200: orienterKey, ...errorResponses(401, 403, 404) },
    }),
    (request) => keys.live(currentUserOf(request).id),
  );

  app.post(
    '/users/me/orienter-key',
    op(PERMISSIONS.orienterKey, {
      summary: 'Renueva la clave de orientador: la anterior deja de aceptarse',
      response: { 201: orienterKey, ...errorResponses(401, 403) },
    }),
    async (request, reply) => {
      const userId = currentUserOf(request).id;
      const key = await keys.renew(userId);
      request.log.info({ event: 'orienter_key_renewed', userId }, 'orienter key renewed');
      return created(reply, key);
    },
  );
});
