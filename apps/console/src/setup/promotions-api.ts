import type {
  StaffDiscount,
  StaffDiscountCreateBody,
  StaffDiscountPatchBody,
  StaffPromotionCode,
  StaffPromotionCodeCreateBody,
  StaffPromotionCodePatchBody,
  StaffTaxBand,
  StaffTaxBandView,
} from '@yadori/contract/staff-promotions.schema';
import { api } from '../lib/api.ts';

/**
 * The calls of the hotel's discounts, codes and tax bands (contract
 * `endpoints/staff-promotions.endpoints.ts`), typed by `import type` only: no Zod in the bundle.
 */

type Data<T> = { data: T };
const data = <T>(answer: Data<T>) => answer.data;
const ofHotel = (hotelId: number, rest: string) => `/hotels/${hotelId}${rest}`;

export type {
  StaffDiscount,
  StaffDiscountCreateBody,
  StaffPromotionCode,
  StaffPromotionCodeCreateBody,
  StaffTaxBandView,
};

export const promotionsApi = {
  discounts: (hotelId: number) =>
    api<Data<StaffDiscount[]>>('GET', ofHotel(hotelId, '/discounts')).then(data),
  createDiscount: (hotelId: number, body: StaffDiscountCreateBody) =>
    api<Data<StaffDiscount>>('POST', ofHotel(hotelId, '/discounts'), body).then(data),
  updateDiscount: (hotelId: number, id: number, body: StaffDiscountPatchBody) =>
    api<Data<StaffDiscount>>('PATCH', ofHotel(hotelId, `/discounts/${id}`), body).then(data),
  deleteDiscount: (hotelId: number, id: number) =>
    api<Data<{ id: number }>>('DELETE', ofHotel(hotelId, `/discounts/${id}`)).then(data),

  codes: (hotelId: number) =>
    api<Data<StaffPromotionCode[]>>('GET', ofHotel(hotelId, '/promotion_codes')).then(data),
  createCode: (hotelId: number, body: StaffPromotionCodeCreateBody) =>
    api<Data<StaffPromotionCode>>('POST', ofHotel(hotelId, '/promotion_codes'), body).then(data),
  updateCode: (hotelId: number, id: number, body: StaffPromotionCodePatchBody) =>
    api<Data<StaffPromotionCode>>('PATCH', ofHotel(hotelId, `/promotion_codes/${id}`), body).then(data),
  deleteCode: (hotelId: number, id: number) =>
    api<Data<{ id: number }>>('DELETE', ofHotel(hotelId, `/promotion_codes/${id}`)).then(data),

  taxBands: (hotelId: number) =>
    api<Data<StaffTaxBandView[]>>('GET', ofHotel(hotelId, '/accommodation_tax_bands')).then(data),
  replaceTaxBands: (hotelId: number, bands: StaffTaxBand[]) =>
    api<Data<StaffTaxBandView[]>>('PUT', ofHotel(hotelId, '/accommodation_tax_bands'), { bands }).then(data),
};
