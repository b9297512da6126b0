import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { STAFF_PROPERTY_TEXTS } from './staff-property.texts.ts';
import { asStaff, type Json, planBody } from './staff-property-test-kit.ts';

// A plan's included extras are named to guests by the widget, so a plan may not take in an extra staff
// switched off (guests no longer see it): 409 naming the room plan's field, in the caller's language.
const TOKYO = 1;
const base = `/staff/hotels/${TOKYO}`;

describe.each(testDatabaseKinds())('plans and switched-off extras (%s)', (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof asStaff>;
  const ids = { roomType: 0, plan: 0, policy: 0, off: 0, on: 0 };

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    staff = asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin' }));
    const types = (await staff('GET', `${base}/room_types`)).body.data;
    const plan = (await staff('GET', `${base}/plans`)).body.data.find((p: Json) => p.code === 'ROOM-ONLY');
    ids.roomType = types.find((r: Json) => r.code === 'STD-DBL').id;
    ids.plan = plan.id;
    ids.policy = plan.cancellation_policy_id;
    const extra = async (code: string, active: boolean) => {
      const created = await staff('POST', `${base}/extras`, {
        code,
        extra_type: 'generic',
        name: code,
        translations: [],
        price: 1000,
        max_quantity: 1,
        active,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data.id as number;
    };
    ids.off = await extra('PLAN-OFF', false);
    ids.on = await extra('PLAN-ON', true);
  }, 180_000);
  afterAll(() => t?.close());

  /** The ROOM-ONLY plan's room plans as a PATCH sends them back. */
  async function storedRoomPlans(): Promise<Json[]> {
    const plan = (await staff('GET', `${base}/plans`)).body.data.find((p: Json) => p.id === ids.plan);
    return plan.room_plans.map(({ id: _id, ...rp }: Json) => rp);
  }
  const including = (roomPlans: Json[], extraIds: number[]) =>
    roomPlans.map((rp) => (rp.room_type_id === ids.roomType ? { ...rp, inclusive_extra_ids: extraIds } : rp));

  it('refuses a new plan including a switched-off extra, in the caller’s language', async () => {
    const body = {
      ...planBody('WITH-OFF', ids.policy, ids.roomType),
      room_plans: [
        { room_type_id: ids.roomType, code: 'WITH-OFF-RP', inclusive_extra_ids: [ids.on, ids.off] },
      ],
    };
    for (const locale of ['en', 'ja', 'ko'] as const) {
      const refused = await staff('POST', `${base}/plans`, body, locale);
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].details.fields).toEqual({
        'room_plans[0].inclusive_extra_ids': [STAFF_PROPERTY_TEXTS[locale].extraSwitchedOff],
      });
    }
    expect((await staff('GET', `${base}/plans`)).body.data.some((p: Json) => p.code === 'WITH-OFF')).toBe(
      false,
    );
    const onOnly = {
      ...body,
      room_plans: [{ ...body.room_plans[0], inclusive_extra_ids: [ids.on] }],
    };
    expect((await staff('POST', `${base}/plans`, onOnly)).status).toBe(201);
  });

  it('refuses adding a switched-off extra to a plan, and takes it once switched on', async () => {
    const before = await storedRoomPlans();
    const index = before.findIndex((rp) => rp.room_type_id === ids.roomType);
    const refused = await staff('PATCH', `${base}/plans/${ids.plan}`, {
      room_plans: including(before, [ids.off]),
    });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.errors[0].details.fields)).toEqual([
      `room_plans[${index}].inclusive_extra_ids`,
    ]);
    expect(await storedRoomPlans()).toEqual(before);

    expect((await staff('PATCH', `${base}/extras/${ids.off}`, { active: true })).status).toBe(200);
    const taken = await staff('PATCH', `${base}/plans/${ids.plan}`, {
      room_plans: including(before, [ids.off]),
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    // Included now, it can no longer be switched off (the extras' side).
    expect((await staff('PATCH', `${base}/extras/${ids.off}`, { active: false })).status).toBe(409);
    expect((await staff('PATCH', `${base}/plans/${ids.plan}`, { room_plans: before })).status).toBe(200);
    expect((await staff('PATCH', `${base}/extras/${ids.off}`, { active: false })).status).toBe(200);
  });

  it('leaves an extra a room plan already includes alone when the plan is edited', async () => {
    // Stored before the extra was switched off (the console refuses that now; older data may have it).
    const before = await storedRoomPlans();
    await t.db.execute(sql`update room_plans set inclusive_extra_ids = array[${ids.off}]::integer[]
      where hotel_plan_id = ${ids.plan} and room_type_id = ${ids.roomType}`);
    try {
      const kept = including(before, [ids.off]);
      const renamed = await staff('PATCH', `${base}/plans/${ids.plan}`, { room_plans: kept, min_nights: 1 });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const added = await staff('PATCH', `${base}/plans/${ids.plan}`, {
        room_plans: including(before, [ids.off, ids.on]),
      });
      expect(added.status).toBe(200);
    } finally {
      expect((await staff('PATCH', `${base}/plans/${ids.plan}`, { room_plans: before })).status).toBe(200);
    }
  });
});
