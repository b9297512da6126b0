import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type {
  ClientSessionService,
  SessionResolution,
} from '../features/client-sessions/client-sessions.service.ts';
import { errors } from './app-error.ts';

const resolutions = new WeakMap<FastifyRequest, Promise<SessionResolution>>();

/**
 * The Client-Session of this request, looked up once per request: the rate limiter (to key by
 * session) and the guard both ask for it.
 */
export function resolveRequestSession(
  request: FastifyRequest,
  sessions: ClientSessionService,
): Promise<SessionResolution> {
  let resolution = resolutions.get(request);
  if (!resolution) {
    const header = request.headers[HEADERS.clientSession];
    resolution = sessions.resolve(Array.isArray(header) ? header[0] : header);
    resolutions.set(request, resolution);
  }
  return resolution;
}

/**
 * Hook for every /book route: no or unknown session → 401 `Invalid Client-Session`,
 * expired → 403 `IDP_EXPIRED` (the widget fetches a new one and retries).
 */
export function clientSessionGuard(sessions: ClientSessionService) {
  return async function guardClientSession(request: FastifyRequest): Promise<void> {
    const resolution = await resolveRequestSession(request, sessions);
    if (resolution.kind === 'unknown') throw errors.invalidClientSession();
    if (resolution.kind === 'expired') throw errors.idpExpired();
    request.clientSession = resolution.session;
  };
}
