import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  type Json,
  STD_DBL,
  simpleBody,
  TOKYO,
} from './reservation-test-kit.ts';

describe.each(testDatabaseKinds())('extras stock and code use, taken with the nights (%s)', (kind) => {
  let kit: BookingKit;
  beforeAll(async () => {
    kit = await bookingKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    return rowsOf<T>(await kit.t.db.execute(query))[0]!;
  }

  async function extraStock(code: string): Promise<{ id: number; inventory: number }> {
    const row = await one<{ id: number; inventory: number }>(sql`
      select e.id, x.inventory from extras e
        join extra_daily_inventory x on x.extra_id = e.id and x.service_date = ${kit.checkin}::date
        where e.hotel_id = ${TOKYO} and e.code = ${code}`);
    return { id: Number(row.id), inventory: Number(row.inventory) };
  }

  /** The body with `total_price` taken from the server's 409 (what the widget shows after a re-check). */
  async function priced(body: Json): Promise<Json> {
    const answer = await kit.post({ ...body, total_price: 0 });
    expect(answer.status).toBe(409);
    return { ...body, total_price: answer.body.errors[0].details.total_price };
  }

  it('takes the extra’s daily stock in the booking; the last unit goes to one booking only', async () => {
    const extra = await extraStock('BREAKFAST-ADD');
    const body = await priced(await simpleBody(kit, { extras: [{ extra_id: extra.id, quantity: 2 }] }));
    const booked = await kit.post(body);
    expect(booked.status).toBe(201);
    expect(booked.body.data.extras).toEqual([
      expect.objectContaining({ extra_id: extra.id, quantity: 2, service_date: kit.checkin }),
    ]);
    expect(booked.body.data.extras_total).toBeGreaterThan(0);
    expect(booked.body.data.total_price).toBe(booked.body.data.rooms_total + booked.body.data.extras_total);
    expect((await extraStock('BREAKFAST-ADD')).inventory).toBe(extra.inventory - 2);

    await kit.t.db.execute(
      sql`update extra_daily_inventory set inventory = 1 where extra_id = ${extra.id} and service_date = ${kit.checkin}::date`,
    );
    const last = await priced(await simpleBody(kit, { extras: [{ extra_id: extra.id, quantity: 1 }] }));
    const answers = await Promise.all([kit.post(last), kit.post(last), kit.post(last)]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].code).toBe(1105);
    }
    expect((await extraStock('BREAKFAST-ADD')).inventory).toBe(0);
  });

  it('counts a coupon use in the booking: at its limit, one booking gets it and the others 1500', async () => {
    await kit.t.db.execute(
      sql`update promotion_codes set usage_limit = used_count + 1 where hotel_id = ${TOKYO} and code = 'WELCOME10'`,
    );
    const body = await priced(await simpleBody(kit, { coupon_code: 'welcome10' }));
    const answers = await Promise.all([kit.post(body), kit.post(body), kit.post(body)]);
    const booked = answers.filter((a) => a.status === 201);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.body.data.coupon_code).toBe('welcome10');
    expect(booked[0]!.body.data.rooms[0].code_discount).toBeGreaterThan(0);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].code).toBe(1500);
    }
    const code = await one<{ used: number; limit: number }>(
      sql`select used_count as used, usage_limit as limit from promotion_codes where hotel_id = ${TOKYO} and code = 'WELCOME10'`,
    );
    expect(Number(code.used)).toBe(Number(code.limit));
  });

  it('prices a coupon on the server too: a client that left its discount out sees the price move', async () => {
    const plain = await simpleBody(kit);
    const withPromo = await kit.post({ ...plain, coupon_code: 'SAVE2000' });
    expect(withPromo.status).toBe(409);
    expect(withPromo.body.errors[0].details).toMatchObject({ code: 1103, reason: 'price_became_cheaper' });
    expect(STD_DBL.room_plan_code).toBe(plain.rooms[0].room_plan_code);
  });
});
