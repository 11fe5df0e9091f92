import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../lib/openapi.ts';
import { describeDbError } from '../db/unavailable.ts';
import { serviceUnavailable } from './service-unavailable.ts';

/** A database that accepts the connection but does not answer is not ready either. */
const READY_TIMEOUT_MS = 3_000;

/**
 * With REDIS_URL, /ready also says whether the rate limits count in Redis (`ok`) or, while it is
 * unavailable, in each process's memory (`degraded`): the API still serves, so it is still ready.
 */
const readySchema = z.object({
  status: z.literal('ready'),
  redis: z.enum(['ok', 'degraded']).optional(),
});

interface HealthOptions {
  /** One round trip to the database (db/ping.ts). */
  ping: () => Promise<unknown>;
  /** Whether the rate limits use Redis now; absent without REDIS_URL. */
  redis?: () => 'ok' | 'degraded';
}

export async function healthRoutes(fastify: FastifyInstance, { ping, redis }: HealthOptions) {
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
        description:
          'Con Redis configurado, `redis` dice si los límites de intentos cuentan en Redis (`ok`) o, mientras no responde, en la memoria de cada proceso (`degraded`).',
        response: { 200: readySchema, ...errorResponses(503) },
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
      return { status: 'ready' as const, ...(redis ? { redis: redis() } : {}) };
    },
  );
}
