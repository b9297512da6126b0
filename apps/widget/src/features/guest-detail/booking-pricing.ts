import type { RoomPriceResponse } from '@yadori/contract/search.schema';
import type { ApiClient } from '../../api/api-client.ts';
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

/**
 * Prices every room of the booking with the server (`GET /rooms/price`, one call per room plan, each
 * with that plan's rooms as the search's room entries), with `couponCode` when given. Throws the
 * server's error: 404 when a plan can no longer be sold, 400 code 1500 for a refused coupon.
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
  const answers = await Promise.all(
    [...groups].map(async ([planCode, rooms]) => {
      const body = await api.get<RoomPriceResponse>(`/hotels/${details.hotelId}/rooms/price`, {
        ...details.searchParams,
        search_type: 'dated',
        checkin_date: details.checkin,
        checkout_date: details.checkout,
        rooms: JSON.stringify(roomEntriesForPricing(details, rooms)),
        room_count: rooms.length,
        room_plan_codes: [planCode],
        coupon_code: couponCode ?? undefined,
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
