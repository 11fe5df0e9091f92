import type { FastifyInstance } from 'fastify';

export async function groupsRoutes(_fastify: FastifyInstance) {}
