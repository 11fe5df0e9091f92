import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessLink,
  accessLinkDetail,
  accessLinkParam,
  accessLinkUpdateBody,
  accessLinkValidation,
  accessLinkCreateBody,
  idParam,
  expiryInstant,
} from '@tlp/shared';
import { codeError, notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { accessLinksRepository, isLive } from './access-links.repository.ts';

/** The instant an expiry ends (the shared rule has already checked the date); null clears it. */
function parseExpiry(value: string | null | undefined): Date | null | undefined {
  return value ? expiryInstant(value) : value === undefined ? undefined : null;
}

export async function accessLinksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = accessLinksRepository(app.db);
  const admin = { roles: ['admin'] as const };

  app.get(
    '/auth/access-links/:id/validate',
    {
      config: { public: true },
      schema: {
        tags: ['enlaces de acceso'],
        summary: 'Valida un enlace de registro de orientadores (404 desconocido, 410 vencido o sin lugares)',
        params: accessLinkParam,
        response: { 200: accessLinkValidation, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => {
      const link = await repo.findDetail(request.params.id);
      if (!link) throw codeError('AccessLinkInvalid');
      if (!isLive(link)) throw codeError('AccessLinkInvalid', 410);
      return {
        valid: true as const,
        uuid: link.uuid,
        name: link.name,
        highschool_id: link.highschool_id,
        highschool_name: link.highschool_name,
        highschool_city: link.highschool_city,
        seats_left: link.seats - link.seats_used,
        expires_at: link.expires_at,
      };
    },
  );

  app.get(
    '/auth/access-links/:id',
    {
      config: admin,
      schema: {
        tags: ['enlaces de acceso'],
        summary: 'Un enlace de acceso con su preparatoria',
        params: accessLinkParam,
        response: { 200: accessLinkDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const link = await repo.findDetail(request.params.id);
      if (!link) throw notFound();
      return link;
    },
  );

  app.put(
    '/auth/access-links/:id',
    {
      config: admin,
      schema: {
        tags: ['enlaces de acceso'],
        summary: 'Edita nombre, lugares (no menos de los usados) y vencimiento',
        params: accessLinkParam,
        body: accessLinkUpdateBody,
        response: { 200: accessLinkDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name, seats, expiresAt } = request.body;
      const updated = await repo.update(id, {
        name: name === '' ? null : name,
        seats,
        expiresAt: parseExpiry(expiresAt),
      });
      if (!updated) {
        if (!(await repo.exists(id))) throw notFound();
        throw codeError('SeatsBelowUsed');
      }
      return (await repo.findDetail(id))!;
    },
  );

  app.delete(
    '/auth/access-links/:id',
    {
      config: admin,
      schema: {
        tags: ['enlaces de acceso'],
        summary: 'Elimina un enlace (los orientadores ya registrados no se ven afectados)',
        params: accessLinkParam,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await repo.remove(request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/highschools/:id/access-links',
    {
      config: admin,
      schema: {
        tags: ['enlaces de acceso'],
        summary: 'Enlaces de acceso de una preparatoria',
        params: idParam,
        response: { 200: z.array(accessLink), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await repo.highschoolExists(request.params.id))) throw notFound();
      return repo.listOfHighschool(request.params.id);
    },
  );

  app.post(
    '/highschools/:id/access-links',
    {
      config: admin,
      schema: {
        tags: ['enlaces de acceso'],
        summary: 'Crea un enlace de acceso (form-encoded o JSON: seats, name, expirationDate)',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        params: idParam,
        body: accessLinkCreateBody,
        response: { 201: accessLink, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { seats, name, expirationDate } = request.body;
      if (!(await repo.highschoolExists(request.params.id))) throw notFound();
      const link = await repo.create({
        highschoolId: request.params.id,
        name: name || null,
        seats,
        expiresAt: parseExpiry(expirationDate) ?? null,
        createdBy: request.user!.id,
      });
      return reply.status(201).send(link);
    },
  );
}
