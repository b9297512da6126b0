import { ERROR_CODES } from '@yadori/contract/error-codes';
import type { ApiClient, QueryValue } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { roomEntriesForPricing } from '../booking-state/booking-from-selection.ts';
import type { BookingDetails, BookingRoom } from '../booking-state/booking-types.ts';

/** A room's price from the server. */
export interface RoomPrice {
  key: string;
  salePrice: number;
  tax: number;
  accommodationTax: number;
  roomPlanName: string;
  /** What the coupon (or promo code) took off this room. */
  codeDiscount: number;
}

/** Code parameters a plan the code does not cover is priced again without. */
const CODE_PARAMS = ['promo_code', 'google_promo_code', 'coupon_code'] as const;

/**
 * Prices every room of the booking with the server (`GET /rooms/price`, one call per room plan, each
 * with that plan's rooms as the search's room entries), with `couponCode` when given. A plan the code
 * does not apply to (2001) is priced without it, as the booking prices it (decision 021). Throws the
 * server's error: 404 when a plan can no longer be sold, 400 code 1500 for a refused coupon, 2001 when
 * the code applies to none of the plans.
 */
export async function priceBooking(
  api: Pick<ApiClient, 'get'>,
  details: BookingDetails,
  couponCode: string | null,
): Promise<RoomPrice[]> {
  const groups = new Map<string, BookingRoom[]>();
  for (const room of details.rooms) {
    const group = groups.get(room.roomPlanCode) ?? [];
    group.push(room);
    groups.set(room.roomPlanCode, group);
  }
  const refused: unknown[] = [];
  const answers = await Promise.all(
    [...groups].map(async ([planCode, rooms]) => {
      const query: Record<string, QueryValue> = {
        ...details.searchParams,
        search_type: 'dated',
        checkin_date: details.checkin,
        checkout_date: details.checkout,
        rooms: JSON.stringify(roomEntriesForPricing(details, rooms)),
        room_count: rooms.length,
        room_plan_codes: [planCode],
        coupon_code: couponCode ?? undefined,
      };
      const params = { hotelId: details.hotelId };
      const price = 'GET /book/hotels/:hotelId/rooms/price';
      const body = await call(api, price, { params, query }).catch((error: unknown) => {
        if (!isApiError(error) || error.code !== ERROR_CODES.promotionNotForPlan) throw error;
        refused.push(error);
        const uncoded = { ...query };
        for (const key of CODE_PARAMS) delete uncoded[key];
        return call(api, price, { params, query: uncoded });
      });
      return rooms.map((room, index): RoomPrice => {
        const offer = body.data.rooms[index];
        if (!offer) throw new Error(`no price for ${room.key}`);
        return {
          key: room.key,
          salePrice: offer.total_price,
          tax: offer.tax,
          accommodationTax: offer.accommodation_tax,
          roomPlanName: offer.room_plan_name,
          codeDiscount: offer.applied_code?.discount_amount ?? 0,
        };
      });
    }),
  );
  // The code fits none of the chosen plans: the guest is told where they entered it.
  if (refused.length === groups.size) throw refused[0];
  return answers.flat();
}

export const totalOf = (prices: readonly { salePrice: number }[]) =>
  prices.reduce((sum, price) => sum + price.salePrice, 0);

/** How a new price compares with the one the guest saw (spec section 8 "price became …"). */
export function priceMove(before: number, after: number): 'cheaper' | 'more-expensive' | null {
  if (after < before) return 'cheaper';
  if (after > before) return 'more-expensive';
  return null;
}
