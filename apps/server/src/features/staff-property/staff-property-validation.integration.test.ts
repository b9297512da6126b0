import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type BookingKit, bookingKitOn, simpleBody } from '../reservations/reservation-test-kit.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { asCodeTaken } from './staff-property.errors.ts';
import {
  asStaff,
  auditOf,
  hotelBody,
  type Json,
  planBody,
  policyBody,
  roomTypeBody,
} from './staff-property-test-kit.ts';

// Every body the set-up takes is checked against what its table accepts: a bad value is a 4xx naming
// the field, never a refused row (500). Codes are unique (409; 2101 for plans), and a room type or
// plan live reservations hold coming nights of stays on sale (2201 / 409).
const TOKYO = 1;
const base = `/staff/hotels/${TOKYO}`;

describe.each(testDatabaseKinds())('property set-up refusals (%s)', (kind) => {
  let t: TestApp;
  let kit: BookingKit;
  let staff: ReturnType<typeof asStaff>;
  let ids: { roomType: number; family: number; plan: number; policy: number };

  beforeAll(async () => {
    t = await createTestApp({ database: kind, hotelCacheTtlMs: 0 });
    kit = await bookingKitOn(t);
    staff = asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin' }));
    const types = (await staff('GET', `${base}/room_types`)).body.data;
    const plan = (await staff('GET', `${base}/plans`)).body.data.find((p: Json) => p.code === 'ROOM-ONLY');
    ids = {
      roomType: types.find((r: Json) => r.code === 'STD-DBL').id,
      family: types.find((r: Json) => r.code === 'FAMILY').id,
      plan: plan.id,
      policy: plan.cancellation_policy_id,
    };
  });
  afterAll(() => t?.close());

  /** The status and the fields named by a refusal. */
  async function refusal(method: 'POST' | 'PATCH', url: string, body: unknown) {
    const response = await staff(method, url, body);
    const error = response.body.errors?.[0];
    return { status: response.status, code: error?.code, fields: Object.keys(error?.details.fields ?? {}) };
  }

  it('answers malformed bodies of every write with 4xx in the error format, never 500', async () => {
    const writes: ['POST' | 'PATCH', string][] = [
      ['PATCH', '/staff/brand'],
      ['POST', '/staff/hotels'],
      ['PATCH', base],
      ['POST', `${base}/room_types`],
      ['PATCH', `${base}/room_types/${ids.roomType}`],
      ['POST', `${base}/plans`],
      ['PATCH', `${base}/plans/${ids.plan}`],
      ['POST', `${base}/cancellation_policies`],
      ['PATCH', `${base}/cancellation_policies/${ids.policy}`],
    ];
    const bodies: unknown[] = [
      {},
      [],
      'text',
      { name: 42 },
      { name: 'a\u0000b' },
      { code: '\ud800' },
      { unknown_field: true },
      { settings: { font: 'x\u0000' } },
      { capacity: 1e12, min_nights: -1, payment_methods: [] },
      { translations: [{ locale: 'xx', name: 'n', description: '' }] },
    ];
    for (const [method, url] of writes) {
      for (const body of bodies) {
        const response = await staff(method, url, body);
        expect(response.status, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(response.body.errors[0].details.base[0].error).toEqual(expect.any(String));
      }
    }
  });

  it('refuses each value its table would refuse, naming the field', async () => {
    const cases: [string, 'POST' | 'PATCH', string, object, string][] = [
      ['hotel code', 'POST', '/staff/hotels', { ...hotelBody('bad code!') }, 'code'],
      [
        'time zone',
        'POST',
        '/staff/hotels',
        { ...hotelBody('tz-hotel'), time_zone: 'Mars/Olympus' },
        'time_zone',
      ],
      ['offset zone', 'PATCH', base, { time_zone: '+09:00' }, 'time_zone'],
      ['phone', 'PATCH', base, { phone: 'call us' }, 'phone'],
      ['currency', 'POST', '/staff/hotels', { ...hotelBody('cur-hotel'), currency: 'GBP' }, 'currency'],
      ['fixed currency', 'PATCH', base, { currency: 'USD' }, 'body'],
      ['colour', 'PATCH', base, { settings: { button_colour: 'red' } }, 'settings.button_colour'],
      ['capacity', 'POST', `${base}/room_types`, { ...roomTypeBody('CAP'), capacity: 100 }, 'capacity'],
      ['min guests', 'POST', `${base}/room_types`, { ...roomTypeBody('MIN'), min_guests: 3 }, 'min_guests'],
      [
        'room size',
        'POST',
        `${base}/room_types`,
        { ...roomTypeBody('SZ'), size_square_meters: 0 },
        'size_square_meters',
      ],
      [
        'no-show',
        'POST',
        `${base}/cancellation_policies`,
        { ...policyBody('NS'), no_show_percentage_of_cost: 101 },
        'no_show_percentage_of_cost',
      ],
      [
        'cancel hour',
        'PATCH',
        `${base}/cancellation_policies/${ids.policy}`,
        { cancel_before_at: 24 },
        'cancel_before_at',
      ],
      [
        'same step twice',
        'POST',
        `${base}/cancellation_policies`,
        {
          ...policyBody('TW'),
          cancellation_policy_parts: [
            { days_before: 1, percentage_of_cost: 10 },
            { days_before: 1, percentage_of_cost: 20 },
          ],
        },
        'cancellation_policy_parts',
      ],
      ['deposit', 'PATCH', `${base}/plans/${ids.plan}`, { deposit_percent: 101 }, 'deposit_percent'],
      ['no payment', 'PATCH', `${base}/plans/${ids.plan}`, { payment_methods: [] }, 'payment_methods'],
      ['meal', 'PATCH', `${base}/plans/${ids.plan}`, { meals: ['brunch'] }, 'meals[0]'],
      ['deadline hour', 'PATCH', `${base}/plans/${ids.plan}`, { deadline_hour: 25 }, 'deadline_hour'],
      ['member label', 'PATCH', `${base}/plans/${ids.plan}`, { member_labels: ['gold'] }, 'member_labels[0]'],
      [
        'nights',
        'POST',
        `${base}/plans`,
        { ...planBody('N1', ids.policy, ids.roomType), min_nights: 3, max_nights: 2 },
        'max_nights',
      ],
      [
        'sale period',
        'POST',
        `${base}/plans`,
        {
          ...planBody('SP', ids.policy, ids.roomType),
          sale_starts_on: '2027-02-01',
          sale_ends_on: '2027-01-31',
        },
        'sale_ends_on',
      ],
      [
        'calendar date',
        'PATCH',
        `${base}/plans/${ids.plan}`,
        { stay_starts_on: '2027-02-30' },
        'stay_starts_on',
      ],
      [
        'child percentage',
        'POST',
        `${base}/plans`,
        {
          ...planBody('CH', ids.policy, ids.roomType),
          room_plans: [
            {
              room_type_id: ids.roomType,
              code: 'CH-RP',
              child_prices: [{ tier_code: 'B', price_type: 'percentage', value: 150 }],
            },
          ],
        },
        'room_plans[0].child_prices[0].value',
      ],
    ];
    for (const [what, method, url, body, field] of cases) {
      const answer = await refusal(method, url, body);
      expect(answer.status, what).toBe(400);
      expect(answer.fields, what).toContain(field);
    }
  });

  it('checks a PATCH merged into the stored row (422 naming the field)', async () => {
    // The stored plan's min_nights is 1: a max_nights of 0 alone passes the body's own check.
    const plan = await refusal('PATCH', `${base}/plans/${ids.plan}`, { max_nights: 0 });
    expect(plan).toMatchObject({ status: 422, fields: ['max_nights'] });
    await staff('PATCH', `${base}/room_types/${ids.family}`, { min_guests: 2 });
    const room = await refusal('PATCH', `${base}/room_types/${ids.family}`, { capacity: 1 });
    expect(room).toMatchObject({ status: 422, fields: ['min_guests'] });
    await staff('PATCH', `${base}/room_types/${ids.family}`, { min_guests: 1 });
  });

  it('refuses names of things the hotel does not have (422 naming the field)', async () => {
    const kyotoRoom = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from room_types where hotel_id = 2 limit 1`),
    )[0]!.id;
    const kyotoPolicy = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from cancellation_policies where hotel_id = 2 limit 1`),
    )[0]!.id;
    const plan = (roomPlans: object[], extra: object = {}) => ({
      ...planBody('REF', ids.policy, ids.roomType),
      room_plans: roomPlans,
      ...extra,
    });
    const cases: [object, string][] = [
      [plan([{ room_type_id: kyotoRoom, code: 'REF-RP' }]), 'room_plans[0].room_type_id'],
      [plan([], { cancellation_policy_id: kyotoPolicy }), 'cancellation_policy_id'],
      [plan([], { filter_ids: [999] }), 'filter_ids'],
      [
        plan([{ room_type_id: ids.roomType, code: 'REF-RP', inclusive_extra_ids: [999_999] }]),
        'room_plans[0].inclusive_extra_ids',
      ],
      [
        plan([
          {
            room_type_id: ids.roomType,
            code: 'REF-RP',
            child_prices: [{ tier_code: 'Z', price_type: 'fixed', value: 1000 }],
          },
        ]),
        'room_plans[0].child_prices[0].tier_code',
      ],
    ];
    for (const [body, field] of cases)
      expect(await refusal('POST', `${base}/plans`, body), field).toMatchObject({
        status: 422,
        fields: [field],
      });
    const filter = { id: 7, name: '禁煙', translations: [] };
    expect(
      await refusal('PATCH', base, { settings: { room_search_filters: [filter, filter] } }),
    ).toMatchObject({
      status: 422,
      fields: ['settings.room_search_filters'],
    });
    expect(await refusal('PATCH', `${base}/room_types/${ids.roomType}`, { filter_ids: [999] })).toMatchObject(
      { status: 422, fields: ['filter_ids'] },
    );
  });

  it('answers a taken code with 409, and 2101 for plan and room plan codes', async () => {
    expect(await refusal('POST', '/staff/hotels', hotelBody('hanami-kyoto'))).toEqual({
      status: 409,
      code: 409,
      fields: ['code'],
    });
    expect(await refusal('POST', `${base}/room_types`, roomTypeBody('STD-TWN'))).toEqual({
      status: 409,
      code: 409,
      fields: ['code'],
    });
    expect(await refusal('PATCH', `${base}/room_types/${ids.roomType}`, { code: 'STD-TWN' })).toEqual({
      status: 409,
      code: 409,
      fields: ['code'],
    });
    expect(await refusal('POST', `${base}/cancellation_policies`, policyBody('STANDARD'))).toMatchObject({
      status: 409,
      code: 409,
    });
    expect(await refusal('POST', `${base}/plans`, planBody('BREAKFAST', ids.policy, ids.roomType))).toEqual({
      status: 409,
      code: 2101,
      fields: ['code'],
    });
    expect(
      await refusal(
        'POST',
        `${base}/plans`,
        planBody('NEW-PLAN', ids.policy, ids.roomType, 'STD-DBL-BREAKFAST'),
      ),
    ).toEqual({
      status: 409,
      code: 2101,
      fields: ['room_plans[0].code'],
    });
    // A site-controller limited variant may share its ordinary plan's code, once.
    const limited = {
      ...planBody('BREAKFAST', ids.policy, ids.roomType),
      room_plans: [],
      site_controller_limited: true,
    };
    expect((await staff('POST', `${base}/plans`, limited)).status).toBe(201);
    expect(await refusal('POST', `${base}/plans`, { ...limited, code: 'ROOM-ONLY' })).toEqual({
      status: 409,
      code: 2101,
      fields: ['code'],
    });
  });

  it('keeps a room type and a plan live reservations hold coming nights of (2201 / 409)', async () => {
    const booked = await kit.post(await simpleBody(kit));
    expect(booked.status).toBe(201);
    expect(await refusal('PATCH', `${base}/room_types/${ids.roomType}`, { active: false })).toMatchObject({
      status: 409,
      code: 2201,
    });
    const deletion = await staff('DELETE', `${base}/room_types/${ids.roomType}`);
    expect(deletion.status).toBe(409);
    expect(deletion.body.errors[0]).toMatchObject({ code: 2201, details: { code: 2201 } });
    expect(await refusal('PATCH', `${base}/plans/${ids.plan}`, { active: false })).toMatchObject({
      status: 409,
      code: 409,
    });
    const plan = (await staff('GET', `${base}/plans`)).body.data.find((p: Json) => p.id === ids.plan);
    const withoutStdDbl = plan.room_plans
      .filter((rp: Json) => rp.room_type_id !== ids.roomType)
      .map(({ id: _id, ...rp }: Json) => rp);
    expect(await refusal('PATCH', `${base}/plans/${ids.plan}`, { room_plans: withoutStdDbl })).toMatchObject({
      status: 409,
      fields: ['room_plans'],
    });
    expect(
      (await staff('GET', `${base}/room_types`)).body.data.find((r: Json) => r.id === ids.roomType).active,
    ).toBe(true);

    // Once the stay is cancelled, the room type goes out of sale but stays for the stay that names it.
    await t.db.execute(sql`update reservations set status = 'cancelled', cancel_reason = 'hotel', cancelled_at = now()
      where number = ${booked.body.data.number}`);
    const removed = await staff('DELETE', `${base}/room_types/${ids.roomType}`);
    expect(removed.body.data).toEqual({ id: ids.roomType, outcome: 'deactivated' });
    const [open] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from room_inventory
        where room_type_id = ${ids.roomType} and stay_date >= ${kit.checkin}::date and not closed`),
    );
    expect(open!.n).toBe(0);
    const search = await kit.get(
      `/book/hotels/${TOKYO}/rooms?checkin_date=${kit.checkin}&checkout_date=${kit.checkout}&adults=2`,
    );
    expect(search.body.data.rooms.map((r: Json) => r.room_type_code)).not.toContain('STD-DBL');
    expect((await auditOf(t.db, 'room_type', ids.roomType)).at(-1)).toMatchObject({
      action: 'room_type.delete',
      before: { active: true },
      after: { active: false },
    });
  });
  it('answers a code a concurrent change took between the check and the write as taken, not 500', async () => {
    const duplicate = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => null,
        (error: unknown) => error,
      );
    const roomType = await duplicate(
      sql`insert into room_types (hotel_id, code, name, capacity) values (${TOKYO}, 'STD-TWN', 'x', 2)`,
    );
    expect(asCodeTaken(roomType)).toMatchObject({ status: 409, code: 409 });
    const roomPlan = await duplicate(sql`insert into room_plans (hotel_id, room_type_id, hotel_plan_id, code)
      select ${TOKYO}, ${ids.family}, id, 'STD-TWN-ROOM-ONLY' from hotel_plans
        where hotel_id = ${TOKYO} and code = 'ROOM-ONLY' and site_controller_limited`);
    expect(asCodeTaken(roomPlan)).toMatchObject({ status: 409, code: 2101 });
  });
});
