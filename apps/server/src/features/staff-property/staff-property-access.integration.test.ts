import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import {
  asStaff,
  hotelBody,
  type Json,
  planBody,
  policyBody,
  roomTypeBody,
} from './staff-property-test-kit.ts';

// Who may do what with the property set-up: brand admins everything of their brand, hotel managers the
// set-up of their named hotels, front desk read only, and another brand's admin nothing of this brand
// (404: whether a hotel exists elsewhere is not told).
const TOKYO = 1;
const KYOTO = 2;
/** Hanami Tokyo's seeded room type STD-DBL, plan ROOM-ONLY and its policy. */
const STD_DBL = 1;

type Caller = 'admin' | 'manager' | 'frontDesk' | 'stranger' | 'nobody';

describe.each(testDatabaseKinds())('property set-up access (%s)', (kind) => {
  let t: TestApp;
  let as: Record<Caller, ReturnType<typeof asStaff>>;
  let seeded: { plan: number; policy: number };
  let serial = 0;
  const code = (prefix: string) => `${prefix}-${++serial}`;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    as = {
      admin: asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin' })),
      manager: asStaff(t.app, await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] })),
      frontDesk: asStaff(t.app, await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] })),
      stranger: asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin', brandId: 2 })),
      nobody: asStaff(t.app, null),
    };
    const plan = (await as.admin('GET', `/staff/hotels/${TOKYO}/plans`)).body.data[0];
    seeded = { plan: plan.id, policy: plan.cancellation_policy_id };
  });
  afterAll(() => t?.close());

  /** The status each caller gets for the same call. */
  async function statuses(call: (caller: Caller) => Promise<{ status: number }>) {
    const out: Partial<Record<Caller, number>> = {};
    for (const caller of Object.keys(as) as Caller[]) out[caller] = (await call(caller)).status;
    return out;
  }

  it('the brand: its admins only, each their own', async () => {
    expect(await statuses((c) => as[c]('GET', '/staff/brand'))).toEqual({
      admin: 200,
      manager: 403,
      frontDesk: 403,
      stranger: 200,
      nobody: 401,
    });
    expect((await as.stranger('GET', '/staff/brand')).body.data.code).not.toBe(
      (await as.admin('GET', '/staff/brand')).body.data.code,
    );
    const patch = { settings: { email_consent_setting: { enabled: true, default_checked: false } } };
    expect(await statuses((c) => as[c]('PATCH', '/staff/brand', patch))).toEqual({
      admin: 200,
      manager: 403,
      frontDesk: 403,
      stranger: 200,
      nobody: 401,
    });
  });

  it('the hotel list: the brand for its admins, the named hotels for the others', async () => {
    const idsOf = async (c: Caller) => (await as[c]('GET', '/staff/hotels')).body.data.map((h: Json) => h.id);
    expect(await idsOf('admin')).toEqual([1, 2, 3]);
    expect(await idsOf('manager')).toEqual([TOKYO]);
    expect(await idsOf('frontDesk')).toEqual([TOKYO]);
    expect(await idsOf('stranger')).toEqual([4]);
    expect((await as.nobody('GET', '/staff/hotels')).status).toBe(401);
  });

  it('opening a hotel: brand admins, in their own brand', async () => {
    expect(await statuses((c) => as[c]('POST', '/staff/hotels', hotelBody(`opened-by-${c}`)))).toEqual({
      admin: 201,
      manager: 403,
      frontDesk: 403,
      stranger: 201,
      nobody: 401,
    });
    const strangers = (await as.stranger('GET', '/staff/hotels')).body.data.map((h: Json) => h.code);
    expect(strangers).toContain('opened-by-stranger');
    const own = (await as.admin('GET', '/staff/hotels')).body.data.map((h: Json) => h.code);
    expect(own).toContain('opened-by-admin');
    expect(own).not.toContain('opened-by-stranger');
  });

  it('a hotel: read by its staff, changed by its admins and managers, hidden from others', async () => {
    expect(await statuses((c) => as[c]('GET', `/staff/hotels/${TOKYO}`))).toEqual({
      admin: 200,
      manager: 200,
      frontDesk: 200,
      stranger: 404,
      nobody: 401,
    });
    const patch = { phone: '+81 3-5555-0101' };
    expect(await statuses((c) => as[c]('PATCH', `/staff/hotels/${TOKYO}`, patch))).toEqual({
      admin: 200,
      manager: 200,
      frontDesk: 403,
      stranger: 404,
      nobody: 401,
    });
    // Another hotel of the same brand is as unknown to a manager of Tokyo as to a stranger.
    const kyoto = await as.manager('GET', `/staff/hotels/${KYOTO}`);
    expect(kyoto.status).toBe(404);
    expect(kyoto.body).toEqual(await as.manager('GET', '/staff/hotels/999999').then((r) => r.body));
    expect((await as.manager('PATCH', `/staff/hotels/${KYOTO}`, patch)).status).toBe(404);
  });

  it('closing a hotel for booking or taking it out of the brand’s facilities: admins and managers', async () => {
    const switches = async () => {
      const { active, settings } = (await as.admin('GET', `/staff/hotels/${TOKYO}`)).body.data;
      return { active, listed: settings.is_brand_facility };
    };
    for (const patch of [{ active: false }, { settings: { is_brand_facility: false } }]) {
      expect(
        await statuses((c) => as[c]('PATCH', `/staff/hotels/${TOKYO}`, patch)),
        JSON.stringify(patch),
      ).toEqual({ admin: 200, manager: 200, frontDesk: 403, stranger: 404, nobody: 401 });
    }
    expect(await switches()).toEqual({ active: false, listed: false });
    // The front desk's refusal changes nothing: it cannot reopen the hotel either.
    const reopen = { active: true, settings: { is_brand_facility: true } };
    expect((await as.frontDesk('PATCH', `/staff/hotels/${TOKYO}`, reopen)).status).toBe(403);
    expect(await switches()).toEqual({ active: false, listed: false });
    expect((await as.manager('PATCH', `/staff/hotels/${TOKYO}`, reopen)).status).toBe(200);
    expect(await switches()).toEqual({ active: true, listed: true });
  });

  it('room types, plans and policies: the same rule for each', async () => {
    const groups = [
      {
        list: 'room_types',
        create: () => roomTypeBody(code('RT')),
        patch: { path: `room_types/${STD_DBL}`, body: { sort_order: 0 } },
      },
      {
        list: 'plans',
        create: () => ({ ...planBody(code('PL'), seeded.policy, STD_DBL), room_plans: [] }),
        patch: { path: `plans/${seeded.plan}`, body: { sort_order: 0 } },
      },
      {
        list: 'cancellation_policies',
        create: () => policyBody(code('CP')),
        patch: { path: `cancellation_policies/${seeded.policy}`, body: { no_show_percentage_of_cost: 100 } },
      },
    ];
    for (const group of groups) {
      const base = `/staff/hotels/${TOKYO}`;
      expect(await statuses((c) => as[c]('GET', `${base}/${group.list}`)), group.list).toEqual({
        admin: 200,
        manager: 200,
        frontDesk: 200,
        stranger: 404,
        nobody: 401,
      });
      expect(
        await statuses((c) => as[c]('POST', `${base}/${group.list}`, group.create())),
        group.list,
      ).toEqual({
        admin: 201,
        manager: 201,
        frontDesk: 403,
        stranger: 404,
        nobody: 401,
      });
      expect(
        await statuses((c) => as[c]('PATCH', `${base}/${group.patch.path}`, group.patch.body)),
        group.list,
      ).toEqual({ admin: 200, manager: 200, frontDesk: 403, stranger: 404, nobody: 401 });
      // A named hotel's manager reaches no other hotel's, even by its ids.
      expect((await as.manager('GET', `/staff/hotels/${KYOTO}/${group.list}`)).status).toBe(404);
      expect((await as.manager('POST', `/staff/hotels/${KYOTO}/${group.list}`, group.create())).status).toBe(
        404,
      );
    }
  });

  it('deleting a room type: admins and managers of the hotel', async () => {
    const fresh = async () =>
      (await as.admin('POST', `/staff/hotels/${TOKYO}/room_types`, roomTypeBody(code('DEL')))).body.data.id;
    const result: Partial<Record<Caller, number>> = {};
    for (const caller of Object.keys(as) as Caller[]) {
      result[caller] = (
        await as[caller]('DELETE', `/staff/hotels/${TOKYO}/room_types/${await fresh()}`)
      ).status;
    }
    expect(result).toEqual({ admin: 200, manager: 200, frontDesk: 403, stranger: 404, nobody: 401 });
    // Tokyo's room type through Kyoto's address is not found, even for the brand's admin.
    expect((await as.admin('DELETE', `/staff/hotels/${KYOTO}/room_types/${await fresh()}`)).status).toBe(404);
  });
});
