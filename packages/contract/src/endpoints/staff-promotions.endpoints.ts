import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  staffDiscountCreateBodySchema,
  staffDiscountDeleteResponseSchema,
  staffDiscountParamsSchema,
  staffDiscountPatchBodySchema,
  staffDiscountResponseSchema,
  staffDiscountsResponseSchema,
  staffPromotionCodeCreateBodySchema,
  staffPromotionCodeDeleteResponseSchema,
  staffPromotionCodeParamsSchema,
  staffPromotionCodePatchBodySchema,
  staffPromotionCodeResponseSchema,
  staffPromotionCodesResponseSchema,
  staffTaxBandsBodySchema,
  staffTaxBandsResponseSchema,
} from '../staff-promotions.schema.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';

const tags = ['staff'];
const security = [{ staffToken: [] }] as const;
const hotelPath = '/staff/hotels/:hotelId';

/**
 * The console's discounts, promotion codes and accommodation tax bands of a hotel (issue 17): read
 * with `hotel.read`, changed with `hotel.configure`; 404 for a hotel outside the account's brand or
 * named hotels; every change is audited and reaches guests' searches and bookings at once.
 */
export const staffPromotionEndpoints = {
  discounts: defineEndpoint({
    method: 'GET',
    path: `${hotelPath}/discounts`,
    summary: "The hotel's own discounts (special and rounding)",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffDiscountsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createDiscount: defineEndpoint({
    method: 'POST',
    path: `${hotelPath}/discounts`,
    summary: 'Add a discount (422 when its plan is not one of the hotel)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffDiscountCreateBodySchema,
    responses: { 201: staffDiscountResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  updateDiscount: defineEndpoint({
    method: 'PATCH',
    path: `${hotelPath}/discounts/:discountId`,
    summary: 'Change a discount; the merged discount is checked as a whole',
    tags,
    security,
    params: staffDiscountParamsSchema,
    body: staffDiscountPatchBodySchema,
    responses: { 200: staffDiscountResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  deleteDiscount: defineEndpoint({
    method: 'DELETE',
    path: `${hotelPath}/discounts/:discountId`,
    summary: 'Remove a discount (booked stays keep the prices they were sold at)',
    tags,
    security,
    params: staffDiscountParamsSchema,
    responses: { 200: staffDiscountDeleteResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  promotionCodes: defineEndpoint({
    method: 'GET',
    path: `${hotelPath}/promotion_codes`,
    summary: "The hotel's promo codes and coupons, with their uses so far and where each stands today",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffPromotionCodesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createPromotionCode: defineEndpoint({
    method: 'POST',
    path: `${hotelPath}/promotion_codes`,
    summary:
      'Add a promo code or coupon (409 when the hotel has one of that type with the code, in any case)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffPromotionCodeCreateBodySchema,
    responses: { 201: staffPromotionCodeResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  updatePromotionCode: defineEndpoint({
    method: 'PATCH',
    path: `${hotelPath}/promotion_codes/:promotionCodeId`,
    summary:
      'Change a code, or deactivate it with {active: false}; a used code keeps its code and type, and its limit stays at or above its uses',
    tags,
    security,
    params: staffPromotionCodeParamsSchema,
    body: staffPromotionCodePatchBodySchema,
    responses: { 200: staffPromotionCodeResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  deletePromotionCode: defineEndpoint({
    method: 'DELETE',
    path: `${hotelPath}/promotion_codes/:promotionCodeId`,
    summary: 'Remove a code no booking has used (409 once used: deactivate it instead)',
    tags,
    security,
    params: staffPromotionCodeParamsSchema,
    responses: { 200: staffPromotionCodeDeleteResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  taxBands: defineEndpoint({
    method: 'GET',
    path: `${hotelPath}/accommodation_tax_bands`,
    summary: "The hotel's accommodation tax bands, lowest first",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffTaxBandsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  replaceTaxBands: defineEndpoint({
    method: 'PUT',
    path: `${hotelPath}/accommodation_tax_bands`,
    summary:
      'Replace the whole list of accommodation tax bands (no two starting at the same price; empty: no tax)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffTaxBandsBodySchema,
    responses: { 200: staffTaxBandsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
