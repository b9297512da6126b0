import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { databaseError } from '../../lib/safe-error.ts';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_PROMOTION_TEXTS, type StaffPromotionTexts } from './staff-promotions.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof StaffPromotionTexts,
  field?: string,
) =>
  new CatalogTextError(
    status,
    code,
    title,
    STAFF_PROMOTION_TEXTS,
    text,
    field === undefined ? {} : { field },
  );

const unprocessable = (text: keyof StaffPromotionTexts, field: string) =>
  refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, text, field);

/** Refusals of the console's discounts, promotion codes and tax bands, each in five languages. */
export const staffPromotionErrors = {
  discountNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'discountNotFound'),
  promotionCodeNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'promotionCodeNotFound'),
  /** 409 on `code`: the hotel has a code of this type spelt the same. */
  promotionCodeTaken: () => refusal(409, 409, ERROR_TITLES.conflict, 'promotionCodeTaken', 'code'),
  /** 409 on `field` (code or code_type): bookings name the code. */
  promotionCodeFixedOnceUsed: (field: string) =>
    refusal(409, 409, ERROR_TITLES.conflict, 'promotionCodeFixedOnceUsed', field),
  /** 409: a used code is deactivated, never deleted. */
  promotionCodeUsed: () => refusal(409, 409, ERROR_TITLES.conflict, 'promotionCodeUsed'),
  usageLimitBelowUses: () => unprocessable('usageLimitBelowUses', 'usage_limit'),
  percentageOnly: () => unprocessable('percentageOnly', 'kind'),
  unknownPlan: (field: string) => unprocessable('unknownPlan', field),
};

/** `error` as the 409 of the code a concurrent write took first (the unique constraint), else as it is. */
export function asCodeTaken(error: unknown): unknown {
  const failure = databaseError(error);
  return failure?.code === '23505' && failure.constraint === 'promotion_codes_hotel_type_code_unique'
    ? staffPromotionErrors.promotionCodeTaken()
    : error;
}
