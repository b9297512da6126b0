import { noticeEndpoints } from '@yadori/contract/endpoints/notices.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { guestNotices } from './notices.service.ts';

/**
 * GET /book/hotels/:hotelId/notices (decision 061; register inside the guarded /book scope). The
 * answer depends on the member session behind Authorization: it is stored nowhere on the way.
 */
export const noticeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  route(app, noticeEndpoints.list, {}, async (request, reply) => {
    noStore(reply);
    if (!request.clientSession) throw errors.invalidClientSession();
    const { placement, segment_ids, icon_message_id } = request.query;
    return {
      data: {
        notices: await guestNotices(db, hotels, {
          scope: request.clientSession,
          hotelId: request.params.hotelId,
          placement,
          segmentIds: segment_ids,
          iconMessageId: icon_message_id,
          authorization: request.headers.authorization,
          locale: resolveLocale(request.headers[HEADERS.locale]),
          now: now(),
        }),
      },
    };
  });
};
