import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
} from '../reservations/reservation-test-kit.ts';
import { codeUseRefusal, takeCodeUse } from '../reservations/reservations.repository.ts';
import { offersOf, roomsParam } from '../search/search-test-kit.ts';
import { createTestStaff, staffInject } from '../staff-accounts/staff-test-kit.ts';

/** A console call as `who` (a test account's `Bearer …`, or none). */
function asStaff(app: FastifyInstance, who: { authorization: string } | null) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    staffInject(app, method, url, {
      ...(who ? { authorization: who.authorization } : {}),
      ...(body === undefined ? {} : { body }),
    });
}

// The console's discounts, codes and tax bands against the guest side: what staff create is what
// guests' searches and bookings apply, exactly like the seed's own.
const KYOTO = 2;
const base = `/staff/hotels/${TOKYO}`;

const couponBody = (code: string, extra: object = {}) => ({
  code_type: 'coupon',
  code,
  name_translations: [{ locale: 'en', name: 'Console coupon' }],
  kind: 'percentage',
  value: 20,
  valid_from: '2020-01-01',
  valid_until: '2099-12-31',
  ...extra,
});

type Caller = 'admin' | 'manager' | 'otherManager' | 'frontDesk' | 'stranger' | 'nobody';

describe.each(testDatabaseKinds())('discounts, codes and tax bands from the console (%s)', (kind) => {
  let kit: BookingKit;
  let manager: ReturnType<typeof asStaff>;
  let as: Record<Caller, ReturnType<typeof asStaff>>;
  let roomOnlyPlan: number;

  beforeAll(async () => {
    kit = await bookingKit(kind);
    const db = kit.t.db;
    const app = kit.t.app;
    manager = asStaff(app, await createTestStaff(db, { role: 'hotel_manager', hotelIds: [TOKYO] }));
    as = {
      admin: asStaff(app, await createTestStaff(db, { role: 'brand_admin' })),
      manager,
      otherManager: asStaff(app, await createTestStaff(db, { role: 'hotel_manager', hotelIds: [KYOTO] })),
      frontDesk: asStaff(app, await createTestStaff(db, { role: 'front_desk', hotelIds: [TOKYO] })),
      stranger: asStaff(app, await createTestStaff(db, { role: 'brand_admin', brandId: 2 })),
      nobody: asStaff(app, null),
    };
    const plans = (await manager('GET', `${base}/plans`)).body.data as Json[];
    roomOnlyPlan = plans.find((plan) => plan.code === 'ROOM-ONLY').id;
  }, 180_000);
  afterAll(async () => kit?.close());

  /** The STD-DBL ROOM-ONLY offer for two adults on the kit's nights, with the extra query. */
  async function offer(extra = ''): Promise<{ status: number; body: Json; offer: Json }> {
    const { status, body } = await kit.get(
      `/book/hotels/${TOKYO}/rooms?checkin_date=${kit.checkin}&checkout_date=${kit.checkout}&rooms=${roomsParam([{ adults: 2 }])}&room_plan_codes=${STD_DBL.room_plan_code}${extra}`,
    );
    return { status, body, offer: status === 200 ? offersOf(body)[0] : null };
  }

  async function auditActions(entityType: string, entityId: number): Promise<string[]> {
    const rows = rowsOf<{ action: string }>(
      await kit.t.db.execute(sql`select action from staff_audit_log
        where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`),
    );
    return rows.map((row) => row.action);
  }

  it('a coupon made in the console is priced and booked by guests, counted, then deactivated and refused', async () => {
    const created = await manager('POST', `${base}/promotion_codes`, couponBody('console-20'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const code = created.body.data;
    expect(code).toMatchObject({ code: 'CONSOLE-20', used_count: 0, status: 'active' });

    // Guests type it in any case; the search applies 20 % to the stay.
    const plain = await offer();
    const withCode = await offer('&coupon_code=console-20');
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200);
    expect(withCode.offer.applied_code).toMatchObject({ code_type: 'coupon', code: 'CONSOLE-20' });
    expect(withCode.offer.applied_code.discount_amount).toBe(
      Math.floor((plain.offer.total_price - plain.offer.accommodation_tax) * 0.2),
    );

    // The booking takes it at the searched price and counts the use.
    const body = await simpleBody(kit, {
      coupon_code: 'console-20',
      total_price: withCode.offer.total_price,
    });
    body.rooms[0].sale_price = withCode.offer.total_price;
    body.rooms[0].tax = withCode.offer.tax;
    const booked = await kit.post(body);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.rooms[0].code_discount).toBe(withCode.offer.applied_code.discount_amount);
    const listed = (await manager('GET', `${base}/promotion_codes`)).body.data.find(
      (c: Json) => c.id === code.id,
    );
    expect(listed.used_count).toBe(1);

    // Once used: not deleted, its code fixed, its limit not below its uses; deactivated instead.
    const url = `${base}/promotion_codes/${code.id}`;
    const deleted = await manager('DELETE', url);
    expect(deleted.status).toBe(409);
    expect(deleted.body.errors[0].details.base[0].error).toMatch(/Deactivate it instead/);
    const renamed = await manager('PATCH', url, { code: 'OTHER' });
    expect(renamed.status).toBe(409);
    expect(Object.keys(renamed.body.errors[0].details.fields)).toEqual(['code']);
    expect((await manager('PATCH', url, { usage_limit: 0 })).status).toBe(422);
    expect((await manager('PATCH', url, { used_count: 0 })).status).toBe(400);
    const off = await manager('PATCH', url, { active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // Switched off now; its period and uses are as they were.
    expect(off.body.data).toMatchObject({
      status: 'deactivated',
      used_count: 1,
      valid_from: '2020-01-01',
      valid_until: '2099-12-31',
    });
    const offAt = Date.parse(off.body.data.deactivated_at);
    expect(Math.abs(offAt - Date.now())).toBeLessThan(60_000);
    // Switching off twice keeps the first moment.
    expect((await manager('PATCH', url, { active: false })).body.data.deactivated_at).toBe(
      off.body.data.deactivated_at,
    );

    // Guests are refused it as a code that does not exist: the search, and a booking naming it.
    const refused = await offer('&coupon_code=console-20');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe(1500);
    expect(refused.body.errors[0].details.fields.coupon_code).toEqual(['This coupon code is not valid.']);
    const unknown = await offer('&coupon_code=NO-SUCH-CODE');
    expect(refused.body.errors).toEqual(unknown.body.errors);
    const bookedAgain = await kit.post({ ...body, total_price: withCode.offer.total_price });
    expect(bookedAgain.status).toBe(400);
    expect(bookedAgain.body.errors[0].code).toBe(1500);
    expect(bookedAgain.body.errors[0].details.fields.coupon_code).toEqual(['This coupon code is not valid.']);

    // On again: guests can use it within its period.
    const back = await manager('PATCH', url, { active: true });
    expect(back.body.data).toMatchObject({
      status: 'active',
      deactivated_at: null,
      valid_until: '2099-12-31',
    });
    expect((await offer('&coupon_code=CONSOLE-20')).status).toBe(200);
    expect(await auditActions('promotion_code', code.id)).toEqual([
      'promotion_code.create',
      'promotion_code.deactivate',
      'promotion_code.deactivate',
      'promotion_code.reactivate',
    ]);
  });

  it('a code switched off between the search and the booking is refused at the booking, as an invalid code', async () => {
    const created = await manager('POST', `${base}/promotion_codes`, couponBody('between-10', { value: 10 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const searched = await offer('&coupon_code=between-10');
    expect(searched.offer.applied_code).toMatchObject({ code: 'BETWEEN-10' });
    const body = await simpleBody(kit, {
      coupon_code: 'between-10',
      total_price: searched.offer.total_price,
    });
    body.rooms[0].sale_price = searched.offer.total_price;
    body.rooms[0].tax = searched.offer.tax;

    expect((await manager('PATCH', `${base}/promotion_codes/${id}`, { active: false })).status).toBe(200);
    const refused = await kit.post(body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errors[0].code).toBe(1500);
    expect(refused.body.errors[0].details.fields.coupon_code).toEqual(['This coupon code is not valid.']);
    const [row] = rowsOf<{ used_count: number }>(
      await kit.t.db.execute(sql`select used_count from promotion_codes where id = ${id}`),
    );
    expect(Number(row!.used_count)).toBe(0);

    // Switched off after the booking was priced, before its transaction counts the use: the count
    // refuses it (the booking's transaction would then roll back) and tells why.
    const tx = kit.t.db;
    expect(await takeCodeUse(tx, id)).toBe(false);
    expect(await codeUseRefusal(tx, id)).toBe('switched_off');
    expect((await manager('PATCH', `${base}/promotion_codes/${id}`, { active: true })).status).toBe(200);
    expect(await takeCodeUse(tx, id)).toBe(true);
    await kit.t.db.execute(sql`update promotion_codes set used_count = 0 where id = ${id}`);
    expect((await kit.post(body)).status).toBe(201);
  });

  it('codes: one per type and spelling (409 on code), hotel plans only, percentage-only hotels, unused ones deleted', async () => {
    const taken = await manager('POST', `${base}/promotion_codes`, couponBody('welcome10'));
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].details.fields.code).toHaveLength(1);
    // The same letters as a promo code are another code.
    const promo = await manager('POST', `${base}/promotion_codes`, {
      ...couponBody('welcome10'),
      code_type: 'promo',
      hotel_plan_ids: [roomOnlyPlan],
      first_n_nights: 1,
    });
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);
    const first = await offer('&promo_code=Welcome10');
    expect(first.offer.applied_code).toMatchObject({ code_type: 'promo', code: 'WELCOME10' });
    expect(first.offer.applied_code.discount_amount).toBe(
      Math.floor(first.offer.nightly_prices[0].price * 0.2),
    );

    const kyotoPlan = rowsOf<{ id: number }>(
      await kit.t.db.execute(sql`select id from hotel_plans where hotel_id = ${KYOTO} limit 1`),
    )[0]!.id;
    const foreign = await manager('POST', `${base}/promotion_codes`, {
      ...couponBody('KYOTO-PLAN'),
      hotel_plan_ids: [Number(kyotoPlan)],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].details.fields.hotel_plan_ids).toHaveLength(1);

    await kit.t.db.execute(
      sql`update hotels set settings = jsonb_set(settings, '{percentage_coupon_discount_only}', 'true') where id = ${TOKYO}`,
    );
    try {
      const amount = await manager('POST', `${base}/promotion_codes`, {
        ...couponBody('YEN-500'),
        kind: 'amount',
        value: 500,
      });
      expect(amount.status).toBe(422);
      expect(amount.body.errors[0].details.fields.kind).toHaveLength(1);
    } finally {
      await kit.t.db.execute(
        sql`update hotels set settings = jsonb_set(settings, '{percentage_coupon_discount_only}', 'false') where id = ${TOKYO}`,
      );
    }

    const removed = await manager('DELETE', `${base}/promotion_codes/${promo.body.data.id}`);
    expect(removed.status).toBe(200);
    expect((await offer('&promo_code=WELCOME10')).status).toBe(400);
    expect(await auditActions('promotion_code', promo.body.data.id)).toEqual([
      'promotion_code.create',
      'promotion_code.delete',
    ]);
  });

  it('discounts: a plan discount for a check-in period is priced by the search, changed, then removed', async () => {
    const before = (await offer()).offer;
    const created = await manager('POST', `${base}/discounts`, {
      discount_type: 'special',
      kind: 'amount',
      value: 1500,
      hotel_plan_id: roomOnlyPlan,
      stay_starts_on: kit.checkin,
      stay_ends_on: kit.checkin,
      name_translations: [{ locale: 'ja', name: '直前割' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.min_nights).toBe(1);
    const discounted = (await offer()).offer;
    expect(discounted.discounts).toContainEqual({ discount_type: 'special', discount_amount: 1500 });

    // A patch is checked merged with the stored discount: 150 % is refused on the value.
    const tooMuch = await manager('PATCH', `${base}/discounts/${id}`, { kind: 'percentage', value: 150 });
    expect(tooMuch.status).toBe(422);
    expect(Object.keys(tooMuch.body.errors[0].details.fields)).toEqual(['value']);
    const tooLong = await manager('PATCH', `${base}/discounts/${id}`, { min_nights: 3 });
    expect(tooLong.status).toBe(200);
    expect((await offer()).offer.discounts).not.toContainEqual({
      discount_type: 'special',
      discount_amount: 1500,
    });

    expect((await manager('DELETE', `${base}/discounts/${id}`)).status).toBe(200);
    expect((await offer()).offer.total_price).toBe(before.total_price);
    expect((await manager('PATCH', `${base}/discounts/${id}`, { value: 10 })).status).toBe(404);
    expect(await auditActions('discount', id)).toEqual([
      'discount.create',
      'discount.update',
      'discount.delete',
    ]);

    const rounding = await manager('POST', `${base}/discounts`, {
      discount_type: 'rounding',
      value: 50,
      name_translations: [{ locale: 'en', name: 'Round' }],
    });
    expect(rounding.status).toBe(400);
    expect(rounding.body.errors[0].details.fields.value).toHaveLength(1);
    const foreign = await manager('POST', `${base}/discounts`, {
      discount_type: 'special',
      kind: 'percentage',
      value: 5,
      hotel_plan_id: 999_999,
      name_translations: [{ locale: 'en', name: 'Nowhere' }],
    });
    expect(foreign.status).toBe(422);
  });

  it('tax bands: replaced as a whole, no two at one price, and the search adds the new tax', async () => {
    const seeded = (await manager('GET', `${base}/accommodation_tax_bands`)).body.data;
    expect(seeded[0]).toEqual({ min_price_per_person: 0, max_price_per_person: 10000, tax_per_person: 0 });

    const overlap = await manager('PUT', `${base}/accommodation_tax_bands`, {
      bands: [
        { min_price_per_person: 0, tax_per_person: 100 },
        { min_price_per_person: 0, tax_per_person: 200 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(Object.keys(overlap.body.errors[0].details.fields)).toEqual(['bands[1].min_price_per_person']);

    const put = await manager('PUT', `${base}/accommodation_tax_bands`, {
      bands: [
        { min_price_per_person: 20000, tax_per_person: 700 },
        { min_price_per_person: 0, tax_per_person: 300 },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toEqual([
      { min_price_per_person: 0, max_price_per_person: 20000, tax_per_person: 300 },
      { min_price_per_person: 20000, max_price_per_person: null, tax_per_person: 700 },
    ]);
    const taxed = (await offer()).offer;
    // Two nights for two adults, each night under 20,000 yen a person: 300 × 2 × 2.
    expect(taxed.accommodation_tax).toBe(1200);

    const restore = seeded.map((band: Json) => ({
      min_price_per_person: band.min_price_per_person,
      tax_per_person: band.tax_per_person,
    }));
    expect((await manager('PUT', `${base}/accommodation_tax_bands`, { bands: restore })).status).toBe(200);
    expect(await auditActions('accommodation_tax_bands', TOKYO)).toEqual([
      'accommodation_tax_bands.replace',
      'accommodation_tax_bands.replace',
    ]);
  });

  /** The status each caller gets for the same call. */
  async function statuses(call: (caller: Caller) => Promise<{ status: number }>) {
    const out: Partial<Record<Caller, number>> = {};
    for (const caller of Object.keys(as) as Caller[]) out[caller] = (await call(caller)).status;
    return out;
  }
  const READ = { admin: 200, manager: 200, otherManager: 404, frontDesk: 200, stranger: 404, nobody: 401 };

  it('who may read and change them: the hotel staff read, admins and its managers change', async () => {
    for (const list of ['discounts', 'promotion_codes', 'accommodation_tax_bands'])
      expect(await statuses((c) => as[c]('GET', `${base}/${list}`)), list).toEqual(READ);

    let serial = 0;
    const created: Record<string, number> = {};
    const codeStatuses = await statuses(async (c) => {
      const answer = await as[c]('POST', `${base}/promotion_codes`, couponBody(`ROLE-${++serial}`));
      if (answer.status === 201) created[c] = answer.body.data.id;
      return answer;
    });
    const WRITE = { admin: 201, manager: 201, otherManager: 404, frontDesk: 403, stranger: 404, nobody: 401 };
    expect(codeStatuses).toEqual(WRITE);
    const discount = {
      discount_type: 'special',
      kind: 'percentage',
      value: 1,
      min_nights: 30,
      name_translations: [{ locale: 'en', name: 'Long stay' }],
    };
    const discountIds: number[] = [];
    expect(
      await statuses(async (c) => {
        const answer = await as[c]('POST', `${base}/discounts`, discount);
        if (answer.status === 201) discountIds.push(answer.body.data.id);
        return answer;
      }),
    ).toEqual(WRITE);

    const CHANGE = { ...WRITE, admin: 200, manager: 200 };
    const codeUrl = `${base}/promotion_codes/${created.admin}`;
    expect(await statuses((c) => as[c]('PATCH', codeUrl, { value: 5 }))).toEqual(CHANGE);
    const discountUrl = `${base}/discounts/${discountIds[0]}`;
    expect(await statuses((c) => as[c]('PATCH', discountUrl, { value: 2 }))).toEqual(CHANGE);
    const bands = { bands: [{ min_price_per_person: 0, tax_per_person: 0 }] };
    expect(await statuses((c) => as[c]('PUT', `${base}/accommodation_tax_bands`, bands))).toEqual(CHANGE);
    await as.admin('PUT', `${base}/accommodation_tax_bands`, {
      bands: [
        { min_price_per_person: 0, tax_per_person: 0 },
        { min_price_per_person: 10000, tax_per_person: 100 },
        { min_price_per_person: 15000, tax_per_person: 200 },
      ],
    });
    // Deleting: refused to the same callers; the first allowed one deletes, the next finds nothing.
    const deletions = await statuses((c) => as[c]('DELETE', `${base}/promotion_codes/${created.manager}`));
    expect(deletions).toEqual({ ...CHANGE, admin: 200, manager: 404 });
    expect(await statuses((c) => as[c]('DELETE', `${base}/discounts/${discountIds[1]}`))).toEqual({
      ...CHANGE,
      manager: 404,
    });
    await as.admin('DELETE', `${base}/discounts/${discountIds[0]}`);
    await as.admin('DELETE', codeUrl);
    // The other brand's own hotel is its own: a Tokyo code id is not found there.
    expect((await as.stranger('GET', '/staff/hotels/4/promotion_codes')).status).toBe(200);
    expect(
      (await as.stranger('PATCH', `/staff/hotels/4/promotion_codes/${created.admin}`, { value: 5 })).status,
    ).toBe(404);
  });

  it.each([
    ['an unknown field', 'POST', 'promotion_codes', { ...couponBody('X1'), used_count: 3 }],
    ['a code with spaces', 'POST', 'promotion_codes', couponBody('NO SPACES')],
    ['a code of 65 letters', 'POST', 'promotion_codes', couponBody('A'.repeat(65))],
    [
      'a NUL in a name',
      'POST',
      'promotion_codes',
      couponBody('X2', { name_translations: [{ locale: 'en', name: 'a\u0000' }] }),
    ],
    ['no name', 'POST', 'promotion_codes', couponBody('X3', { name_translations: [] })],
    ['an impossible date', 'POST', 'promotion_codes', couponBody('X4', { valid_from: '2026-02-30' })],
    ['a period ending first', 'POST', 'promotion_codes', couponBody('X5', { valid_until: '2019-12-31' })],
    ['101 percent', 'POST', 'promotion_codes', couponBody('X6', { value: 101 })],
    ['a value past int4', 'POST', 'promotion_codes', couponBody('X7', { kind: 'amount', value: 2 ** 31 })],
    ['a plan listed twice', 'POST', 'promotion_codes', couponBody('X8', { hotel_plan_ids: [1, 1] })],
    ['an unknown code type', 'POST', 'promotion_codes', couponBody('X9', { code_type: 'gift' })],
    ['an empty patch', 'PATCH', 'promotion_codes/1', {}],
    ['active as text', 'PATCH', 'promotion_codes/1', { active: 'false' }],
    ['active with other fields', 'PATCH', 'promotion_codes/1', { active: false, value: 5 }],
    [
      'a rounding in percent',
      'POST',
      'discounts',
      {
        discount_type: 'rounding',
        kind: 'percentage',
        value: 100,
        name_translations: [{ locale: 'en', name: 'R' }],
      },
    ],
    [
      'a stay period ending first',
      'POST',
      'discounts',
      {
        discount_type: 'special',
        value: 100,
        stay_starts_on: '2030-01-02',
        stay_ends_on: '2030-01-01',
        name_translations: [{ locale: 'en', name: 'S' }],
      },
    ],
    [
      'min nights as text',
      'POST',
      'discounts',
      {
        discount_type: 'special',
        value: 100,
        min_nights: '2',
        name_translations: [{ locale: 'en', name: 'S' }],
      },
    ],
    ['a body that is a list', 'POST', 'discounts', [1, 2]],
    ['bands not a list', 'PUT', 'accommodation_tax_bands', { bands: { min_price_per_person: 0 } }],
    [
      'a negative tax',
      'PUT',
      'accommodation_tax_bands',
      { bands: [{ min_price_per_person: 0, tax_per_person: -1 }] },
    ],
    [
      '21 bands',
      'PUT',
      'accommodation_tax_bands',
      { bands: Array.from({ length: 21 }, (_, i) => ({ min_price_per_person: i, tax_per_person: 0 })) },
    ],
  ] as const)('refuses %s with 400 in the error format', async (_what, method, path, body) => {
    const answer = await manager(method, `${base}/${path}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors[0].details.base.length).toBeGreaterThan(0);
  });

  it.each([
    ['/staff/hotels/abc/discounts', 400],
    ['/staff/hotels/0/promotion_codes', 400],
    ['/staff/hotels/99999999999/accommodation_tax_bands', 400],
    [`${base}/promotion_codes/0`, 400],
    [`${base}/discounts/2147483647`, 404],
    [`${base}/promotion_codes/2147483647`, 404],
  ] as const)('answers a bad address %s with %i, never 500', async (url, status) => {
    const method = url.includes('promotion_codes/') || url.includes('discounts/') ? 'PATCH' : 'GET';
    expect((await manager(method, url, method === 'PATCH' ? { value: 5 } : undefined)).status).toBe(status);
  });
});
