import { randomUUID } from 'node:crypto';
import { GIFT_CODE_VALID_DAYS, POINT_HISTORY_PAGE_SIZE } from '@yadori/contract/points.constants';
import {
  pointBalanceResponseSchema,
  pointExchangeResponseSchema,
  pointExchangesResponseSchema,
  pointsTimelineResponseSchema,
} from '@yadori/contract/points.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/tables/members.table.ts';
import { createSandboxGiftCodes } from '../../platform/gift-codes/sandbox-gift-codes.ts';
import { DEMO_BRANDS, DEMO_MEMBERS, DEMO_POINTS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { earnForStay, grantPoints, upsertPointProgram } from './member-points.service.ts';
import { balanceOf, bareReservation, HANAMI, ledgerSums, newMember } from './member-points-test-kit.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
type Json = any;
const TOKYO = 1;
const YAMABUKI_HOTEL = 4;
const base = (hotelId: number) => `/book/hotels/${hotelId}/memberships`;

// The points calls of spec §7 (point, points_timeline, point_exchanges) for a signed-in member.
describe.each(testDatabaseKinds())('member points calls (%s)', (kind) => {
  let t: TestApp;
  let session: string;
  const giftCodes = createSandboxGiftCodes();
  const bearer = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp({ database: kind, giftCodeProvider: giftCodes });
    session = await issueClientSession(t.app);
    for (const member of Object.values(DEMO_MEMBERS))
      bearer.set(member.id, await tokenOf(member.id, member.brandId));
  }, 180_000);
  afterAll(async () => t?.close());

  async function tokenOf(memberId: number, brandId: number = HANAMI): Promise<string> {
    const { token } = await issueMemberSession(t.db, { memberId, brandId, now: new Date() });
    return `Bearer ${token}`;
  }

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: {
      token?: string | null;
      locale?: string;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; body: Json; headers: Record<string, unknown> }> {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        'client-session': session,
        'tripla-locale': options.locale ?? 'en',
        ...(options.token ? { authorization: options.token } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }
  const hanako = () => bearer.get(DEMO_MEMBERS.hanako.id)!;
  const exchange = (token: string, body: unknown, headers: Record<string, string> = {}, locale = 'en') =>
    call('POST', `${base(TOKYO)}/point_exchanges`, { token, body, headers, locale });

  it('shows the demo balance and the brand’s programme in the request’s language', async () => {
    const answer = await call('GET', `${base(TOKYO)}/point`, { token: hanako() });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(pointBalanceResponseSchema.parse(answer.body).data).toMatchObject({
      total_point: DEMO_POINTS.balances[DEMO_MEMBERS.hanako.id],
      future_point: 0,
      gained_point: DEMO_POINTS.balances[DEMO_MEMBERS.hanako.id],
      spent_point: 0,
      program_enabled: true,
      program: {
        point_naming: 'Hanami Points',
        spending_increment: 100,
        spending_minimum: 100,
        currency: 'JPY',
        expiry_months: 24,
        exchange_available: true,
      },
    });
    const ja = await call('GET', `${base(TOKYO)}/point`, { token: hanako(), locale: 'ja' });
    expect(ja.body.data.program.point_naming).toBe('花見ポイント');
    expect(ja.body.data.program.translations).toHaveLength(5);
  });

  it('needs the signed-in member of the hotel’s brand', async () => {
    const urls: ['GET' | 'POST', string][] = [
      ['GET', `${base(TOKYO)}/point`],
      ['GET', `${base(TOKYO)}/points_timeline`],
      ['GET', `${base(TOKYO)}/point_exchanges`],
      ['POST', `${base(TOKYO)}/point_exchanges`],
    ];
    for (const [method, url] of urls) {
      const body = method === 'POST' ? { amount: 100 } : undefined;
      const none = await call(method, url, { body });
      expect(none.status, url).toBe(401);
      expect(none.body.errors[0]).toMatchObject({ status: 401, code: 401 });
      const unknown = await call(method, url, { token: 'Bearer not-a-session', body });
      expect(unknown.body.errors[0]).toMatchObject({ status: 401, code: 3401 });
      // Taro is a member of Yamabuki: his session is refused at a Hanami hotel.
      const otherBrand = await call(method, url, { token: bearer.get(DEMO_MEMBERS.taro.id)!, body });
      expect(otherBrand.body.errors[0]).toMatchObject({ status: 401, code: 3402 });
      const noHotel = await call(method, url.replace(`/hotels/${TOKYO}/`, '/hotels/999999/'), {
        token: hanako(),
        body,
      });
      expect(noHotel.status).toBe(404);
    }
    // Nothing was exchanged by any of it.
    expect((await balanceOf(t.db, DEMO_MEMBERS.hanako.id)).available).toBe(12_000);
  });

  it('pages the history 5 at a time, newest first, and the stays still to credit soonest first', async () => {
    const memberId = await newMember(t.db, 'silver');
    const token = await tokenOf(memberId);
    for (let i = 1; i <= 7; i++) {
      const now = new Date(Date.UTC(2026, 5, i, 3));
      await t.db.transaction((tx) =>
        grantPoints(tx as unknown as Db, {
          memberId,
          brandId: HANAMI,
          amount: i * 100,
          key: `paging:${memberId}:${i}`,
          now,
        }),
      );
    }
    const first = await call('GET', `${base(TOKYO)}/points_timeline`, { token });
    expect(first.status).toBe(200);
    const page1 = pointsTimelineResponseSchema.parse(first.body);
    expect(page1).toMatchObject({
      page: 1,
      per_page: POINT_HISTORY_PAGE_SIZE,
      total_pages: 2,
      total_entries: 7,
      program_enabled: true,
    });
    expect(page1.data.map((e) => e.point)).toEqual([700, 600, 500, 400, 300]);
    expect(page1.data[0]).toMatchObject({
      kind: 'gained',
      date: '2026-06-07',
      expires_on: '2028-06-07',
      reservation_number: null,
    });
    const page2 = await call('GET', `${base(TOKYO)}/points_timeline?page=2&scope=current`, { token });
    expect(page2.body.data.map((e: Json) => e.point)).toEqual([200, 100]);

    // Two stays not yet credited (Silver: 3%), the later check-out booked first.
    for (const checkout of ['2026-09-10', '2026-08-01']) {
      const id = await bareReservation(t.db, {
        memberId,
        rankId: 2,
        checkout,
        checkin: checkout,
        totalPrice: 20_000,
      });
      await t.db.transaction((tx) => earnForStay(tx as unknown as Db, id, new Date('2026-06-10T00:00:00Z')));
    }
    const future = await call('GET', `${base(TOKYO)}/points_timeline?scope=future&per_page=1`, { token });
    expect(future.body).toMatchObject({ page: 1, per_page: 1, total_pages: 2, total_entries: 2 });
    expect(future.body.data).toEqual([
      expect.objectContaining({
        kind: 'future',
        point: 600,
        date: '2026-08-04',
        hotel_name: 'Hanami Hotel Tokyo',
      }),
    ]);
    const point = await call('GET', `${base(TOKYO)}/point`, { token });
    expect(point.body.data).toMatchObject({ total_point: 2_800, future_point: 1_200 });
  });

  it('refuses malformed paging and bodies with a 4xx in the error format', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'page=abc', 'scope=past', 'page=-1']) {
      const answer = await call('GET', `${base(TOKYO)}/points_timeline?${query}`, { token: hanako() });
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ status: 400, details: { base: [expect.anything()] } });
    }
    expect(
      (await call('GET', `${base(TOKYO)}/point_exchanges?per_page=1000`, { token: hanako() })).status,
    ).toBe(400);
    for (const body of [
      {},
      { amount: 'x' },
      { amount: 100.5 },
      { amount: 0 },
      { amount: 100, exchange_type: 'amazon' },
    ]) {
      const answer = await exchange(hanako(), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const notAStep = await exchange(hanako(), { amount: 150 });
    expect(notAStep.status).toBe(422);
    expect(notAStep.body.errors[0].details).toMatchObject({
      code: 1000,
      fields: { amount: ['Points can be exchanged in units of 100.'] },
    });
    const minimum = await exchange(hanako(), { amount: 50 }, {}, 'ja');
    expect(minimum.body.errors[0].details.base[0].error).toBe(
      'ポイントは100ポイント以上で交換してください。',
    );
    expect((await balanceOf(t.db, DEMO_MEMBERS.hanako.id)).available).toBe(12_000);
  });

  it('exchanges points for a gift code valid 180 days, once per Idempotency-Key', async () => {
    const key = randomUUID();
    const answer = await exchange(hanako(), { amount: 1_000 }, { 'idempotency-key': key });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const issued = pointExchangeResponseSchema.parse(answer.body).data;
    expect(issued).toMatchObject({
      amount: 1_000,
      exchange_type: 'digico',
      status: 'issued',
      remaining_point: 11_000,
    });
    expect(issued.code).toMatch(/^SBX(-[0-9A-Z]{4}){4}$/);
    expect(Date.parse(issued.expires_at) - Date.parse(issued.created_at)).toBe(
      GIFT_CODE_VALID_DAYS * 86_400_000,
    );

    const retry = await exchange(hanako(), { amount: 1_000 }, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ id: issued.id, code: issued.code });
    const reused = await exchange(hanako(), { amount: 2_000 }, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0].details).toMatchObject({ code: 1000, reason: 'idempotency_key_reused' });

    expect((await call('GET', `${base(TOKYO)}/point`, { token: hanako() })).body.data).toMatchObject({
      total_point: 11_000,
      exchanged_point: 1_000,
    });
    const list = pointExchangesResponseSchema.parse(
      (await call('GET', `${base(TOKYO)}/point_exchanges`, { token: hanako() })).body,
    );
    expect(list).toMatchObject({
      page: 1,
      per_page: 5,
      total_entries: 1,
      total_pages: 1,
      program_enabled: true,
    });
    expect(list.data[0]).toMatchObject({ id: issued.id, code: issued.code });
    const history = await call('GET', `${base(TOKYO)}/points_timeline`, { token: hanako() });
    expect(history.body.data[0]).toMatchObject({ kind: 'exchanged', point: -1_000, exchange_id: issued.id });
  });

  it('refuses more points than the member has with 2401 and the spec’s message, in each language', async () => {
    const kenji = bearer.get(DEMO_MEMBERS.kenji.id)!;
    const expected: Record<string, string> = {
      en: 'Your Hanami Points balance is only 1,500, so 2,000 points cannot be used.',
      ja: '花見ポイントの残高が1,500ポイントのため、2,000ポイントはご利用いただけません。',
      zh_Hans: '您的花见积分余额仅有1,500积分，无法使用2,000积分。',
      zh_Hant: '您的花見點數餘額僅有1,500點，無法使用2,000點。',
      ko: '하나미 포인트 잔액이 1,500포인트밖에 없어 2,000포인트를 사용할 수 없습니다.',
    };
    for (const [locale, text] of Object.entries(expected)) {
      const answer = await exchange(kenji, { amount: 2_000 }, {}, locale);
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0]).toMatchObject({
        code: 2401,
        details: { code: 2401, base: [{ error: text }], fields: { amount: [text] } },
      });
    }
    expect((await balanceOf(t.db, DEMO_MEMBERS.kenji.id)).available).toBe(1_500);
  });

  it('spends nothing when the gift-code provider is down (3202)', async () => {
    const before = await balanceOf(t.db, DEMO_MEMBERS.hanako.id);
    const count = async () =>
      Number(
        rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from point_exchanges`))[0]!.n,
      );
    const exchangesBefore = await count();
    giftCodes.setAvailable(false);
    try {
      const down = await exchange(hanako(), { amount: 500 }, {}, 'ja');
      expect(down.status).toBe(502);
      expect(down.body.errors[0]).toMatchObject({
        code: 3202,
        details: {
          base: [{ error: '現在ポイント残高を取得できません。しばらくしてから再度お試しください。' }],
        },
      });
    } finally {
      giftCodes.setAvailable(true);
    }
    expect(await balanceOf(t.db, DEMO_MEMBERS.hanako.id)).toEqual(before);
    expect(await ledgerSums(t.db, DEMO_MEMBERS.hanako.id)).toEqual(before);
    expect(await count()).toBe(exchangesBefore);
    expect((await exchange(hanako(), { amount: 500 })).status).toBe(201);
  });

  it('gives points only where the programme is on, offers codes only where it exchanges, never to partner accounts', async () => {
    const taro = bearer.get(DEMO_MEMBERS.taro.id)!;
    const yamabuki = base(YAMABUKI_HOTEL);
    // Yamabuki has no programme.
    expect((await call('GET', `${yamabuki}/point`, { token: taro })).body.data).toMatchObject({
      total_point: 0,
      program_enabled: false,
      program: null,
    });
    expect((await call('GET', `${yamabuki}/points_timeline`, { token: taro })).body).toMatchObject({
      data: [],
      program_enabled: false,
    });
    expect(
      (await call('POST', `${yamabuki}/point_exchanges`, { token: taro, body: { amount: 100 } })).status,
    ).toBe(403);

    // A programme without gift codes (not a Japan-only brand's): points yes, exchange no.
    const brandId = DEMO_BRANDS.yamabuki.id;
    const yamabukiPoints = {
      brandId,
      name: '山吹ポイント',
      currency: 'JPY',
      timeZone: 'Asia/Tokyo',
      defaultEarnPercent: 2,
      spendingIncrement: 1,
      spendingMinimum: 0,
      expiryMonths: null,
    };
    await upsertPointProgram(t.db, { ...yamabukiPoints, giftCodeExchange: false });
    await t.db.transaction((tx) =>
      grantPoints(tx as unknown as Db, {
        memberId: DEMO_MEMBERS.taro.id,
        brandId,
        amount: 300,
        key: 'taro',
        now: new Date(),
      }),
    );
    expect((await call('GET', `${yamabuki}/point`, { token: taro })).body.data).toMatchObject({
      total_point: 300,
      program_enabled: true,
      program: { point_naming: '山吹ポイント', exchange_available: false },
    });
    const refused = await call('POST', `${yamabuki}/point_exchanges`, { token: taro, body: { amount: 100 } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].details.base[0].error).toBe(
      'Points cannot be exchanged for a gift code here.',
    );

    // Switched off: nothing shown, nothing spent.
    await upsertPointProgram(t.db, { ...yamabukiPoints, giftCodeExchange: true, enabled: false });
    expect((await call('GET', `${yamabuki}/point`, { token: taro })).body.data).toMatchObject({
      total_point: 0,
      program_enabled: false,
    });
    expect(
      (await call('POST', `${yamabuki}/point_exchanges`, { token: taro, body: { amount: 100 } })).status,
    ).toBe(403);

    // A loyalty-programme account keeps its points with the programme (spec §6).
    const partner = await newMember(t.db, 'gold');
    await t.db.update(members).set({ provider: 'creansmaerd' }).where(eq(members.id, partner));
    const partnerToken = await tokenOf(partner);
    expect(
      (await call('GET', `${base(TOKYO)}/point`, { token: partnerToken })).body.data.program_enabled,
    ).toBe(false);
    expect((await exchange(partnerToken, { amount: 100 })).status).toBe(403);
  });

  it('lets one of 20 simultaneous exchanges of the same points through', async () => {
    const memberId = await newMember(t.db, 'regular');
    const token = await tokenOf(memberId);
    await t.db.transaction((tx) =>
      grantPoints(tx as unknown as Db, {
        memberId,
        brandId: HANAMI,
        amount: 1_500,
        key: `race:${memberId}`,
        now: new Date(),
      }),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(token, { amount: 1_000 })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.body.errors[0].code === 2401)).toBe(true);
    expect(await balanceOf(t.db, memberId)).toEqual({ available: 500, future: 0 });
  });
});
