import type { FastifyInstance } from 'fastify';
import type { ClientSessionRecord } from '../features/client-sessions/client-sessions.types.ts';
import type { HotelWithBrand } from '../features/hotels/hotels.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the Client-Session guard on /book routes. */
    clientSession: ClientSessionRecord | null;
    /** Set by the hotel scope hook on routes with a `:code` parameter. */
    hotel: HotelWithBrand | null;
  }
}

/** Declares the per-request slots the guards fill. */
export function decorateRequestContext(app: FastifyInstance): void {
  app.decorateRequest('clientSession', null);
  app.decorateRequest('hotel', null);
}
