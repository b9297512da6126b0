import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  inventoryOf,
  leaveRooms,
  STD_DBL,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';

describe.each(testDatabaseKinds())(
  'update mode: the reservation being changed counts its own nights as free (%s)',
  (database) => {
    let kit: BookingKit;
    let number: string;
    let bypassToken: string;

    beforeAll(async () => {
      kit = await bookingKit(database);
      // One room left on both nights; the guest books it, so the nights are sold out for everyone else.
      for (const night of [kit.checkin, tokyoDayAfter(kit.checkin, 1)])
        await leaveRooms(kit.t.db, 'STD-DBL', night, 1);
      const booked = await kit.post(await simpleBody(kit));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      number = booked.body.data.number;
      bypassToken = booked.body.data.bypass_token;
      expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(
        (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).allotment,
      );
    }, 180_000);
    afterAll(async () => kit?.close());

    /** /rooms/price for the booked plan on the booked dates with three adults (another party). */
    const price = (extra: string) =>
      kit.get(
        `/book/hotels/${TOKYO}/rooms/price?rooms=${encodeURIComponent(JSON.stringify([{ adults: 1 }]))}` +
          `&checkin_date=${kit.checkin}&checkout_date=${kit.checkout}&room_plan_codes=${STD_DBL.room_plan_code}${extra}`,
      );
    const stdDblOffered = async (extra: string) => {
      const { status, body } = await kit.get(
        `/book/hotels/${TOKYO}/rooms?rooms=${encodeURIComponent(JSON.stringify([{ adults: 1 }]))}` +
          `&checkin_date=${kit.checkin}&checkout_date=${kit.checkout}${extra}`,
      );
      expect(status).toBe(200);
      return (body.data.rooms as { room_type_code: string }[]).some((r) => r.room_type_code === 'STD-DBL');
    };

    it('with the bypass token or the email, the held room is offered and priced', async () => {
      expect(await stdDblOffered(`&reservation_no=${number}&bypass_token=${bypassToken}`)).toBe(true);
      expect(await stdDblOffered(`&reservation_no=${number}&email=${encodeURIComponent(guest.email)}`)).toBe(
        true,
      );
      const priced = await price(`&reservation_no=${number}&bypass_token=${bypassToken}`);
      expect(priced.status, JSON.stringify(priced.body)).toBe(200);
      expect(priced.body.data.total_price).toBeGreaterThan(0);
    });

    it('without proof, with a wrong proof or a guessed number, the night stays sold out', async () => {
      expect(await stdDblOffered('')).toBe(false);
      expect(await stdDblOffered(`&reservation_no=${number}`)).toBe(false);
      expect(await stdDblOffered(`&reservation_no=${number}&bypass_token=not-the-token`)).toBe(false);
      expect(await stdDblOffered(`&reservation_no=${number}&email=someone@example.com`)).toBe(false);
      expect(await stdDblOffered(`&reservation_no=ZZZZZZZZZZ&bypass_token=${bypassToken}`)).toBe(false);
      expect((await price(`&reservation_no=${number}&bypass_token=wrong`)).status).not.toBe(200);
    });

    it('a coupon at its limit stays usable for the reservation that took its last use', async () => {
      await kit.t.db.execute(
        sql`update promotion_codes set usage_limit = used_count + 1 where hotel_id = ${TOKYO} and code = 'WELCOME10'`,
      );
      const week = tokyoDayAfter(kit.checkin, 7);
      const later = { ...kit, checkin: week, checkout: tokyoDayAfter(week, 2) };
      const body = await simpleBody(later, { coupon_code: 'welcome10' });
      const quote = await kit.post({ ...body, total_price: 0 });
      expect(quote.status).toBe(409);
      const booked = await kit.post({ ...body, total_price: quote.body.errors[0].details.total_price });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const search = (extra: string) =>
        kit.get(
          `/book/hotels/${TOKYO}/rooms?rooms=${encodeURIComponent(JSON.stringify([{ adults: 2 }]))}` +
            `&checkin_date=${later.checkin}&checkout_date=${later.checkout}&coupon_code=welcome10${extra}`,
        );
      // Everyone else: the limit is reached (1500). The booking being changed: its own use is not counted.
      const others = await search('');
      expect(others.status).toBe(400);
      expect(JSON.stringify(others.body)).toContain('1500');
      expect((await search(`&reservation_no=${number}&bypass_token=${bypassToken}`)).status).toBe(400);
      const own = await search(
        `&reservation_no=${booked.body.data.number}&bypass_token=${booked.body.data.bypass_token}`,
      );
      expect(own.status, JSON.stringify(own.body)).toBe(200);
    });

    it('a cancelled reservation frees nothing more than its nights already did', async () => {
      const cancelled = await kit.t.app.inject({
        method: 'PUT',
        url: `/book/hotels/${TOKYO}/reservations/${number}/cancel?bypass_token=${bypassToken}`,
        headers: { 'client-session': kit.session },
        payload: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // One room is free again for everyone; the cancelled reservation adds no phantom second room.
      const twoRooms = (extra: string) =>
        kit.get(
          `/book/hotels/${TOKYO}/rooms/price?rooms=${encodeURIComponent(JSON.stringify([{ adults: 1 }, { adults: 1 }]))}` +
            `&checkin_date=${kit.checkin}&checkout_date=${kit.checkout}&room_plan_codes=${STD_DBL.room_plan_code}${extra}`,
        );
      expect((await price('')).status).toBe(200);
      expect((await twoRooms('')).status).toBe(404);
      expect((await twoRooms(`&reservation_no=${number}&bypass_token=${bypassToken}`)).status).toBe(404);
    });
  },
);
