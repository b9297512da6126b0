import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { offersOf, roomsParam, tokyoDay } from '../search/search-test-kit.ts';
import { createTestStaff, staffInject, type TestStaff } from '../staff-accounts/staff-test-kit.ts';
import { STAFF_RATES_TEXTS } from './staff-rates.texts.ts';
import {
  bulkEdit,
  datesOf,
  gridOf,
  type HotelIds,
  hotelIds,
  inventoryRows,
  KYOTO,
  quietDay,
  rateAudits,
  TOKYO,
  YAMABUKI,
} from './staff-rates-test-kit.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
type Json = any;

describe.each(testDatabaseKinds())('the console’s rates and availability (%s)', (kind) => {
  let t: TestApp;
  let ids: HotelIds;
  let session: string;
  let admin: TestStaff;
  let manager: TestStaff;
  let frontDesk: TestStaff;
  let kyotoManager: TestStaff;
  let stranger: TestStaff;

  beforeAll(async () => {
    // The app's own hotel cache: the guest search keeps its answers, and must still see every edit.
    t = await createTestApp({ database: kind });
    ids = await hotelIds(t.db, TOKYO);
    session = await issueClientSession(t.app);
    admin = await createTestStaff(t.db, { role: 'brand_admin' });
    manager = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
    frontDesk = await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] });
    kyotoManager = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [KYOTO] });
    stranger = await createTestStaff(t.db, { role: 'brand_admin', brandId: 2 });
  }, 180_000);
  afterAll(async () => t?.close());

  /** The guest's offers for a stay at Hanami Tokyo, through /book like the widget. */
  async function offers(checkin: string, nights: number, adults = 2): Promise<Json[]> {
    const url = `/book/hotels/${TOKYO}/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, nights)}&rooms=${roomsParam([{ adults }])}`;
    const response = await t.app.inject({ url, headers: { 'client-session': session } });
    expect(response.statusCode, response.body).toBe(200);
    return offersOf(response.json());
  }
  const planCodes = (list: Json[]) => list.map((offer) => offer.room_plan_code as string);

  it('reads the grid night by night: rooms, prices by adults, restrictions; a night without a row has no rooms', async () => {
    const from = quietDay(1, 10);
    const to = addDays(from, 13);
    const suite = ids.roomType('SUITE');
    const gone = addDays(from, 3);
    await t.db.execute(
      sql`delete from room_inventory where room_type_id = ${suite} and stay_date = ${gone}::date`,
    );
    const early = ids.hotelPlan('EARLY21');
    await t.db.execute(sql`insert into hotel_plan_closures (hotel_plan_id, stay_date, min_nights)
      values (${early}, ${addDays(from, 5)}::date, 3)
      on conflict (hotel_plan_id, stay_date) do update set min_nights = 3`);

    const { status, body } = await gridOf(t.app, manager.authorization, TOKYO, from, to);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ from, to });
    const types = rowsOf<{ code: string; capacity: number }>(
      await t.db.execute(
        sql`select code, capacity from room_types where hotel_id = ${TOKYO} order by sort_order, id`,
      ),
    );
    expect(body.data.room_types.map((type: Json) => [type.code, type.capacity])).toEqual(
      types.map((type) => [type.code, Number(type.capacity)]),
    );

    const stdDbl = body.data.room_types.find((type: Json) => type.code === 'STD-DBL');
    const stored = await inventoryRows(t.db, stdDbl.id, from, to);
    expect(stdDbl.nights.map((night: Json) => night.date)).toEqual(datesOf(from, to));
    for (const night of stdDbl.nights) expect(night).toEqual({ date: night.date, ...stored.get(night.date) });
    const suiteGone = body.data.room_types
      .find((type: Json) => type.code === 'SUITE')
      .nights.find((night: Json) => night.date === gone);
    expect(suiteGone).toEqual({ date: gone, allotment: 0, sold: 0, closed: false });

    const roomOnly = stdDbl.plans.find((plan: Json) => plan.code === 'STD-DBL-ROOM-ONLY');
    expect(roomOnly).toMatchObject({
      room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id,
      hotel_plan_id: ids.hotelPlan('ROOM-ONLY'),
      min_nights: 1,
      max_adults: 2,
    });
    const rates = rowsOf<{ date: string; adults: number; price: number }>(
      await t.db.execute(sql`select stay_date::text as date, adults, price from room_plan_rates
        where room_plan_id = ${roomOnly.room_plan_id} and stay_date between ${from}::date and ${to}::date`),
    );
    for (const night of roomOnly.nights) {
      const prices = Object.fromEntries(
        rates.filter((r) => r.date === night.date).map((r) => [String(r.adults), Number(r.price)]),
      );
      expect(Object.keys(prices)).toHaveLength(2);
      expect(night.prices).toEqual(prices);
      // The demo closes ROOM-ONLY to arrivals on Saturdays.
      expect(night.closed_to_arrival).toBe(new Date(`${night.date}T00:00:00Z`).getUTCDay() === 6);
      expect([night.closed, night.min_nights]).toEqual([false, null]);
    }
    const earlyNight = stdDbl.plans
      .find((plan: Json) => plan.code === 'STD-DBL-EARLY21')
      .nights.find((night: Json) => night.date === addDays(from, 5));
    expect(earlyNight).toMatchObject({ closed: false, closed_to_arrival: false, min_nights: 3 });

    expect((await gridOf(t.app, manager.authorization, TOKYO, from, addDays(from, 92))).status).toBe(200);
    for (const locale of ['en', 'ja', 'zh_Hans', 'zh_Hant', 'ko'] as const) {
      const tooLong = await staffInject(
        t.app,
        'GET',
        `/staff/hotels/${TOKYO}/rates?from=${from}&to=${addDays(from, 93)}`,
        { authorization: manager.authorization, locale },
      );
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.errors[0].details).toMatchObject({
        reason: 'too_many_nights',
        fields: { to: [STAFF_RATES_TEXTS[locale].gridTooLong] },
      });
    }
  });

  it('tells a room type’s capacity even when it has no room plan yet', async () => {
    const [planless] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into room_types (hotel_id, code, name, capacity, sort_order)
        values (${TOKYO}, 'NO-PLAN-YET', 'No plan yet', 5, 999) returning id`),
    );
    try {
      const from = quietDay(4, 20);
      const { status, body } = await gridOf(t.app, manager.authorization, TOKYO, from, addDays(from, 1));
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.room_types.find((type: Json) => type.code === 'NO-PLAN-YET')).toEqual({
        id: planless!.id,
        code: 'NO-PLAN-YET',
        name: 'No plan yet',
        capacity: 5,
        nights: datesOf(from, addDays(from, 1)).map((date) => ({
          date,
          allotment: 0,
          sold: 0,
          closed: false,
        })),
        plans: [],
      });
    } finally {
      await t.db.execute(sql`delete from room_types where id = ${planless!.id}`);
    }
  });

  it('edits a whole year of one room type (weekdays, allotment, prices, closures, minimum stays), audited once each, and the guest search sees it at once', async () => {
    const from = tokyoDay(1);
    const to = addDays(from, 364);
    const twin = ids.roomType('STD-TWN');
    const plan = ids.roomPlan('STD-TWN-BREAKFAST');
    const friday = quietDay(5, 30);
    const tuesday = quietDay(2, 30);
    const wednesday = quietDay(3, 30);
    // Asked twice before the edit: the second answer is a kept one (decision 051).
    for (let i = 0; i < 2; i += 1) {
      expect(planCodes(await offers(friday, 1))).toContain('STD-TWN-BREAKFAST');
      expect(planCodes(await offers(tuesday, 1))).toContain('STD-TWN-BREAKFAST');
    }
    const wednesdayBefore = await inventoryRows(t.db, twin, wednesday, wednesday);
    const auditsBefore = (await rateAudits(t.db, TOKYO)).length;

    const weekend = await bulkEdit(t.app, manager.authorization, TOKYO, {
      from,
      to,
      weekdays: [5, 6],
      room_type_id: twin,
      allotment: 40,
      room_plan_id: plan.id,
      prices: { '1': 11_100, '2': 22_200 },
      min_nights: 2,
    });
    const weekendDates = datesOf(from, to, [5, 6]);
    expect(weekend.status, JSON.stringify(weekend.body)).toBe(200);
    expect(weekend.body.data).toEqual({ from, to, nights: weekendDates.length, clamped_nights: [] });
    const tuesdays = await bulkEdit(t.app, manager.authorization, TOKYO, {
      from,
      to,
      weekdays: [2],
      room_type_id: twin,
      room_plan_id: plan.id,
      prices: { '1': null },
      plan_closed: true,
    });
    const tuesdayDates = datesOf(from, to, [2]);
    expect(tuesdays.status, JSON.stringify(tuesdays.body)).toBe(200);
    expect(tuesdays.body.data.nights).toBe(tuesdayDates.length);

    // Every night of the year as asked, and nothing else.
    const inventory = await inventoryRows(t.db, twin, from, to);
    for (const date of weekendDates) expect(inventory.get(date)?.allotment).toBe(40);
    expect(inventory.get(wednesday)).toEqual(wednesdayBefore.get(wednesday));
    const count = async (query: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: number }>(await t.db.execute(query))[0]!.n);
    const inRange = sql`stay_date between ${from}::date and ${to}::date`;
    expect(
      await count(sql`select count(*)::int as n from room_plan_rates where room_plan_id = ${plan.id}
        and ${inRange} and adults = 1 and price = 11100 and extract(dow from stay_date) in (5, 6)`),
    ).toBe(weekendDates.length);
    expect(
      await count(sql`select count(*)::int as n from room_plan_rates where room_plan_id = ${plan.id}
        and ${inRange} and adults = 2 and price = 22200`),
    ).toBe(weekendDates.length);
    expect(
      await count(sql`select count(*)::int as n from room_plan_rates where room_plan_id = ${plan.id}
        and ${inRange} and adults = 1 and extract(dow from stay_date) = 2`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from hotel_plan_closures where hotel_plan_id = ${plan.hotelPlanId}
        and ${inRange} and min_nights = 2 and not closed and not closed_to_arrival`),
    ).toBe(weekendDates.length);
    expect(
      await count(sql`select count(*)::int as n from hotel_plan_closures where hotel_plan_id = ${plan.hotelPlanId}
        and ${inRange} and closed and min_nights is null`),
    ).toBe(tuesdayDates.length);

    // The guest side, at once: one night from a Friday is too short, two are sold at the new price;
    // a Tuesday has no breakfast plan at all.
    expect(planCodes(await offers(friday, 1)).filter((code) => code.endsWith('-BREAKFAST'))).toEqual([]);
    const twoNights = (await offers(friday, 2)).find((o) => o.room_plan_code === 'STD-TWN-BREAKFAST');
    expect(twoNights?.nightly_prices.map((n: Json) => n.price)).toEqual([22_200, 22_200]);
    const soldMost = Math.max(inventory.get(friday)!.sold, inventory.get(addDays(friday, 1))!.sold);
    expect(twoNights?.room.room_count).toBe(40 - soldMost);
    expect(planCodes(await offers(tuesday, 1)).filter((code) => code.endsWith('-BREAKFAST'))).toEqual([]);

    // The grid shows it too.
    const grid = await gridOf(t.app, frontDesk.authorization, TOKYO, friday, addDays(friday, 4));
    const gridPlan = grid.body.data.room_types
      .find((type: Json) => type.id === twin)
      .plans.find((p: Json) => p.room_plan_id === plan.id);
    expect(gridPlan.nights[0]).toMatchObject({
      prices: { '1': 11_100, '2': 22_200 },
      closed: false,
      min_nights: 2,
    });
    expect(gridPlan.nights[4]).toMatchObject({ closed: true, min_nights: null });
    expect(Object.keys(gridPlan.nights[4].prices)).toEqual(['2']);

    // One audit entry per edit, with counts and the values set, not the rows.
    const audits = await rateAudits(t.db, TOKYO);
    expect(audits).toHaveLength(auditsBefore + 2);
    const [second, first] = audits.slice(0, 2).map((a) => ({
      ...a,
      before: JSON.parse(a.before),
      after: JSON.parse(a.after),
    })) as [Json, Json];
    expect(first).toMatchObject({
      actor: manager.email,
      entity_id: String(twin),
      before: { from, to, weekdays: [5, 6], nights: weekendDates.length, room_plan_id: plan.id },
      after: {
        set: { allotment: 40, prices: { '1': 11_100, '2': 22_200 }, min_nights: 2 },
        clamped_nights: [],
        room_type: { rows: weekendDates.length, allotment: 40 * weekendDates.length },
        prices: { '1': { nights: weekendDates.length, min: 11_100, max: 11_100 } },
        plan: { min_nights: weekendDates.length },
      },
    });
    expect(second.before.prices['1'].nights).toBe(tuesdayDates.length);
    expect(second.after).toMatchObject({
      set: { prices: { '1': null }, plan_closed: true },
      plan: { closed: tuesdayDates.length },
    });
    expect(second.after.prices['1']).toBeUndefined();
    expect([second.before.room_type, second.after.room_type]).toEqual([undefined, undefined]);
  }, 120_000);

  it('keeps hotel plan restrictions sparse: a night left restricting nothing has no row', async () => {
    const plan = ids.roomPlan('STD-TWN-BREAKFAST');
    const from = quietDay(1, 100);
    const to = addDays(from, 13);
    const thursday = addDays(from, 3);
    const restrictions = async () =>
      rowsOf<{ date: string; closed: boolean; closed_to_arrival: boolean; min_nights: number | null }>(
        await t.db.execute(sql`select stay_date::text as date, closed, closed_to_arrival, min_nights
          from hotel_plan_closures where hotel_plan_id = ${plan.hotelPlanId}
            and stay_date between ${from}::date and ${to}::date order by stay_date`),
      );
    const edit = async (body: object) => {
      const answer = await bulkEdit(t.app, admin.authorization, TOKYO, {
        room_type_id: plan.roomTypeId,
        room_plan_id: plan.id,
        ...body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    // The year's edit left Tuesdays closed and weekends with a minimum stay.
    expect((await restrictions()).length).toBe(datesOf(from, to, [2, 5, 6]).length);
    await edit({ from: thursday, to: thursday, closed_to_arrival: true, min_nights: 4 });
    await edit({ from, to, plan_closed: false, min_nights: null });
    expect(await restrictions()).toEqual([
      { date: thursday, closed: false, closed_to_arrival: true, min_nights: null },
    ]);
    await edit({ from: thursday, to: thursday, closed_to_arrival: false });
    expect(await restrictions()).toEqual([]);
    await edit({ from, to, plan_closed: false, closed_to_arrival: false });
    expect(await restrictions()).toEqual([]);
  });

  it('refuses an allotment below the rooms sold (409, the nights, nothing written) or clamps it to them', async () => {
    const dbl = ids.roomType('STD-DBL');
    const night = quietDay(3, 60);
    const to = addDays(night, 2);
    await t.db.execute(sql`update room_inventory set allotment = 20,
        sold = case when stay_date = ${night}::date then 4 when stay_date = ${addDays(night, 1)}::date then 1 else 0 end
      where room_type_id = ${dbl} and stay_date between ${night}::date and ${to}::date`);
    const audits = (await rateAudits(t.db, TOKYO)).length;

    for (const locale of ['en', 'ja', 'ko'] as const) {
      const refused = await staffInject(t.app, 'POST', `/staff/hotels/${TOKYO}/rates/bulk`, {
        authorization: manager.authorization,
        locale,
        body: { from: night, to, room_type_id: dbl, allotment: 2, room_closed: true },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].details).toMatchObject({
        reason: 'below_sold',
        nights: [night],
        base: [{ error: STAFF_RATES_TEXTS[locale].belowSold }],
      });
    }
    const untouched = await inventoryRows(t.db, dbl, night, to);
    expect([...untouched.values()]).toEqual([
      { allotment: 20, sold: 4, closed: false },
      { allotment: 20, sold: 1, closed: false },
      { allotment: 20, sold: 0, closed: false },
    ]);
    expect(await rateAudits(t.db, TOKYO)).toHaveLength(audits);

    const clamped = await bulkEdit(t.app, manager.authorization, TOKYO, {
      from: night,
      to,
      room_type_id: dbl,
      allotment: 2,
      below_sold: 'clamp',
    });
    expect(clamped.status, JSON.stringify(clamped.body)).toBe(200);
    expect(clamped.body.data).toEqual({ from: night, to, nights: 3, clamped_nights: [night] });
    const after = await inventoryRows(t.db, dbl, night, to);
    expect([...after.values()].map((row) => row.allotment)).toEqual([4, 2, 2]);
    expect(JSON.parse((await rateAudits(t.db, TOKYO))[0]!.after)).toMatchObject({
      below_sold: 'clamp',
      clamped_nights: [night],
      room_type: { allotment: 8, sold: 5 },
    });

    // A night without a row gets one: the allotment given, or none but closed.
    const bare = addDays(night, 3);
    await t.db.execute(sql`delete from room_inventory where room_type_id = ${dbl}
      and stay_date between ${bare}::date and ${addDays(bare, 1)}::date`);
    await bulkEdit(t.app, manager.authorization, TOKYO, {
      from: bare,
      to: bare,
      room_type_id: dbl,
      allotment: 5,
    });
    await bulkEdit(t.app, manager.authorization, TOKYO, {
      from: addDays(bare, 1),
      to: addDays(bare, 1),
      room_type_id: dbl,
      room_closed: true,
    });
    expect([...(await inventoryRows(t.db, dbl, bare, addDays(bare, 1))).values()]).toEqual([
      { allotment: 5, sold: 0, closed: false },
      { allotment: 0, sold: 0, closed: true },
    ]);
  });

  it('lets each role do what the matrix says: front desk reads only, other hotels and brands are not found', async () => {
    const date = quietDay(4, 200);
    const yamabukiType = Number(
      rowsOf<{ id: number }>(
        await t.db.execute(sql`select min(id) as id from room_types where hotel_id = ${YAMABUKI}`),
      )[0]!.id,
    );
    const bodyFor = (hotelId: number) => ({
      from: date,
      to: date,
      room_type_id: hotelId === YAMABUKI ? yamabukiType : ids.roomType('FAMILY'),
      room_closed: false,
    });
    const cases: [string, TestStaff, number, number, number][] = [
      ['a brand admin', admin, TOKYO, 200, 200],
      ['a manager of the hotel', manager, TOKYO, 200, 200],
      ['front desk of the hotel', frontDesk, TOKYO, 200, 403],
      ['a manager of another hotel of the brand', kyotoManager, TOKYO, 404, 404],
      ['front desk, at a hotel not named for it', frontDesk, KYOTO, 404, 404],
      ['a brand admin, at a hotel of another brand', stranger, TOKYO, 404, 404],
      ['a brand admin of the other brand, at home', stranger, YAMABUKI, 200, 200],
      ['a brand admin, at no such hotel', admin, 999_999, 404, 404],
    ];
    const audits = (await rateAudits(t.db, TOKYO)).length;
    for (const [name, staff, hotelId, gridStatus, bulkStatus] of cases) {
      const grid = await gridOf(t.app, staff.authorization, hotelId, date, date);
      expect(grid.status, `${name}: grid`).toBe(gridStatus);
      const bulk = await bulkEdit(t.app, staff.authorization, hotelId, bodyFor(hotelId));
      expect(bulk.status, `${name}: bulk`).toBe(bulkStatus);
      for (const answer of [grid, bulk]) {
        if (answer.status !== 200) expect(answer.body.errors[0].status, name).toBe(answer.status);
        expect(answer.headers['cache-control'], name).toBe('no-store');
      }
    }
    // Only the two allowed edits at Tokyo were written.
    expect(await rateAudits(t.db, TOKYO)).toHaveLength(audits + 2);
    for (const authorization of [undefined, 'Bearer not-a-live-session-token-0000']) {
      const grid = await staffInject(t.app, 'GET', `/staff/hotels/${TOKYO}/rates?from=${date}&to=${date}`, {
        authorization,
      });
      const bulk = await staffInject(t.app, 'POST', `/staff/hotels/${TOKYO}/rates/bulk`, {
        authorization,
        body: bodyFor(TOKYO),
      });
      expect([grid.status, bulk.status]).toEqual([401, 401]);
    }
  });

  it('answers malformed requests with 400 or 422 in the error format, never 500', async () => {
    const date = quietDay(4, 200);
    const dbl = ids.roomType('STD-DBL');
    const base = { from: date, to: date, room_type_id: dbl };
    const kyotoType = Number(
      rowsOf<{ id: number }>(
        await t.db.execute(sql`select min(id) as id from room_types where hotel_id = ${KYOTO}`),
      )[0]!.id,
    );
    const bodies: [unknown, number][] = [
      [{}, 400],
      [[], 400],
      [null, 400],
      [{ ...base }, 400],
      [{ ...base, allotment: -1 }, 400],
      [{ ...base, allotment: 1.5 }, 400],
      [{ ...base, allotment: '5' }, 400],
      [{ ...base, allotment: 1e9 }, 400],
      [{ ...base, room_closed: 'yes' }, 400],
      [{ ...base, from: '2026-02-30', room_closed: true }, 400],
      [{ ...base, from: 'tomorrow', room_closed: true }, 400],
      [{ ...base, to: addDays(date, -1), room_closed: true }, 400],
      [{ ...base, weekdays: [7], room_closed: true }, 400],
      [{ ...base, weekdays: [], room_closed: true }, 400],
      [{ ...base, weekdays: [1, 1], room_closed: true }, 400],
      [{ ...base, weekdays: '1', room_closed: true }, 400],
      [{ ...base, room_type_id: 0, room_closed: true }, 400],
      [{ ...base, room_type_id: 2 ** 40, room_closed: true }, 400],
      [{ ...base, room_type_id: '1', room_closed: true }, 400],
      [{ ...base, prices: { '2': 1000 } }, 400],
      [{ ...base, plan_closed: true }, 400],
      [{ ...base, min_nights: null }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: {} }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: { '0': 1 } }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: { '01': 1 } }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: { two: 1 } }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: { '2': -1 } }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: { '2': 1e12 } }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: { '2': '1000' } }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, min_nights: 0 }, 400],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, min_nights: 366 }, 400],
      [{ ...base, room_closed: true, below_sold: 'maybe' }, 400],
      [{ ...base, room_closed: true, allotmnet: 3 }, 400],
      [{ ...base, to: addDays(date, 366), room_closed: false }, 422],
      [{ ...base, weekdays: [(new Date(`${date}T00:00:00Z`).getUTCDay() + 1) % 7], room_closed: true }, 422],
      [{ ...base, room_type_id: kyotoType, room_closed: true }, 422],
      [{ ...base, room_type_id: 2_000_000_000, room_closed: true }, 422],
      [{ ...base, room_plan_id: ids.roomPlan('STD-TWN-ROOM-ONLY').id, plan_closed: false }, 422],
      [{ ...base, room_plan_id: ids.roomPlan('STD-DBL-ROOM-ONLY').id, prices: { '3': 1000 } }, 422],
    ];
    for (const [body, expected] of bodies) {
      const answer = await bulkEdit(t.app, admin.authorization, TOKYO, body);
      expect(answer.status, JSON.stringify(body)).toBe(expected);
      if (expected !== 200) {
        expect(answer.body.errors[0], JSON.stringify(body)).toMatchObject({ status: expected });
        expect(answer.body.errors[0].details.base[0].error).toEqual(expect.any(String));
      }
    }
    const raw = [
      { payload: '{"from": ', type: 'application/json' },
      { payload: 'from=2026-01-01', type: 'application/x-www-form-urlencoded' },
      { payload: 'x', type: 'text/plain' },
    ];
    for (const { payload, type } of raw) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/staff/hotels/${TOKYO}/rates/bulk`,
        headers: { authorization: admin.authorization, 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
    const queries = [
      `/staff/hotels/${TOKYO}/rates`,
      `/staff/hotels/${TOKYO}/rates?from=${date}`,
      `/staff/hotels/${TOKYO}/rates?from=${date}&to=someday`,
      `/staff/hotels/${TOKYO}/rates?from=${date}&to=${addDays(date, -1)}`,
      `/staff/hotels/${TOKYO}/rates?from[]=${date}&to=${date}`,
      `/staff/hotels/tokyo/rates?from=${date}&to=${date}`,
      `/staff/hotels/0/rates?from=${date}&to=${date}`,
      `/staff/hotels/99999999999/rates?from=${date}&to=${date}`,
    ];
    for (const url of queries) {
      const answer = await staffInject(t.app, 'GET', url, { authorization: admin.authorization });
      expect(answer.status, url).toBe(400);
      expect(answer.body.errors[0].status, url).toBe(400);
    }
  });
});
