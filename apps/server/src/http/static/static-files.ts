import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { type FrameAncestors, hotelCodeOfQuery, widgetContentSecurityPolicy } from '../security-headers.ts';
import { type CachedFile, chooseEncoding, createFileCache } from './cached-file.ts';
import { injectWidgetConfig } from './widget-html.ts';

const NOT_BUILT =
  'The booking widget has not been built on this server. Run `npm run build` (or `npm start`), then reload.';
const LOADER_NOT_BUILT = '/* The loader has not been built on this server. Run `npm run build`. */';

/** Paths the SPA never owns: they are API, loader or demo addresses. */
const NOT_SPA = /^\/(book|api|demo|admin|staff|embed\.js|healthz|readyz)(\/|$|\?)/;

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CachedFile,
  type: string,
  cache: string,
  etag = file.etag,
) {
  reply
    .header('etag', etag)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  if (encoding === 'identity') return reply.type(type).send(file.body);
  // HEAD answers the headers of the same (compressed) body.
  return reply
    .type(type)
    .header('content-encoding', encoding)
    .send(encoding === 'br' ? file.br : file.gzip);
}

/** The demo host page's folder: its build output if there is one, else the sources. */
function demoRoot(demoSite: string): string {
  for (const candidate of ['dist', 'public']) {
    const dir = path.join(demoSite, candidate);
    if (existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return demoSite;
}

/** The validator of index.html as served with `csp`: a hotel's new allowed origins are a new version. */
const etagWith = (etag: string, csp: string) =>
  `${etag.slice(0, -1)}-${createHash('sha256').update(csp).digest('base64url').slice(0, 12)}"`;

/**
 * Serves the built widget at `/` (SPA: unknown page addresses get index.html with the config meta),
 * the loader at `/embed.js`, the chatbot launcher at `/chatbot.js` and the demo host page at `/demo/`.
 * Nothing here needs the files at start: a missing build answers 503/404 with a message, and a later
 * build is picked up live.
 * The widget page's CSP names who may frame it: the hotel of the address's `code` (`frameAncestors`).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  deps: { frameAncestors: FrameAncestors },
) {
  const { widgetDist, loaderDist, demoSite } = config.paths;
  const widgetConfig = {
    apiBase: '/book',
    identityBase: '',
    clientKey: config.demoClient.key,
    clientSecret: config.demoClient.secret,
  };
  const readIndex = createFileCache((body) =>
    Buffer.from(injectWidgetConfig(body.toString('utf8'), widgetConfig)),
  );
  const readLoader = createFileCache();

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const file = await readIndex(path.join(widgetDist, 'index.html'));
    if (!file)
      return reply.code(503).type('text/plain; charset=utf-8').header('retry-after', '30').send(NOT_BUILT);
    const queryAt = request.url.indexOf('?');
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    // The same bytes for every hotel, but not the same header: the page is cached per address (the
    // code is in its query) and revalidated every time (no-cache), with a validator that names the CSP.
    const hotel = await deps.frameAncestors.widgetPage(hotelCodeOfQuery(query));
    const csp = widgetContentSecurityPolicy(hotel.frameAncestors, hotel.googleTags);
    reply.header('referrer-policy', 'strict-origin-when-cross-origin').header('content-security-policy', csp);
    return sendCached(request, reply, file, 'text/html; charset=utf-8', 'no-cache', etagWith(file.etag, csp));
  }

  await app.register(fastifyStatic, {
    root: widgetDist,
    prefix: '/',
    index: false,
    wildcard: true,
    suppressWarning: true,
    allowedPath: (pathname) => pathname !== '/index.html',
    // The widget build writes .br and .gz next to each script and style sheet (vite.config.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite fingerprints everything under assets/, so those never change under the same name.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  await app.register(fastifyStatic, {
    root: demoRoot(demoSite),
    prefix: '/demo/',
    decorateReply: false,
    redirect: true,
    index: 'index.html',
    suppressWarning: true,
    allowedPath: (pathname) => !/(^|\/)(package\.json|node_modules|src)(\/|$)|\.ts$/.test(pathname),
    cacheControl: true,
    maxAge: 60_000,
  });

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/demo', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/demo/', 301));
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  // Browsers ask for /favicon.ico on pages that name no icon (the sandbox gateway's pages, /dev/mail,
  // JSON): Yadori's icon, which the widget build ships as /favicon.svg, rather than a 404.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );

  // The loader, and the chatbot launcher a hotel attaches beside it (decision 061).
  for (const script of ['embed.js', 'chatbot.js']) {
    app.get(`/${script}`, { schema: { hide: true } }, async (request, reply) => {
      const file = await readLoader(path.join(loaderDist, script));
      if (!file) return reply.code(503).type('text/javascript; charset=utf-8').send(LOADER_NOT_BUILT);
      reply.header('access-control-allow-origin', '*');
      // Hotels link these addresses forever; a short max-age lets a new script reach them within minutes.
      return sendCached(
        request,
        reply,
        file,
        'text/javascript; charset=utf-8',
        'public, max-age=300, stale-while-revalidate=86400',
      );
    });
  }

  /** For the not-found handler: answers GET/HEAD page addresses with index.html; false if not one. */
  return async function spaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(pathname)) return false;
    // A last segment with a dot is a file (a missing asset), not a page address.
    if (/\.[^/]*$/.test(pathname)) return false;
    await sendIndex(request, reply);
    return true;
  };
}
