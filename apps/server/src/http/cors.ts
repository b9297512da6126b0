import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Request headers of spec section 7 a browser on a hotel's site may send cross-origin. */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Client-Session',
  'Authorization',
  'Tripla-Locale',
  'App-Version',
  'X-Site-Controller',
  'Tripla-Pubnub',
  'Idempotency-Key',
  'Content-Type',
];

const API_PATH = /^\/(book|api)(\/|$|\?)/;
/** The partner API (decision 059) is called by servers with a bearer key: no browser gets CORS for it. */
const PARTNER_PATH = /^\/api\/v1(\/|$|\?)/;

/** The options of every API answer, built once (the delegator runs on every request). */
const API_CORS: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: CORS_ALLOWED_HEADERS,
  exposedHeaders: [
    'X-Request-Id',
    'Retry-After',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
  ].join(', '),
  maxAge: 600,
};
const NO_CORS: FastifyCorsOptions = { origin: false };

/**
 * CORS for /book and /api only, the partner API under /api/v1 excepted. Registered before every other
 * hook so that refusals (maintenance, rate limit, session errors) also carry the headers and the widget
 * can read their status.
 * Authentication is by header, never by cookie, so any origin may call without credentials.
 */
export async function registerApiCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      callback(null, API_PATH.test(request.url) && !PARTNER_PATH.test(request.url) ? API_CORS : NO_CORS);
    },
  });
}
