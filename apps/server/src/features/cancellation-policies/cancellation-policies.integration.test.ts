import {
  cancellationPoliciesResponseSchema,
  cancellationPolicyResponseSchema,
} from '@yadori/contract/cancellation-policy.schema';
import { searchResponseSchema } from '@yadori/contract/search.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { cancellationPolicies } from '../../db/tables/cancellation-policies.table.ts';
import { hotelPlans, roomPlans } from '../../db/tables/hotel-plans.table.ts';
import { roomTypes } from '../../db/tables/room-types.table.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import { DEMO_HOTEL_ROWS } from '../../seed/demo-hotels.ts';
import { DEMO_BRAND_CLIENT, DEMO_BRANDS, DEMO_HOTEL_CLIENTS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { insertHotel } from '../hotels/hotels.service.ts';

/** A hotel of its own (so seeded policies never mix in) with two policies and three room plans. */
async function policyFixture(db: Db, code: string, brandId: number) {
  const hotelId = await insertHotel(db, {
    ...DEMO_HOTEL_ROWS[0]!,
    id: undefined,
    brandId,
    code,
    name: `${code} hotel`,
    nameTranslations: [],
  });
  const [strict, flexible] = await db
    .insert(cancellationPolicies)
    .values([
      {
        hotelId,
        code: 'STRICT',
        name: '厳格',
        translations: [
          { locale: 'ja', name: '厳格', description: '7日前から20%' },
          { locale: 'en', name: 'Strict', description: '20% from 7 days before' },
        ],
        cancelBeforeAt: 18,
        parts: [
          { days_before: 0, percentage_of_cost: 80 },
          { days_before: 7, percentage_of_cost: 20 },
          { days_before: 1, percentage_of_cost: 50 },
        ],
        noShowPercentageOfCost: 100,
      },
      {
        hotelId,
        code: 'FLEX',
        name: 'フレックス',
        translations: [{ locale: 'ja', name: 'フレックス', description: '前日まで無料' }],
        cancelBeforeAt: null,
        parts: [{ days_before: 0, percentage_of_cost: 50 }],
        noShowPercentageOfCost: 100,
      },
    ])
    .returning({ id: cancellationPolicies.id });
  const [room] = await db
    .insert(roomTypes)
    .values({ hotelId, code: 'TWN', name: 'ツイン', capacity: 2 })
    .returning({ id: roomTypes.id });
  const [ro, bb] = await db
    .insert(hotelPlans)
    .values([
      {
        hotelId,
        code: 'RO',
        name: '素泊まり',
        paymentMethods: ['on_site'],
        cancellationPolicyId: strict!.id,
      },
      {
        hotelId,
        code: 'BB',
        name: '朝食付き',
        paymentMethods: ['on_site'],
        cancellationPolicyId: flexible!.id,
      },
    ])
    .returning({ id: hotelPlans.id });
  await db.insert(roomPlans).values([
    { hotelId, roomTypeId: room!.id, hotelPlanId: ro!.id, code: `${code}-TWN-RO` },
    { hotelId, roomTypeId: room!.id, hotelPlanId: bb!.id, code: `${code}-TWN-BB` },
  ]);
  return { hotelId, strictId: strict!.id, flexibleId: flexible!.id };
}

describe.each(testDatabaseKinds())('cancellation policies on %s', (kind) => {
  let t: TestApp;
  let widget: string;
  let tokyoOnly: string;
  let hanamiBrand: string;
  let mine: Awaited<ReturnType<typeof policyFixture>>;
  let other: Awaited<ReturnType<typeof policyFixture>>;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    mine = await policyFixture(t.db, 'policy-hotel', DEMO_BRANDS.hanami.id);
    other = await policyFixture(t.db, 'other-hotel', DEMO_BRANDS.yamabuki.id);
    [widget, tokyoOnly, hanamiBrand] = await Promise.all([
      issueClientSession(t.app),
      issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-tokyo']),
      issueClientSession(t.app, DEMO_BRAND_CLIENT),
    ]);
  });
  afterAll(() => t?.close());

  const get = (url: string, session: string | null = widget, locale?: string) =>
    t.app.inject({
      url: `/book${url}`,
      headers: {
        ...(session ? { 'client-session': session } : {}),
        ...(locale ? { 'tripla-locale': locale } : {}),
      },
    });
  const list = async (query = '', locale = 'en') => {
    const response = await get(`/hotels/${mine.hotelId}/cancellation_policies${query}`, widget, locale);
    expect(response.statusCode).toBe(200);
    return cancellationPoliciesResponseSchema.parse(response.json()).data.cancellation_policies;
  };

  it('lists the hotel policies with the rule, localized names and the room plans using them', async () => {
    const policies = await list();
    expect(policies.map((p) => p.id)).toEqual([mine.strictId, mine.flexibleId]);
    expect(policies[0]).toEqual({
      id: mine.strictId,
      hotel_id: mine.hotelId,
      name: 'Strict',
      description: '20% from 7 days before',
      translations_attributes: expect.arrayContaining([
        expect.objectContaining({ locale: 'ja', name: '厳格' }),
      ]),
      cancel_before_at: 18,
      cancellation_policy_parts: [
        { days_before: 7, percentage_of_cost: 20 },
        { days_before: 1, percentage_of_cost: 50 },
        { days_before: 0, percentage_of_cost: 80 },
      ],
      no_show_percentage_of_cost: 100,
      room_plan_codes: ['policy-hotel-TWN-RO'],
    });
    // No English translation: the hotel's own language.
    expect(policies[1]).toMatchObject({
      name: 'フレックス',
      description: '前日まで無料',
      cancel_before_at: null,
    });
    expect((await list('', 'ja'))[0]!.name).toBe('厳格');
  });

  it('filters by room plan codes: comma list, repeated key, unknown codes and other hotels', async () => {
    const ids = (policies: { id: number }[]) => policies.map((p) => p.id);
    expect(ids(await list('?room_plan_codes=policy-hotel-TWN-BB'))).toEqual([mine.flexibleId]);
    expect(ids(await list('?room_plan_codes=policy-hotel-TWN-BB,policy-hotel-TWN-RO'))).toEqual([
      mine.strictId,
      mine.flexibleId,
    ]);
    expect(
      ids(await list('?room_plan_codes=policy-hotel-TWN-RO&room_plan_codes=policy-hotel-TWN-BB')),
    ).toEqual([mine.strictId, mine.flexibleId]);
    expect(await list('?room_plan_codes=NOPE')).toEqual([]);
    // The same code shape of another hotel never reaches this hotel's policies.
    expect(await list('?room_plan_codes=other-hotel-TWN-RO')).toEqual([]);
  });

  it('reads one policy by id; a policy of another hotel is not found', async () => {
    const one = await get(`/hotels/${mine.hotelId}/cancellation_policies/${mine.flexibleId}`);
    expect(one.statusCode).toBe(200);
    expect(cancellationPolicyResponseSchema.parse(one.json()).data.room_plan_codes).toEqual([
      'policy-hotel-TWN-BB',
    ]);
    const foreign = await get(
      `/hotels/${mine.hotelId}/cancellation_policies/${other.strictId}`,
      widget,
      'ja',
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].details.base[0].error).toBe(
      `ID「${other.strictId}」のキャンセルポリシーは見つかりません。`,
    );
    expect((await get(`/hotels/${mine.hotelId}/cancellation_policies/999999`)).statusCode).toBe(404);
  });

  it('answers a hotel outside the client scope exactly like an unknown hotel', async () => {
    const unknown = await get('/hotels/999999/cancellation_policies', tokyoOnly);
    const outOfHotelScope = await get(`/hotels/${mine.hotelId}/cancellation_policies`, tokyoOnly);
    const outOfBrandScope = await get(
      `/hotels/${other.hotelId}/cancellation_policies/${other.strictId}`,
      hanamiBrand,
    );
    expect([unknown.statusCode, outOfHotelScope.statusCode, outOfBrandScope.statusCode]).toEqual([
      404, 404, 404,
    ]);
    expect(outOfHotelScope.json().errors[0].details.base[0].error).toBe(
      `No hotel was found for the id "${mine.hotelId}".`,
    );
    // In scope: the brand pair reads its brand's hotel.
    expect((await get(`/hotels/${mine.hotelId}/cancellation_policies`, hanamiBrand)).statusCode).toBe(200);
  });

  it('gives every room plan /rooms offers the policy the offer names (seeded hotel)', async () => {
    const tokyo = DEMO_HOTELS.hanamiTokyo.id;
    const today = hotelToday(new Date(), 'Asia/Tokyo');
    const checkin = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const rooms = await get(
      `/hotels/${tokyo}/rooms?checkin_date=${checkin}&checkout_date=${checkout}&adults=2`,
    );
    expect(rooms.statusCode, rooms.body).toBe(200);
    const offers = searchResponseSchema.parse(rooms.json()).data.rooms.flatMap((room) => room.room_plan);
    expect(offers.length).toBeGreaterThan(0);
    const codes = [...new Set(offers.map((o) => o.room_plan_code))];
    const policies = cancellationPoliciesResponseSchema.parse(
      (await get(`/hotels/${tokyo}/cancellation_policies?room_plan_codes=${codes.join(',')}`)).json(),
    ).data.cancellation_policies;
    for (const offer of offers) {
      const policy = policies.find((p) => p.room_plan_codes.includes(offer.room_plan_code));
      expect(policy?.id, offer.room_plan_code).toBe(offer.cancellation_policy_id);
      expect(policy?.cancellation_policy_parts).toEqual(offer.cancellation_policy.cancellation_policy_parts);
    }
    const all = cancellationPoliciesResponseSchema.parse(
      (await get(`/hotels/${tokyo}/cancellation_policies`, tokyoOnly, 'ko')).json(),
    );
    expect(all.data.cancellation_policies.map((p) => p.name)).toEqual(
      expect.arrayContaining(['표준 취소 규정', '환불 불가']),
    );
  });

  it.each([
    ['/hotels/abc/cancellation_policies', 'hotelId'],
    ['/hotels/0/cancellation_policies', 'hotelId'],
    ['/hotels/99999999999/cancellation_policies', 'hotelId'],
    ['/hotels/1/cancellation_policies/abc', 'policyId'],
    ['/hotels/1/cancellation_policies/1e3', 'policyId'],
    [`/hotels/1/cancellation_policies?room_plan_codes=${'x'.repeat(65)}`, 'room_plan_codes[0]'],
    [
      `/hotels/1/cancellation_policies?room_plan_codes=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(',')}`,
      'room_plan_codes',
    ],
  ])('%s is a 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors[0].details.fields)).toEqual([field]);
  });

  it('needs a client session', async () => {
    expect((await get(`/hotels/${mine.hotelId}/cancellation_policies`, null)).statusCode).toBe(401);
  });
});
