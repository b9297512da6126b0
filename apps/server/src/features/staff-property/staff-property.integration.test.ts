import { randomUUID } from 'node:crypto';
import { staffRoomTypeCreateBodySchema } from '@yadori/contract/staff-property.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { guest } from '../reservations/reservation-test-kit.ts';
import { tokyoDay } from '../search/search-test-kit.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { createRoomType } from './property-rooms.service.ts';
import {
  asStaff,
  auditOf,
  hotelBody,
  type Json,
  planBody,
  policyBody,
  roomTypeBody,
  stockNights,
} from './staff-property-test-kit.ts';

// A brand admin sets a hotel up from nothing through the console API, and a guest finds and books it
// through /book; the hotel cache is on (5 s, the default), so "at once" means the console's change
// reached the guest side past the cache.
describe.each(testDatabaseKinds())('a hotel set up in the console (%s)', (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof asStaff>;
  let session: string;
  const checkin = tokyoDay(12);
  const nights = [checkin, tokyoDay(13)];
  const checkout = tokyoDay(14);
  const ids = { hotel: 0, policy: 0, roomType: 0, plan: 0, roomPlan: 0 };

  const book = async (
    url: string,
    init: { method?: 'GET' | 'POST'; body?: object; locale?: string } = {},
  ) => {
    const response = await t.app.inject({
      method: init.method ?? 'GET',
      url,
      headers: {
        'client-session': session,
        'tripla-locale': init.locale ?? 'en',
        ...(init.method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(init.body ? { payload: init.body } : {}),
    });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const stay = `checkin_date=${checkin}&checkout_date=${checkout}`;
  const search = () => book(`/book/hotels/${ids.hotel}/rooms?${stay}&adults=2`);

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    staff = asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin' }));
    session = await issueClientSession(t.app);
  });
  afterAll(() => t?.close());

  it('creates the hotel, a policy, a room type and a plan, each audited', async () => {
    const hotel = await staff('POST', '/staff/hotels', {
      ...hotelBody('sakura-osaka'),
      time_zone: 'asia/tokyo',
    });
    expect(hotel.status).toBe(201);
    expect(hotel.headers['cache-control']).toBe('no-store');
    expect(hotel.body.data).toMatchObject({
      code: 'sakura-osaka',
      brand_id: 1,
      time_zone: 'Asia/Tokyo',
      active: true,
    });
    expect(hotel.body.data.settings.standalone_settings.page_title).toBe('さくらホテル大阪');
    ids.hotel = hotel.body.data.id;
    const base = `/staff/hotels/${ids.hotel}`;

    const policy = await staff('POST', `${base}/cancellation_policies`, policyBody('STD'));
    expect(policy.status).toBe(201);
    ids.policy = policy.body.data.id;

    const room = await staff('POST', `${base}/room_types`, roomTypeBody('TWIN'));
    expect(room.status).toBe(201);
    expect(room.body.data).toMatchObject({ code: 'TWIN', capacity: 2, min_guests: 1, active: true });
    ids.roomType = room.body.data.id;

    const plan = await staff(
      'POST',
      `${base}/plans`,
      planBody('ROOM-ONLY', ids.policy, ids.roomType, 'TWIN-RO'),
    );
    expect(plan.status).toBe(201);
    expect(plan.body.data).toMatchObject({
      code: 'ROOM-ONLY',
      min_nights: 1,
      deposit_percent: 100,
      visibility: 'all',
    });
    expect(plan.body.data.room_plans).toEqual([
      expect.objectContaining({
        room_type_id: ids.roomType,
        code: 'TWIN-RO',
        active: true,
        child_prices: [],
      }),
    ]);
    ids.plan = plan.body.data.id;
    ids.roomPlan = plan.body.data.room_plans[0].id;

    const listed = await staff('GET', '/staff/hotels');
    expect(listed.body.data.map((h: Json) => h.code)).toContain('sakura-osaka');
    expect((await staff('GET', `${base}/plans`)).body.data).toEqual([plan.body.data]);

    const created = await auditOf(t.db, 'hotel', ids.hotel);
    expect(created).toEqual([
      expect.objectContaining({ action: 'hotel.create', hotel_id: ids.hotel, before: null }),
    ]);
    expect(created[0]!.actor).toMatch(/@staff\.example$/);
    expect((await auditOf(t.db, 'hotel_plan', ids.plan))[0]!.after.room_plans[0].code).toBe('TWIN-RO');
  });

  it('is found and booked by a guest once it has rooms and rates', async () => {
    await stockNights(t.db, { roomTypeId: ids.roomType, roomPlanId: ids.roomPlan }, nights, {
      one: 9000,
      two: 12000,
    });
    const settings = await book('/book/hotels/sakura-osaka/settings/booking_widget');
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({
      hotel_id: ids.hotel,
      hotel_name: 'Sakura Hotel Osaka',
      currency: 'JPY',
    });

    const found = await search();
    expect(found.status).toBe(200);
    const room = found.body.data.rooms.find((r: Json) => r.room_type_code === 'TWIN');
    expect(room.room_type_name).toBe('Twin room');
    const offer = room.room_plan.find((p: Json) => p.room_plan_code === 'TWIN-RO');
    expect(offer.total_price).toBe(24_000);
    expect(offer.cancellation_policy.no_show_percentage_of_cost).toBe(100);

    const booked = await book(`/book/hotels/${ids.hotel}/reservations`, {
      method: 'POST',
      body: {
        checkin_date: checkin,
        checkout_date: checkout,
        rooms: [
          {
            room_type_code: 'TWIN',
            room_plan_code: 'TWIN-RO',
            adults: 2,
            sale_price: offer.total_price,
            tax: offer.tax,
          },
        ],
        guest,
        payment_method: 'on_site',
        total_price: offer.total_price,
        terms_accepted: true,
      },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ status: 'done', hotel_id: ids.hotel, total_price: 24_000 });
    const [row] = rowsOf<{ status: string; sold: number }>(
      await t.db.execute(sql`select r.status, (select sum(sold)::int from room_inventory where room_type_id = ${ids.roomType}) as sold
        from reservations r where r.number = ${booked.body.data.number}`),
    );
    expect(row).toEqual({ status: 'confirmed', sold: 2 });
  });

  it('shows the guest a renamed hotel and plan at once, past the hotel cache', async () => {
    const base = `/staff/hotels/${ids.hotel}`;
    // Both are in the cache now (the test above read them); a change must not wait for it to expire.
    const renamed = await staff('PATCH', base, {
      name_translations: [{ locale: 'en', name: 'Sakura Hotel Osaka Bay' }],
      settings: { button_colour: '#aa3355' },
    });
    expect(renamed.status).toBe(200);
    const settings = (await book('/book/hotels/sakura-osaka/settings/booking_widget')).body.data;
    expect(settings).toMatchObject({ hotel_name: 'Sakura Hotel Osaka Bay', button_colour: '#aa3355' });
    // The other settings blocks are kept.
    expect(settings.booking_widget_setting_attributes.supported_locales).toHaveLength(5);

    const plan = await staff('PATCH', `${base}/plans/${ids.plan}`, {
      translations: [{ locale: 'en', name: 'Room only, late check-out', description: '' }],
    });
    expect(plan.status).toBe(200);
    const offer = (await search()).body.data.rooms[0].room_plan[0];
    expect(offer.room_plan_name).toBe('Room only, late check-out');

    const audited = await auditOf(t.db, 'hotel', ids.hotel);
    expect(audited.at(-1)).toMatchObject({
      action: 'hotel.update',
      before: { name_translations: [{ locale: 'en', name: 'Sakura Hotel Osaka' }, expect.anything()] },
      after: { name_translations: [{ locale: 'en', name: 'Sakura Hotel Osaka Bay' }] },
    });
  });

  it('takes a room type out of sale for guests at once, and keeps a booked plan on sale', async () => {
    const base = `/staff/hotels/${ids.hotel}`;
    const spare = await staff('POST', `${base}/room_types`, { ...roomTypeBody('SPARE'), sort_order: -1 });
    await staff('PATCH', `${base}/plans/${ids.plan}`, {
      room_plans: [
        { room_type_id: ids.roomType, code: 'TWIN-RO' },
        { room_type_id: spare.body.data.id, code: 'SPARE-RO' },
      ],
    });
    const plan = (await staff('GET', `${base}/plans`)).body.data[0];
    const spareRoomPlan = plan.room_plans.find((rp: Json) => rp.code === 'SPARE-RO').id;
    await stockNights(t.db, { roomTypeId: spare.body.data.id, roomPlanId: spareRoomPlan }, nights, {
      one: 5000,
      two: 7000,
    });
    expect((await search()).body.data.rooms.map((r: Json) => r.room_type_code)).toEqual(['SPARE', 'TWIN']);

    const removed = await staff('DELETE', `${base}/room_types/${spare.body.data.id}`);
    expect(removed.body.data).toEqual({ id: spare.body.data.id, outcome: 'deleted' });
    expect((await search()).body.data.rooms.map((r: Json) => r.room_type_code)).toEqual(['TWIN']);

    // The guest's stay holds the plan's coming nights: switching it off would take its policy away.
    const off = await staff('PATCH', `${base}/plans/${ids.plan}`, { active: false });
    expect(off.status).toBe(409);
    expect((await search()).body.data.rooms).toHaveLength(1);
  });
  it('takes the same set-up from the CLI or a data file, audited as cli and kept to its brand', async () => {
    const input = staffRoomTypeCreateBodySchema.parse(roomTypeBody('LOADED'));
    const room = await createRoomType(t.db, { cli: true, brandId: 1 }, ids.hotel, input, new Date());
    expect(room).toMatchObject({ hotel_id: ids.hotel, code: 'LOADED', min_guests: 1 });
    const [entry] = await auditOf(t.db, 'room_type', room.id);
    expect(entry).toMatchObject({ action: 'room_type.create', actor: 'cli', hotel_id: ids.hotel });
    await expect(
      createRoomType(t.db, { cli: true, brandId: 2 }, ids.hotel, input, new Date()),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
