import { HEADERS } from '@yadori/contract/headers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientSessionRecord } from '../features/client-sessions/client-sessions.types.ts';
import { resolveLocale } from '../i18n/translate.ts';
import { errors } from './app-error.ts';

/** The Client-Session the /book guard resolved; without one the request should not have got here. */
export function clientSessionOf(request: FastifyRequest): ClientSessionRecord {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

/** The request's language (Tripla-Locale), one of the five. */
export const localeOf = (request: FastifyRequest) => resolveLocale(request.headers[HEADERS.locale]);

/** The `Authorization` header as sent (a member's bearer, if any). */
export const authorizationOf = (request: FastifyRequest) => request.headers[HEADERS.authorization];

/** Nothing about a member, an organization or a stay may be stored on the way. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
