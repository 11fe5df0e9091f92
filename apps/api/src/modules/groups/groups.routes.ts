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
import { schoolOf, schoolRoute } from '../../plugins/school-scope.ts';
import { auditedWrite } from '../audit/audit.service.ts';
import { groupsService } from './groups.service.ts';

export const groupsRoutes = apiRoutes('grupos', (app, op) => {
  const service = groupsService(app.db);

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
      summary: `Una página de integrantes de un grupo por nombre (group=<id>; sin group, o group=${DEFAULT_GROUP_KEY}, los de "Sin grupo"): after=<next_cursor> sigue la lista, limit (${GROUP_MEMBERS_PAGE} por omisión), search busca en el nombre sin distinguir mayúsculas ni acentos (el orientador solo su preparatoria; 404 si el grupo no es de ella; 400 con un cursor inválido)`,
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
      const group = await auditedWrite(
        app.db,
        request.user!.id,
        'group.create',
        (tx) => groupsService(tx).create(request.body.highschool_id, request.body.name),
        (g) => g.id,
      );
      return created(reply, group);
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
    (request) =>
      auditedWrite(
        app.db,
        request.user!.id,
        'group.update',
        (tx) => groupsService(tx).setMembers(request.params.groupId, request.body.members),
        request.params.groupId,
      ),
  );

  app.delete(
    '/students-groups/:groupId',
    op(PERMISSIONS.manageGroups, {
      summary: 'Elimina un grupo; sus integrantes vuelven a "Sin grupo"',
      params: groupIdParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await auditedWrite(
        app.db,
        request.user!.id,
        'group.delete',
        (tx) => groupsService(tx).remove(request.params.groupId),
        request.params.groupId,
      );
      return noContent(reply);
    },
  );
});
