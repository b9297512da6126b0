import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestDatabaseKind } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKitOn,
  inventoryOf,
  type Json,
  STD_DBL,
  shownPrice,
  simpleBody,
  TOKYO,
} from '../reservations/reservation-test-kit.ts';

export interface UpdateKit extends BookingKit {
  /** Sets the app's clock (null: the real one). */
  setClock(at: Date | null): void;
  /** Books STD-DBL ROOM-ONLY (one room of two adults unless `rooms` says otherwise). */
  book(overrides?: Record<string, unknown>): Promise<Json>;
  /** The total /rooms/price shows for STD-DBL ROOM-ONLY and these parties. */
  price(rooms: object[], checkin: string, checkout: string, couponCode?: string): Promise<number>;
  put(path: string, query: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  settings(number: string, query: string, headers?: Record<string, string>): Promise<Answer>;
  /** `sold` of STD-DBL on each date. */
  sold(dates: string[]): Promise<number[]>;
}

export interface Answer {
  status: number;
  body: Json;
}

export async function updateKit(kind: TestDatabaseKind): Promise<UpdateKit> {
  let clock: Date | null = null;
  const t = await createTestApp({ database: kind, hotelCacheTtlMs: 0, now: () => clock ?? new Date() });
  const kit = await bookingKitOn(t);
  const request = async (method: 'GET' | 'PUT', url: string, body?: unknown, headers = {}) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { 'client-session': kit.session, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const priceWithCoupon = async (rooms: object[], checkin: string, checkout: string, coupon: string) => {
    const query = new URLSearchParams({
      rooms: JSON.stringify(rooms),
      checkin_date: checkin,
      checkout_date: checkout,
      room_plan_codes: STD_DBL.room_plan_code,
      coupon_code: coupon,
    });
    const { status, body } = await kit.get(`/book/hotels/${TOKYO}/rooms/price?${query}`);
    if (status !== 200) throw new Error(`price refused: ${status} ${JSON.stringify(body)}`);
    return body.data.total_price as number;
  };
  return {
    ...kit,
    setClock(at) {
      clock = at;
    },
    async book(overrides = {}) {
      const rooms = (overrides.rooms as object[] | undefined) ?? [{ adults: 2 }];
      const checkin = (overrides.checkin_date as string | undefined) ?? kit.checkin;
      const checkout = (overrides.checkout_date as string | undefined) ?? kit.checkout;
      const coupon = overrides.coupon_code as string | undefined;
      const total = coupon
        ? { total_price: await priceWithCoupon(rooms, checkin, checkout, coupon) }
        : await shownPrice(kit, STD_DBL.room_plan_code, rooms, checkin, checkout);
      const body = await simpleBody(kit, {
        ...overrides,
        checkin_date: checkin,
        checkout_date: checkout,
        rooms: rooms.map((r) => ({ ...STD_DBL, ...r })),
        total_price: total.total_price,
      });
      const { status, body: answer } = await kit.post(body);
      if (status !== 201) throw new Error(`booking refused: ${status} ${JSON.stringify(answer)}`);
      return answer.data;
    },
    async price(rooms, checkin, checkout, couponCode) {
      if (couponCode) return priceWithCoupon(rooms, checkin, checkout, couponCode);
      return (await shownPrice(kit, STD_DBL.room_plan_code, rooms, checkin, checkout)).total_price;
    },
    put: (path, query, body, headers) =>
      request('PUT', `/book/hotels/${TOKYO}/reservations/${path}?${query}`, body, headers),
    settings: (number, query, headers) =>
      request(
        'GET',
        `/book/hotels/${TOKYO}/reservations/${number}/update_settings?${query}`,
        undefined,
        headers,
      ),
    async sold(dates) {
      return Promise.all(dates.map(async (d) => (await inventoryOf(t.db, 'STD-DBL', d)).sold));
    },
  };
}

export const byToken = (token: string) => `bypass_token=${encodeURIComponent(token)}`;
export const byEmail = (email: string) => `email=${encodeURIComponent(email)}`;

/** The PUT body of a one-room, two-adult booking (as `book()` makes it) on these dates at `total`. */
export function stayBody(checkin: string, checkout: string, total: number): Json {
  return {
    version: 1,
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [{ room_index: 0, adults: 2 }],
    total_price: total,
  };
}

/** A one-room, two-adult booking on the kit's dates sent back unchanged. */
export function unchangedStay(kit: BookingKit, booked: Json): Json {
  return stayBody(kit.checkin, kit.checkout, booked.total_price);
}

/**
 * The caller may not change the booking, for `reason`: update_settings says so, and a PUT of the stay
 * as booked (so only the caller's rights decide) is refused with 422 not_updatable.
 */
export async function expectNotUpdatable(
  kit: UpdateKit,
  booked: Json,
  query: string,
  headers: Record<string, string>,
  reason: string,
): Promise<void> {
  const settings = await kit.settings(booked.number, query, headers);
  expect(settings.status).toBe(200);
  expect(settings.body.data).toMatchObject({ updatable: false, reason });
  const put = await kit.put(booked.number, query, unchangedStay(kit, booked), headers);
  expect(put.status).toBe(422);
  expect(put.body.errors[0].details).toMatchObject({ code: 'not_updatable', reason });
}

/** A reservation's row fields the tests compare (version, dates, totals, token hash). */
export async function reservationState(db: Db, number: string): Promise<Json> {
  const result = await db.execute(sql`
    select version, checkin_date::text as checkin, checkout_date::text as checkout, total_price, status,
           bypass_token_hash, amount_due_now, remaining_amount,
           (select count(*)::int from reservation_rooms r where r.reservation_id = reservations.id) as rooms,
           (select count(*)::int from reservation_room_nights n where n.reservation_id = reservations.id) as nights
      from reservations where number = ${number}`);
  return rowsOf(result)[0];
}

export async function changesOf(db: Db, number: string): Promise<Json[]> {
  const result = await db.execute(sql`
    select kind, actor, price_before, price_after, before, after from reservation_changes
      where reservation_id = (select id from reservations where number = ${number}) order by id`);
  return rowsOf(result);
}
