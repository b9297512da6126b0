import { memberPointEndpoints as E } from '@yadori/contract/endpoints/points.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { GiftCodeProvider } from '../../platform/gift-codes/gift-code-provider.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { memberSessionErrors } from '../member-sessions/member-sessions.errors.ts';
import { requireMember } from '../member-sessions/member-sessions.service.ts';
import { exchangePoints } from './point-exchanges.ts';
import { memberPoints, pointExchangeList, pointsTimeline, toWireExchange } from './point-views.ts';

export interface MemberPointRoutesOptions {
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  giftCodes: GiftCodeProvider;
}

/**
 * A signed-in member's points under /book/hotels/{hotelId}/memberships/ (spec §7; register inside the
 * guarded /book scope): point, points_timeline, point_exchanges. The bearer session must be of the
 * hotel's brand (3402 otherwise); a hotel the client session may not see answers 404.
 */
export const memberPointRoutes: FastifyPluginAsyncZod<MemberPointRoutesOptions> = async (app, options) => {
  const { db, now, hotels, giftCodes } = options;

  const signedIn = async (request: FastifyRequest, hotelId: number) => {
    if (!request.clientSession) throw errors.invalidClientSession();
    const hotel = await hotels.visibleHotel(
      request.clientSession,
      hotelId,
      memberSessionErrors.hotelNotFound,
    );
    const member = await requireMember(db, {
      authorization: request.headers[HEADERS.authorization],
      brandId: hotel.brand.id,
      now: now(),
    });
    return { hotel, member, locale: resolveLocale(request.headers[HEADERS.locale]) };
  };
  // Every answer here is about one person's points.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, E.point, {}, async (request) => {
    const { member, locale } = await signedIn(request, request.params.hotelId);
    return { data: await memberPoints(db, { member, locale }) };
  });

  route(app, E.pointsTimeline, {}, async (request) => {
    const { member, locale } = await signedIn(request, request.params.hotelId);
    const { scope, page, per_page: perPage } = request.query;
    return pointsTimeline(db, { member, scope, page, perPage, locale });
  });

  route(app, E.pointExchanges, {}, async (request) => {
    const { member } = await signedIn(request, request.params.hotelId);
    const { page, per_page: perPage } = request.query;
    return pointExchangeList(db, { member, page, perPage });
  });

  route(app, E.createPointExchange, {}, async (request, reply) => {
    const { hotel, member } = await signedIn(request, request.params.hotelId);
    const { exchange, remaining } = await exchangePoints(
      { db, now, giftCodes },
      {
        member,
        amount: request.body.amount,
        exchangeType: request.body.exchange_type,
        requestKey: request.headers[HEADERS.idempotencyKey],
        partnerCode: hotel.brand.settings.hotel_brand_setting?.digico_partner_code ?? null,
      },
    );
    return reply.code(201).send({ data: { ...toWireExchange(exchange), remaining_point: remaining } });
  });
};
