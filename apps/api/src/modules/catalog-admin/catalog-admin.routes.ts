import type { FastifyInstance } from 'fastify';

export async function catalogAdminRoutes(_fastify: FastifyInstance) {}
