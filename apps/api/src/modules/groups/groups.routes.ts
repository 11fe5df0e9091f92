import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGroupBody,
  groupIdParam,
  highschoolGroups,
  idParam,
  studentGroup,
  updateGroupMembersBody,
} from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSchoolAccess } from '../highschools/school-access.ts';
import { groupsService } from './groups.service.ts';

const admin = { roles: ['admin'] as const };
const ownSchool = { roles: ['orienter', 'admin'] as const };

export async function groupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = groupsService(app.db);

  app.get(
    '/highschools/:id/groups',
    {
      config: ownSchool,
      schema: {
        tags: ['grupos'],
        summary:
          'Grupos de estudiantes con sus estadísticas, y el grupo por omisión "Sin grupo" (el orientador solo su preparatoria)',
        params: idParam,
        response: { 200: highschoolGroups, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await assertSchoolAccess(request, app.db, request.params.id);
      return service.overview(request.params.id);
    },
  );

  app.post(
    '/students-groups',
    {
      config: admin,
      schema: {
        tags: ['grupos'],
        summary: 'Crea un grupo de estudiantes (nombre único en la preparatoria; 409 DuplicatedGroup)',
        body: createGroupBody,
        response: { 201: studentGroup, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const group = await service.create(request.body.highschool_id, request.body.name);
      return reply.status(201).send(group);
    },
  );

  app.put(
    '/students-groups/:groupId',
    {
      config: admin,
      schema: {
        tags: ['grupos'],
        summary:
          'Fija los integrantes del grupo (ids de estudiantes de la preparatoria sin grupo o ya en este); los que salen vuelven a "Sin grupo" (409 GroupMemberConflict)',
        params: groupIdParam,
        body: updateGroupMembersBody,
        response: { 200: studentGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.setMembers(request.params.groupId, request.body.members),
  );

  app.delete(
    '/students-groups/:groupId',
    {
      config: admin,
      schema: {
        tags: ['grupos'],
        summary: 'Elimina un grupo; sus integrantes vuelven a "Sin grupo"',
        params: groupIdParam,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.groupId);
      return reply.status(204).send(null);
    },
  );
}
