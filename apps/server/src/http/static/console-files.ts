import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { widgetContentSecurityPolicy } from '../security-headers.ts';
import { chooseEncoding, createFileCache } from './cached-file.ts';

const NOT_BUILT =
  'The staff console has not been built on this server. Run `npm run build` (or `npm start`), then reload.';

/**
 * The console's page: the widget page's policy (its own scripts only), never framed (it holds a
 * staff session).
 */
export const CONSOLE_CONTENT_SECURITY_POLICY = widgetContentSecurityPolicy("'none'");

/**
 * Serves the staff console (decision 058) at /admin: its fingerprinted assets under /admin/assets/,
 * and index.html for every page address under /admin (its router owns them). A missing build answers
 * 503 with a message; a later build is picked up live.
 */
export async function registerConsoleFiles(app: FastifyInstance, consoleDist: string): Promise<void> {
  const readIndex = createFileCache();

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const file = await readIndex(path.join(consoleDist, 'index.html'));
    if (!file)
      return reply.code(503).type('text/plain; charset=utf-8').header('retry-after', '30').send(NOT_BUILT);
    reply
      .header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY)
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header('cache-control', 'no-cache')
      .header('etag', file.etag)
      .header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding'], file);
    reply.type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(file.body);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? file.br : file.gzip);
  }

  await app.register(fastifyStatic, {
    root: path.join(consoleDist, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    index: false,
    wildcard: true,
    suppressWarning: true,
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/admin', { schema: { hide: true } }, sendIndex);
  app.get('/admin/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A last segment with a dot is a file (the console's icon, a missing asset), not a page address.
    if (/\.[^/]*$/.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(request, reply);
  });
}
