import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../lib/openapi.ts';
import { describeDbError } from '../db/unavailable.ts';
import { serviceUnavailable } from './service-unavailable.ts';

/** A database that accepts the connection but does not answer is not ready either. */
const READY_TIMEOUT_MS = 3_000;

/** `ping`: one round trip to the database (db/ping.ts). */
export async function healthRoutes(fastify: FastifyInstance, { ping }: { ping: () => Promise<unknown> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['sistema'],
        summary: 'El proceso responde (no consulta la base de datos)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['sistema'],
        summary: 'La base de datos responde (503 ServiceUnavailable con Retry-After si no)',
        response: { 200: z.object({ status: z.literal('ready') }), ...errorResponses(503) },
      },
    },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
        });
        await Promise.race([ping(), timedOut]);
      } catch (err) {
        request.log.warn({ event: 'not_ready', ...describeDbError(err) }, 'database not ready');
        throw serviceUnavailable();
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const };
    },
  );
}
