import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKitOn,
  type Json,
  simpleBody,
} from '../reservations/reservation-test-kit.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { asStaff } from '../staff-property/staff-property-test-kit.ts';

// A search answer names only the extras guests may choose: one staff switched off leaves `extras` and
// `extra_inventories` at once and comes back at once when switched on again, with the hotel cache and
// the kept answers on (decision 051) as in production. A stay that took it still reads it.
const TOKYO = 1;

describe.each(testDatabaseKinds())('search answers and switched-off extras (%s)', (kind) => {
  let kit: BookingKit;
  let staff: ReturnType<typeof asStaff>;
  const extrasUrl = `/staff/hotels/${TOKYO}/extras`;

  beforeAll(async () => {
    // An hour: only the console's own forgetting can make a search see the switch before it expires.
    kit = await bookingKitOn(await createTestApp({ database: kind, hotelCacheTtlMs: 3_600_000 }));
    staff = asStaff(kit.t.app, await createTestStaff(kit.t.db, { role: 'hotel_manager', hotelIds: [TOKYO] }));
  }, 180_000);
  afterAll(() => kit?.close());

  /** The extras and stock a signed-out rooms or plan search names (a search whose answer is kept). */
  async function searched(type: 'rooms' | 'plan') {
    const answer = await kit.get(
      `/book/hotels/${TOKYO}/rooms?checkin_date=${kit.checkin}&checkout_date=${kit.checkout}&adults=2&type=${type}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return {
      ids: (answer.body.data.extras as Json[]).map((e) => e.id as number),
      stock: new Map((answer.body.data.extra_inventories as Json[]).map((i) => [i.extra_id, i.inventory])),
    };
  }

  it('leaves a switched-off extra out of extras and extra_inventories, and lists it again once switched on', async () => {
    const created = await staff('POST', extrasUrl, {
      code: 'LANTERN-WALK',
      extra_type: 'generic',
      name: '提灯散歩',
      translations: [{ locale: 'en', name: 'Lantern walk', description: '' }],
      price: 3000,
      max_quantity: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const extra = created.body.data.id as number;
    const stock = await staff('POST', `${extrasUrl}/${extra}/stock`, {
      from: kit.checkin,
      to: kit.checkout,
      inventory: 5,
    });
    expect(stock.status, JSON.stringify(stock.body)).toBe(200);

    for (const type of ['rooms', 'plan'] as const) {
      const on = await searched(type);
      expect(on.ids).toContain(extra);
      expect(on.stock.get(extra)).toBe(5);
    }
    // A stay takes it before it is switched off.
    const body = await simpleBody(kit, { extras: [{ extra_id: extra, quantity: 1 }] });
    const asked = await kit.post({ ...body, total_price: 0 });
    const booked = await kit.post({ ...body, total_price: asked.body.errors[0].details.total_price });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    expect((await staff('PATCH', `${extrasUrl}/${extra}`, { active: false })).status).toBe(200);
    for (const type of ['rooms', 'plan'] as const) {
      const off = await searched(type);
      expect(off.ids).not.toContain(extra);
      expect(off.stock.has(extra)).toBe(false);
      // The hotel's other extras are still named, with their stock.
      expect(off.ids.length).toBeGreaterThan(0);
      expect([...off.stock.keys()]).toEqual(off.ids);
    }
    // The stay keeps it, named as it was booked.
    const { number, bypass_token: token } = booked.body.data;
    const read = await kit.get(
      `/book/hotels/${TOKYO}/reservations/${number}?bypass_token=${encodeURIComponent(token)}`,
    );
    expect(read.body.data.extras).toEqual([
      expect.objectContaining({ extra_id: extra, name: 'Lantern walk', quantity: 1 }),
    ]);

    expect((await staff('PATCH', `${extrasUrl}/${extra}`, { active: true })).status).toBe(200);
    for (const type of ['rooms', 'plan'] as const) {
      const back = await searched(type);
      expect(back.ids).toContain(extra);
      expect(back.stock.get(extra)).toBe(4);
    }
  });
});
