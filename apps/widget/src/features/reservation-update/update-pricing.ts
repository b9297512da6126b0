import { mostSpendable, type SpendingRules } from '@yadori/contract/point-spending.rules';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';
import { proofQuery } from '../payment/reservation-api.ts';
import type { UpdateRoom } from './update-api.ts';

/** The stay the guest asks for: new dates and the booked rooms kept, each with its new party. */
export interface RequestedChange {
  checkin: string;
  checkout: string;
  rooms: readonly UpdateRoom[];
}

/** One kept room's price for the new stay. */
export interface ChangedRoomPrice {
  roomIndex: number;
  totalPrice: number;
  tax: number;
}

/**
 * Prices the kept rooms for the new stay with the server (`GET /rooms/price`, one call per booked
 * room plan — the plan cannot change, spec section 6), with the reservation's codes, number and proof.
 * Throws the server's error (404 when the plan is not sold for the new stay).
 */
export async function priceChange(
  api: Pick<ApiClient, 'get'>,
  reservation: Reservation,
  change: RequestedChange,
  proof: ReservationProof,
): Promise<ChangedRoomPrice[]> {
  const groups = new Map<string, { kept: UpdateRoom; booked: Reservation['rooms'][number] }[]>();
  for (const kept of change.rooms) {
    const booked = reservation.rooms.find((room) => room.room_index === kept.room_index);
    if (!booked) throw new Error(`room ${kept.room_index} is not booked`);
    const group = groups.get(booked.room_plan_code) ?? [];
    group.push({ kept, booked });
    groups.set(booked.room_plan_code, group);
  }
  const answers = await Promise.all(
    [...groups].map(async ([planCode, rooms]) => {
      const query = {
        search_type: 'dated',
        checkin_date: change.checkin,
        checkout_date: change.checkout,
        rooms: JSON.stringify(
          rooms.map(({ kept, booked }) => ({
            checkin_date: change.checkin,
            checkout_date: change.checkout,
            adults: kept.adults,
            children: kept.children,
            kids_tiers: kept.kids_tiers,
            kids_age_range: kept.kids_age_range,
            adult_companion: booked.adult_companion,
            kid_tier_A_companion: booked.kid_tier_A_companion,
          })),
        ),
        room_count: rooms.length,
        room_plan_codes: [planCode],
        promo_code: reservation.promo_code ?? undefined,
        coupon_code: reservation.coupon_code ?? undefined,
        // With the proof, the nights the reservation holds count as free (the PUT releases them first).
        reservation_no: reservation.number,
        ...proofQuery(proof),
      };
      const body = await call(api, 'GET /book/hotels/:hotelId/rooms/price', {
        params: { hotelId: reservation.hotel_id },
        query,
      });
      return rooms.map(({ kept }, index): ChangedRoomPrice => {
        const offer = body.data.rooms[index];
        if (!offer) throw new Error(`no price for room ${kept.room_index}`);
        return { roomIndex: kept.room_index, totalPrice: offer.total_price, tax: offer.tax };
      });
    }),
  );
  return answers.flat().sort((a, b) => a.roomIndex - b.roomIndex);
}

/**
 * The total the guest is shown for the new stay (and sends as `total_price`): the kept rooms at their
 * new prices plus the booked extras, as the server adds them (the server's update keeps every extra).
 */
export function changedTotal(
  reservation: Pick<Reservation, 'extras_total'>,
  prices: readonly ChangedRoomPrice[],
): number {
  return prices.reduce((sum, price) => sum + price.totalPrice, 0) + reservation.extras_total;
}

/**
 * The points the changed stay keeps (spec §5 "an update re-computes them"), as the server re-computes
 * them for a change that names none: the booked points as far as the new total and the programme's
 * steps and minimum allow. None without `rules` (the member may no longer use the brand's points).
 * @example pointsAfterChange(5_000, 3_250, { increment: 100, minimum: 100 }) // 3200
 */
export function pointsAfterChange(booked: number, total: number, rules: SpendingRules | null): number {
  if (booked <= 0 || rules === null) return 0;
  return mostSpendable(rules, { available: booked, total });
}
