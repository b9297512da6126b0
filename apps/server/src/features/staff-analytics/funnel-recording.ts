import { attributionSource, PREVIEW_TOKEN_HEADER } from '@yadori/contract/analytics.constants';
import type { AttributionInput } from '@yadori/contract/analytics.schema';
import { reservationEndpoints } from '@yadori/contract/endpoints/reservations.endpoints';
import { searchEndpoints } from '@yadori/contract/endpoints/search.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hotelToday } from '../../lib/hotel-time.ts';
import { loggableError } from '../../lib/safe-error.ts';
import type { CountedStep, FunnelCounter } from '../../platform/analytics/funnel-counter.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';

/** The /book routes the funnel counts, by method and route address (as `routeOptions.url` gives it). */
const COUNTED: Record<string, CountedStep> = {
  [`${searchEndpoints.rooms.method} ${searchEndpoints.rooms.path}`]: 'searches',
  [`${searchEndpoints.price.method} ${searchEndpoints.price.path}`]: 'selections',
  [`${reservationEndpoints.create.method} ${reservationEndpoints.create.path}`]: 'checkouts',
};

/** What a counted request will count once answered: known before its handler runs. */
interface Pending {
  step: CountedStep;
  hotelId: number;
  timeZone: string;
  source: string;
}

/** A query key's value as the search reads it: the first of repeated keys. */
const firstOf = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

/** A search asking for preview mode (`tripla_preview=true`). */
const isPreview = (request: FastifyRequest) =>
  firstOf((request.query as Record<string, unknown> | undefined)?.tripla_preview) === 'true';

/** The source a request counts under: the search's query, or the booking's attribution. */
function sourceOf(step: CountedStep, request: FastifyRequest): string {
  if (step === 'checkouts') {
    const attribution = (request.body as { attribution?: AttributionInput } | undefined)?.attribution;
    return attributionSource(attribution ?? {});
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  return attributionSource({
    metasearch_source: firstOf(query.metasearch_source),
    utm_source: firstOf(query.utm_source),
  });
}

/**
 * Counts the funnel's steps of the /book routes after their answers went out (decision 061), on the
 * instance whose hooks cover every /book route:
 * - searches: `GET /book/hotels/:hotelId/rooms` answered 200 (a kept answer too: the same search);
 * - selections: `GET …/rooms/price` answered 200;
 * - checkouts: `POST …/reservations` that the contract accepted, whatever it answered. "Accepted" is
 *   exactly "reached preHandler": the client session, the content type, the rate limit and the
 *   params, headers and body schemas all passed (their 401, 403, 415, 429 and 400 come before it),
 *   and the hotel sells and is the session's to book (else the handler's 404). A refusal after that
 *   (a price change, sold out, a declined card, a missing guest field, points needing sign-in) is
 *   still a guest who went to check out, so it counts; so does a retry of the same booking, which is
 *   another request. Bookings are not counted here: they are the reservations themselves.
 *
 * The hotel and source are found in a preHandler (the hotel from the catalogue's cache, which the
 * handler then reuses); onResponse only adds to the in-memory counter, so `funnel.flush()` right after
 * an answer sees it. Neither hook ever fails a request: a problem is logged and the step not counted.
 */
export function installFunnelRecording(
  app: FastifyInstance,
  deps: {
    hotels: HotelCatalogue;
    funnel: FunnelCounter;
    /** The app's clock (the hotel-local day a step counts on); the wall clock when not given. */
    now?: () => Date;
  },
): void {
  const { hotels, funnel } = deps;
  const now = deps.now ?? (() => new Date());
  const pending = new WeakMap<FastifyRequest, Pending>();
  // What sellingHotel throws for a hotel the session may not book: no step, and nothing to log.
  const notSelling = new Error('not a hotel this session may book');

  app.addHook('preHandler', async (request) => {
    const step = COUNTED[`${request.method} ${request.routeOptions.url}`];
    if (!step) return;
    // Staff previewing the hotel (decision 061) are not guests: their searches stay out of the funnel.
    if (request.headers[PREVIEW_TOKEN_HEADER] && isPreview(request)) return;
    try {
      const hotelId = (request.params as { hotelId?: unknown }).hotelId;
      if (typeof hotelId !== 'number') return;
      const hotel = await hotels
        .sellingHotel(request, hotelId, () => notSelling)
        .catch((error: unknown) => {
          if (error === notSelling) return null;
          throw error;
        });
      if (!hotel) return;
      pending.set(request, { step, hotelId, timeZone: hotel.timeZone, source: sourceOf(step, request) });
    } catch (error) {
      request.log.warn({ error: loggableError(error) }, 'funnel step not recorded');
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const counted = pending.get(request);
    if (!counted) return;
    try {
      if (counted.step !== 'checkouts' && reply.statusCode !== 200) return;
      funnel.count(counted.step, counted.hotelId, hotelToday(now(), counted.timeZone), counted.source);
    } catch (error) {
      request.log.warn({ error: loggableError(error) }, 'funnel step not counted');
    }
  });
}
