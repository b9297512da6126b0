import { staffPromotionEndpoints as endpoints } from '@yadori/contract/endpoints/staff-promotions.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import { changeDiscount, createDiscount, discountsOf, removeDiscount } from './staff-discounts.service.ts';
import {
  changePromotionCode,
  createPromotionCode,
  promotionCodesOf,
  removePromotionCode,
} from './staff-promotion-codes.service.ts';
import { replaceHotelTaxBands, taxBandsOf } from './staff-tax-bands.service.ts';

/**
 * The console's discounts, promotion codes and accommodation tax bands (register with the prefix
 * `/staff`). Discounts and tax bands are part of the hotel's catalogue, so this instance's hotel cache
 * forgets the hotel after they change; codes are read by every search, so they need nothing.
 */
export const staffPromotionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  // Nothing of the console is stored on the way, refusals included.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const staff = (request: FastifyRequest) => requireStaff(db, request, now());

  route(app, endpoints.discounts, {}, async (request) => ({
    data: await discountsOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.createDiscount, {}, async (request, reply) => {
    const { hotelId } = request.params;
    const data = await createDiscount(db, await staff(request), hotelId, request.body, now());
    hotels.forget(hotelId);
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updateDiscount, {}, async (request) => {
    const { hotelId, discountId } = request.params;
    const data = await changeDiscount(db, await staff(request), hotelId, discountId, request.body, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.deleteDiscount, {}, async (request) => {
    const { hotelId, discountId } = request.params;
    const data = await removeDiscount(db, await staff(request), hotelId, discountId, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.promotionCodes, {}, async (request) => ({
    data: await promotionCodesOf(db, await staff(request), request.params.hotelId, now()),
  }));

  route(app, endpoints.createPromotionCode, {}, async (request, reply) => {
    const data = await createPromotionCode(
      db,
      await staff(request),
      request.params.hotelId,
      request.body,
      now(),
    );
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updatePromotionCode, {}, async (request) => {
    const { hotelId, promotionCodeId } = request.params;
    const principal = await staff(request);
    return { data: await changePromotionCode(db, principal, hotelId, promotionCodeId, request.body, now()) };
  });

  route(app, endpoints.deletePromotionCode, {}, async (request) => {
    const { hotelId, promotionCodeId } = request.params;
    return { data: await removePromotionCode(db, await staff(request), hotelId, promotionCodeId, now()) };
  });

  route(app, endpoints.taxBands, {}, async (request) => ({
    data: await taxBandsOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.replaceTaxBands, {}, async (request) => {
    const { hotelId } = request.params;
    const data = await replaceHotelTaxBands(db, await staff(request), hotelId, request.body, now());
    hotels.forget(hotelId);
    return { data };
  });
};
