import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import type { Db } from '../../db/database.ts';
import type { CodeRule } from './pricing.ts';
import { searchErrors } from './search.errors.ts';
import { findPromotionCode, type PromotionCodeRow } from './search.repository.ts';

export interface ResolvedCode {
  rule: CodeRule;
  /** Plans the code applies to; empty: every plan. */
  hotelPlanIds: number[];
}

/**
 * Why a code cannot be used today, or null when it can (spec section 5: invalid, expired, limit
 * reached; percentage-only hotels refuse amount codes). A code staff switched off is refused as one
 * that does not exist, whatever its period or uses.
 */
export function codeRefusal(
  row: PromotionCodeRow | null,
  today: string,
  percentageOnly: boolean,
):
  | 'search.couponInvalid'
  | 'search.couponExpired'
  | 'search.couponLimitReached'
  | 'search.couponPercentageOnly'
  | null {
  if (!row || row.deactivatedAt !== null || today < row.validFrom) return 'search.couponInvalid';
  if (today > row.validUntil) return 'search.couponExpired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'search.couponLimitReached';
  if (percentageOnly && row.kind !== 'percentage') return 'search.couponPercentageOnly';
  return null;
}

async function resolveOne(
  db: Db,
  hotel: { id: number; settings: HotelSettings },
  codeType: 'promo' | 'coupon',
  code: string,
  today: string,
  ownUseOf: number | null,
): Promise<ResolvedCode> {
  const field = codeType === 'promo' ? 'promo_code' : 'coupon_code';
  if (codeType === 'coupon' && !hotel.settings.coupon_active)
    throw searchErrors.coupon('search.couponInvalid', field);
  const trimmed = code.trim();
  const row = /^[A-Za-z0-9_-]{1,64}$/.test(trimmed)
    ? await findPromotionCode(db, hotel.id, codeType, trimmed)
    : null;
  // A reservation being changed keeps the use of the code it already took: it is not counted twice.
  const counted = row && row.id === ownUseOf ? { ...row, usedCount: Math.max(row.usedCount - 1, 0) } : row;
  const refusal = codeRefusal(counted, today, hotel.settings.percentage_coupon_discount_only);
  if (refusal || !row) throw searchErrors.coupon(refusal ?? 'search.couponInvalid', field);
  return {
    rule: { codeType, code: row.code, kind: row.kind, value: row.value, firstNNights: row.firstNNights },
    hotelPlanIds: row.hotelPlanIds,
  };
}

/**
 * Checks the promo code and coupon of a search (1500 with the reason when one cannot be used) and
 * returns the one to apply: the coupon when both are given. `ownUseOf`: the code id a reservation
 * being changed already holds (update mode), whose own use does not count against the limit.
 */
export async function resolveCodes(
  db: Db,
  hotel: { id: number; settings: HotelSettings },
  input: { promoCode?: string; couponCode?: string; ownUseOf?: number | null },
  today: string,
): Promise<ResolvedCode | null> {
  const own = input.ownUseOf ?? null;
  const promo = input.promoCode ? await resolveOne(db, hotel, 'promo', input.promoCode, today, own) : null;
  const coupon = input.couponCode
    ? await resolveOne(db, hotel, 'coupon', input.couponCode, today, own)
    : null;
  return coupon ?? promo;
}
