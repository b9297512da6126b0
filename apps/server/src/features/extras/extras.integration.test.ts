import { extrasResponseSchema } from '@yadori/contract/extras.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraDailyInventory, extras } from '../../db/tables/extras.table.ts';
import { AppError } from '../../http/app-error.ts';
import { addDays, hotelToday } from '../../lib/hotel-time.ts';
import { DEMO_HOTEL_CLIENTS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { priceBookingExtras, releaseExtraInventory, takeExtraInventory } from './extras.service.ts';

const tokyo = DEMO_HOTELS.hanamiTokyo;

describe.each(testDatabaseKinds())('extras on %s', (database) => {
  let t: TestApp;
  let session: string;
  const today = hotelToday(new Date(), tokyo.timeZone);
  // A Saturday-to-Monday stay two to three weeks ahead: "other" extras have no stock on Sundays.
  const saturday = (() => {
    let d = addDays(today, 14);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
    return d;
  })();
  const sunday = addDays(saturday, 1);
  const monday = addDays(saturday, 2);

  beforeAll(async () => {
    t = await createTestApp({ database });
    session = await issueClientSession(t.app);
  }, 180_000);
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'client-session': session, ...headers } });

  async function extraId(code: string): Promise<number> {
    const [row] = await t.db
      .select({ id: extras.id })
      .from(extras)
      .where(and(eq(extras.hotelId, tokyo.id), eq(extras.code, code)));
    return row!.id;
  }

  it('lists the extras of the stay with localized names, bookable dates and prices with tax', async () => {
    const response = await get(
      `/book/hotels/${tokyo.id}/extras?checkin_date=${saturday}&checkout_date=${monday}`,
      { 'tripla-locale': 'ko' },
    );
    expect(response.statusCode).toBe(200);
    const { extras: list } = extrasResponseSchema.parse(response.json()).data;
    const drink = list.find((e) => e.code === 'WELCOME-DRINK')!;
    expect(drink).toMatchObject({ extra_type: 'generic', name: '웰컴 드링크', price: 800, tax: 72 });
    expect(drink.booking_available_dates).toEqual([saturday, sunday, monday]);
    const late = list.find((e) => e.code === 'LATE-CHECKOUT')!;
    expect(late.extra_type).toBe('other');
    expect(late.booking_available_dates).toEqual([saturday, monday]);
    expect(late.prices[0]).toEqual({ date: saturday, price: 3000, tax: 272, inventory: 5 });
  });

  it('refuses a reversed range and another hotel outside the session scope, in the caller language', async () => {
    const reversed = await get(
      `/book/hotels/${tokyo.id}/extras?checkin_date=${monday}&checkout_date=${saturday}`,
      {
        'tripla-locale': 'ja',
      },
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].details.base[0].error).toContain('チェックアウト日');
    const kyotoSession = await issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-kyoto']);
    const other = await t.app.inject({
      url: `/book/hotels/${tokyo.id}/extras`,
      headers: { 'client-session': kyotoSession },
    });
    expect(other.statusCode).toBe(404);
  });

  it('takes the daily stock of a booking atomically and never below zero', async () => {
    const id = await extraId('LATE-CHECKOUT');
    const hotel = { id: tokyo.id, timeZone: tokyo.timeZone, locale: 'ja' as const };
    const priced = await priceBookingExtras(
      t.db,
      hotel,
      [{ extra_id: id, quantity: 1, normalized_delivery_times: [{ delivered_at: monday, quantity: 1 }] }],
      { checkin: saturday, checkout: monday },
      new Date(),
    );
    expect(priced.total).toBe(3000);
    const lines = priced.extras.flatMap((e) => e.deliveries);
    // Five units on Monday: seven concurrent takes sell exactly five.
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, () => t.db.transaction((tx) => takeExtraInventory(tx, lines))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toBeInstanceOf(AppError);
    expect((refusal.reason as AppError).code).toBe(1105);
    const left = async () =>
      (
        await t.db
          .select({ n: extraDailyInventory.inventory })
          .from(extraDailyInventory)
          .where(and(eq(extraDailyInventory.extraId, id), eq(extraDailyInventory.serviceDate, monday)))
      )[0]!.n;
    expect(await left()).toBe(0);
    await t.db.transaction((tx) => releaseExtraInventory(tx, lines));
    expect(await left()).toBe(1);
  });

  it('a take that falls short on one day keeps nothing of the others', async () => {
    const drink = await extraId('WELCOME-DRINK');
    const late = await extraId('LATE-CHECKOUT');
    const before = await t.db
      .select()
      .from(extraDailyInventory)
      .where(eq(extraDailyInventory.extraId, drink));
    await expect(
      t.db.transaction((tx) =>
        takeExtraInventory(tx, [
          { extraId: drink, date: saturday, quantity: 2, unitPrice: 800, amount: 1600 },
          { extraId: late, date: sunday, quantity: 1, unitPrice: 3000, amount: 3000 },
        ]),
      ),
    ).rejects.toMatchObject({ code: 1105 });
    const after = await t.db.select().from(extraDailyInventory).where(eq(extraDailyInventory.extraId, drink));
    expect(after).toEqual(before);
  });
});
