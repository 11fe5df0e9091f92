import { z } from 'zod';
import {
  createGroupBody,
  groupIdParam,
  highschoolGroups,
  idParam,
  PERMISSIONS,
  studentGroup,
  updateGroupMembersBody,
} from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { created, noContent } from '../../lib/replies.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { schoolOf, schoolScope } from '../../plugins/school-scope.ts';
import { groupsService } from './groups.service.ts';

export const groupsRoutes = apiRoutes('grupos', (app, op) => {
  const service = groupsService(app.db);

  app.get(
    '/highschools/:id/groups',
    {
      ...op(PERMISSIONS.ownHighschool, {
        summary:
          'Grupos de estudiantes con sus estadísticas, y el grupo por omisión "Sin grupo" (el orientador solo su preparatoria)',
        params: idParam,
        response: { 200: highschoolGroups, ...errorResponses(400, 401, 403, 404) },
      }),
      preHandler: schoolScope(),
    },
    (request) => service.overview(schoolOf(request).id),
  );

  app.post(
    '/students-groups',
    op(PERMISSIONS.manageGroups, {
      summary: 'Crea un grupo de estudiantes (nombre único en la preparatoria; 409 DuplicatedGroup)',
      body: createGroupBody,
      response: { 201: studentGroup, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const group = await service.create(request.body.highschool_id, request.body.name);
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
    (request) => service.setMembers(request.params.groupId, request.body.members),
  );

  app.delete(
    '/students-groups/:groupId',
    op(PERMISSIONS.manageGroups, {
      summary: 'Elimina un grupo; sus integrantes vuelven a "Sin grupo"',
      params: groupIdParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      await service.remove(request.params.groupId);
      return noContent(reply);
    },
  );
});
