import { z } from 'zod';
import {
  createGroupBody,
  DEFAULT_GROUP_KEY,
  GROUP_MEMBERS_PAGE,
  groupIdParam,
  groupMembersPage,
  groupMembersQuery,
  highschoolGroups,
  PERMISSIONS,
  studentGroup,
  updateGroupMembersBody,
} from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { created, noContent } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { schoolOf, schoolRoute } from '../../lib/school-route.ts';
import { currentUserOf } from '../../lib/request-user.ts';

export const groupsRoutes = apiRoutes('grupos', (app, op) => {
  const service = app.services.groups;

  app.get(
    '/highschools/:id/groups',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: `Grupos de estudiantes con sus estadísticas y sus primeros ${GROUP_MEMBERS_PAGE} integrantes por nombre, y el grupo por omisión "Sin grupo"; los demás, con next_cursor en GET /highschools/{id}/groups/members (el orientador solo su preparatoria)`,
      response: { 200: highschoolGroups },
    }),
    (request) => service.overview(schoolOf(request).id),
  );

  app.get(
    '/highschools/:id/groups/members',
    schoolRoute(op, PERMISSIONS.ownHighschool, {
      summary: `Una página de integrantes de un grupo por nombre (group=<id>; sin group, o group=${DEFAULT_GROUP_KEY}, los de "Sin grupo"): after=<next_cursor> sigue la lista, limit (${GROUP_MEMBERS_PAGE} por omisión), search busca en el nombre sin distinguir mayúsculas ni acentos, semesterId deja solo a los de ese semestre (el orientador solo su preparatoria; 404 si el grupo no es de ella; 400 con un cursor inválido)`,
      querystring: groupMembersQuery,
      response: { 200: groupMembersPage },
    }),
    (request) => service.members(schoolOf(request).id, request.query),
  );

  app.post(
    '/students-groups',
    op(PERMISSIONS.manageGroups, {
      summary: 'Crea un grupo de estudiantes (nombre único en la preparatoria; 409 DuplicatedGroup)',
      body: createGroupBody,
      response: { 201: studentGroup, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const { highschool_id, name } = request.body;
      return created(reply, await service.create(currentUserOf(request).id, highschool_id, name));
    },
  );

  app.put(
    '/students-groups/:groupId',
    op(PERMISSIONS.manageGroups, {
      summary:
        'Fija los integrantes del grupo (ids de estudiantes de la preparatoria sin grupo o ya en este); los que salen vuelven a "Sin grupo" (409 GroupMemberConflict)',
      params: groupIdParam,
      body: updateGroupMembersBody,
      response: { 200: studentGroup, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    (request) => service.setMembers(currentUserOf(request).id, request.params.groupId, request.body.members),
  );

  app.delete(
    '/students-groups/:groupId',
    op(PERMISSIONS.manageGroups, {
      summary: 'Elimina un grupo; sus integrantes vuelven a "Sin grupo"',
      params: groupIdParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await service.remove(currentUserOf(request).id, request.params.groupId);
      return noContent(reply);
    },
  );
});
