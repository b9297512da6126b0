import type { FastifyPluginAsync } from 'fastify';
import { type Db, isDatabaseReady } from '../../db/database.ts';

/** /healthz: the process is up. /readyz: the database answers (what a load balancer should route by). */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const routeOptions = { schema: { hide: true }, config: { rateLimit: false }, logLevel: 'warn' } as const;

  app.get('/healthz', routeOptions, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', routeOptions, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await isDatabaseReady(db)) return { status: 'ready' };
    return reply.code(503).send({ status: 'database unavailable' });
  });
};
