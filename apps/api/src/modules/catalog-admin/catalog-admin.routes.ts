import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campus, campusBody, degree, degreeBody, idParam } from '@tlp/shared';
import { errorResponses } from '../../lib/openapi.ts';
import { catalogAdminService } from './catalog-admin.service.ts';

const ADMIN = { roles: ['admin'] } as const;

/** Create, update and delete of campuses and degrees (admins). Reads live in campuses/ and degrees/. */
export async function catalogAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = catalogAdminService(app.db);

  app.post(
    '/campuses',
    {
      config: ADMIN,
      schema: {
        tags: ['campus'],
        summary: 'Registra un campus',
        body: campusBody,
        response: { 201: campus, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createCampus(request.body)),
  );

  app.put(
    '/campuses/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['campus'],
        summary: 'Actualiza un campus (reemplaza todos sus campos)',
        params: idParam,
        body: campusBody,
        response: { 200: campus, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request) => service.updateCampus(request.params.id, request.body),
  );

  app.delete(
    '/campuses/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['campus'],
        summary: 'Elimina un campus con sus carreras (y las favoritas y reuniones de esas carreras)',
        params: idParam,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteCampus(request.params.id);
      request.log.info(
        { event: 'campus_deleted', campusId: request.params.id, by: request.user!.id },
        'campus deleted',
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/degrees',
    {
      config: ADMIN,
      schema: {
        tags: ['carreras'],
        summary: 'Registra una carrera en un campus',
        body: degreeBody,
        response: { 201: degree, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createDegree(request.body)),
  );

  app.put(
    '/degrees/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['carreras'],
        summary: 'Actualiza una carrera (reemplaza todos sus campos)',
        params: idParam,
        body: degreeBody,
        response: { 200: degree, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => service.updateDegree(request.params.id, request.body),
  );

  app.delete(
    '/degrees/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['carreras'],
        summary: 'Elimina una carrera (y las favoritas y reuniones sobre ella)',
        params: idParam,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteDegree(request.params.id);
      request.log.info(
        { event: 'degree_deleted', degreeId: request.params.id, by: request.user!.id },
        'degree deleted',
      );
      return reply.status(204).send(null);
    },
  );
}
