import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HighschoolDetail } from '@tlp/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The school of a `/highschools/:id/…` route, once `schoolScope` has let the caller in. */
    school: HighschoolDetail | null;
  }
}

export const schoolScopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('school', null);
});
