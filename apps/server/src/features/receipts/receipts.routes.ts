import { reservationEndpoints } from '@yadori/contract/endpoints/reservations.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import {
  createLookupLimiter,
  createMemoryLookupStore,
  type LookupLimiter,
} from '../../http/rate-limit/lookup-limit.ts';
import { route } from '../../http/route.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { reservationErrors } from '../reservations/reservations.errors.ts';
import { keepDrawnReceipts, type RenderReceipt } from './kept-receipts.ts';
import { issueReceipt } from './receipt.service.ts';
import { sharedReceiptRenderPool } from './receipt-render-pool.ts';

let kept: RenderReceipt | undefined;
/** The process's render threads, each distinct receipt drawn once; shared as the pool is. */
function sharedKeptReceipts(): RenderReceipt {
  kept ??= keepDrawnReceipts((header, page) => sharedReceiptRenderPool().render(header, page));
  return kept;
}

export interface ReceiptRoutesOptions {
  db: Db;
  now: () => Date;
  /** The app's hotel catalogue (hotel rows and catalogues from its one cache). */
  hotels: HotelCatalogue;
  /** Failed lookups slow down (shared with the reservation lookups); a memory one by default. */
  lookupLimiter?: LookupLimiter;
  /**
   * Draws one receipt as a PDF; by default on the process's render threads (receipt-render-pool.ts),
   * each distinct receipt once (kept-receipts.ts).
   */
  render?: RenderReceipt;
}

/** `GET /hotels/{hotelId}/reservations/{number}/receipt` (register inside the guarded /book scope). */
export const receiptRoutes: FastifyPluginAsyncZod<ReceiptRoutesOptions> = async (app, options) => {
  const { db, now, hotels } = options;
  const limiter = options.lookupLimiter ?? createLookupLimiter({ store: createMemoryLookupStore(), now });
  const render = options.render ?? sharedKeptReceipts();

  route(app, reservationEndpoints.receipt, {}, async (request, reply) => {
    const { hotelId, number } = request.params;
    const file = await limiter.guard(
      request,
      { number, email: request.query.email, bypassToken: request.query.bypass_token },
      async () => {
        const hotel = await hotels.sellingHotel(request, hotelId, reservationErrors.hotelNotFound);
        return issueReceipt(
          { db, now, catalogOf: hotels.catalogOf, render },
          { hotel, number, query: request.query },
        );
      },
    );
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        // A file, not JSON: the 200 answer has no schema (errors do), so the typed reply needs a cast.
        .send(file.body as never)
    );
  });
};
