import { staffPromotionEndpoints as endpoints } from '@yadori/contract/endpoints/staff-promotions.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { staffSetupRoutes } from '../staff-accounts/staff-routes.service.ts';
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
  const { staff, forgetHotel } = staffSetupRoutes(app, { db, now, hotels });

  staff(endpoints.discounts, (principal, { params }) => discountsOf(db, principal, params.hotelId));

  staff(
    endpoints.createDiscount,
    (principal, { params, body }) => createDiscount(db, principal, params.hotelId, body, now()),
    { status: 201, after: forgetHotel },
  );

  staff(
    endpoints.updateDiscount,
    (principal, { params, body }) =>
      changeDiscount(db, principal, params.hotelId, params.discountId, body, now()),
    { after: forgetHotel },
  );

  staff(
    endpoints.deleteDiscount,
    (principal, { params }) => removeDiscount(db, principal, params.hotelId, params.discountId, now()),
    { after: forgetHotel },
  );

  staff(endpoints.promotionCodes, (principal, { params }) =>
    promotionCodesOf(db, principal, params.hotelId, now()),
  );

  staff(
    endpoints.createPromotionCode,
    (principal, { params, body }) => createPromotionCode(db, principal, params.hotelId, body, now()),
    { status: 201 },
  );

  staff(endpoints.updatePromotionCode, (principal, { params, body }) =>
    changePromotionCode(db, principal, params.hotelId, params.promotionCodeId, body, now()),
  );

  staff(endpoints.deletePromotionCode, (principal, { params }) =>
    removePromotionCode(db, principal, params.hotelId, params.promotionCodeId, now()),
  );

  staff(endpoints.taxBands, (principal, { params }) => taxBandsOf(db, principal, params.hotelId));

  staff(
    endpoints.replaceTaxBands,
    (principal, { params, body }) => replaceHotelTaxBands(db, principal, params.hotelId, body, now()),
    { after: forgetHotel },
  );
};
