import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/**
 * OpenAPI 3.1 generated from the routes' Zod schemas (the contract), never written by hand.
 * Register before any route; the document is served at GET /book/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Yadori API',
        version: '0.1.0',
        description:
          'Booking widget API. Every /book call needs a Client-Session header from POST /api/client_sessions; ' +
          'errors always come as { errors: [{ title, status, code, details: { code, base: [{ error }] } }] }: ' +
          'details.code is the number of the tripla error catalogue where it has one (1000, 1100-1106, 1500, ' +
          '3001-3205…; then code is that number too, and details.reason may name the case in a word), else a ' +
          'word. POST …/reservations takes an optional Idempotency-Key header.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          clientSession: { type: 'apiKey', in: 'header', name: 'Client-Session' },
          memberToken: { type: 'http', scheme: 'bearer' },
          staffToken: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ clientSession: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /book/openapi.json (public: no Client-Session needed to read the API description). */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/book/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
