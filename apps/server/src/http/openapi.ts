import swagger from '@fastify/swagger';
import {
  PARTNER_ARI_MAX_UPDATES,
  PARTNER_SCOPES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from '@yadori/contract/partner.constants';
import { PARTNER_POLL_OVERLAP_SECONDS } from '@yadori/contract/partner-api.schema';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/**
 * OpenAPI 3.1 generated from the routes' Zod schemas (the contract), never written by hand.
 * Register before any route; the document is served at GET /book/openapi.json, and its partner API
 * part (decision 059) at GET /api/v1/openapi.json.
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
          'word. POST …/reservations takes an optional Idempotency-Key header. The partner API (/api/v1) is ' +
          'described on its own at /api/v1/openapi.json.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          clientSession: { type: 'apiKey', in: 'header', name: 'Client-Session' },
          memberToken: { type: 'http', scheme: 'bearer' },
          staffToken: { type: 'http', scheme: 'bearer' },
          partnerKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key of one hotel (`yk_…`), made by its staff in the console.',
          },
        },
      },
      security: [{ clientSession: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

const PARTNER_PREFIX = '/api/v1/';

/** What the partner document tells a PMS or channel manager before its first call (decision 059). */
const PARTNER_DESCRIPTION = [
  "The partner API of a Yadori hotel, for its property-management system or channel manager: push the hotel's availability, rates and restrictions (ARI), and follow and handle its reservations.",
  '',
  '## Authentication',
  "Send the hotel's API key as `Authorization: Bearer yk_…`. A key belongs to one hotel and is made (and revoked) by the hotel's staff in the console, which shows it once. " +
    `Its scopes (${PARTNER_SCOPES.map((scope) => `\`${scope}\``).join(', ')}) say what it may call; each operation names the scope it needs. ` +
    'A missing, malformed, unknown or revoked key answers 401; the key of another hotel than the path names, or a key without the scope, 403.',
  '',
  '## Idempotency',
  `\`POST …/ari\` (up to ${PARTNER_ARI_MAX_UPDATES} updates, applied in one transaction: all or nothing) requires an \`Idempotency-Key\` header (1–255 visible ASCII characters). ` +
    'A retry with the same key and body gets the first answer again (same status and body) and writes nothing; the same key with another body gets 422. ' +
    'A refused push keeps no key. Reservation changes take the stay’s `version` as read, and answer 409 when it has moved on.',
  '',
  '## Errors',
  'Every refusal comes as `{ "errors": [{ "title", "status", "code", "details": { "code", "base": [{ "error" }], "fields"?, "reason"? } }] }`: ' +
    '`details.fields` names the fields at fault (e.g. `updates[4].room_type_id`), `details.reason` names the case in a word, and `Tripla-Locale` (ja, en, zh_Hans, zh_Hant, ko) chooses the language of the messages. ' +
    'A malformed request answers 400, a refused one 4xx as documented; too many requests answer 429 with `Retry-After`.',
  '',
  '## Following reservations',
  '`GET …/reservations` lists stays in the order they last changed (`updated_at`, then number). Poll with `updated_since` and `after` from the previous answer’s `next` (no `page`); ' +
    `once caught up, \`next\` stays ${PARTNER_POLL_OVERLAP_SECONDS} s behind the server's clock so that no change is missed, so a stay can come twice: keep the latest \`updated_at\` per number.`,
  '',
  '## Webhooks',
  `The hotel's staff register endpoints in the console for the events ${WEBHOOK_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}. ` +
    "Each is a POST of a thin JSON event (id, type, time, hotel id, the reservation's number, status, dates and price): read the rest from `GET /api/v1/hotels/{hotelId}/reservations/{number}`. " +
    'Deliveries are at least once and in order per reservation: answer 2xx within 10 s, and de-duplicate on the event id. Failures are retried with a growing delay. Each request carries `Yadori-Event-Id`, `Yadori-Event-Type` and ' +
    '`Yadori-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, signed with the endpoint’s secret (`whsec_…`, shown once). ' +
    `Check the HMAC over the raw body in constant time, and refuse a \`t\` more than ${WEBHOOK_SIGNATURE_TOLERANCE_SECONDS} s away from your clock.`,
].join('\n');

/** An OpenAPI document, as far as the cuts below read it. */
interface OpenApiDocument {
  info: Record<string, unknown>;
  paths?: Record<string, unknown>;
  components?: { securitySchemes?: Record<string, unknown>; [part: string]: unknown };
  [part: string]: unknown;
}

function pathsWhere(document: OpenApiDocument, keep: (path: string) => boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
}

/** The document of the widget, the member pages and the console: everything but the partner API. */
function bookDocument(document: OpenApiDocument): OpenApiDocument {
  const { partnerKey: _partner, ...schemes } = document.components?.securitySchemes ?? {};
  return {
    ...document,
    paths: pathsWhere(document, (path) => !path.startsWith(PARTNER_PREFIX)),
    components: { ...document.components, securitySchemes: schemes },
  };
}

/** The partner API's own document: its paths, its one security scheme, its own introduction. */
function partnerDocument(document: OpenApiDocument): OpenApiDocument {
  const partnerKey = document.components?.securitySchemes?.partnerKey;
  return {
    ...document,
    info: { ...document.info, title: 'Yadori partner API', version: '1', description: PARTNER_DESCRIPTION },
    paths: pathsWhere(document, (path) => path.startsWith(PARTNER_PREFIX)),
    components: { ...document.components, securitySchemes: { partnerKey } },
    security: [{ partnerKey: [] }],
  };
}

/**
 * GET /book/openapi.json and GET /api/v1/openapi.json (public: no Client-Session and no key needed to
 * read an API's description), each cut once from the app's one generated document.
 */
export function registerOpenApiRoute(app: FastifyInstance): void {
  const cut = (make: (document: OpenApiDocument) => OpenApiDocument) => {
    let document: OpenApiDocument | null = null;
    return () => {
      document ??= make(app.swagger() as unknown as OpenApiDocument);
      return document;
    };
  };
  const book = cut(bookDocument);
  const partner = cut(partnerDocument);
  app.get('/book/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return book();
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return partner();
  });
}
