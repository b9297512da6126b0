import { PAYMENT_NUMBER_PATTERN } from '@yadori/contract/payment-links.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type Json, keptKeys, keyPrefix, partnerInject } from '../partner-api/partner-api-test-kit.ts';
import { createTestPartnerKey, type TestPartnerKey } from '../partner-keys/partner-keys-test-kit.ts';

// Payment links through the partner API (decision 060): a hotel's key with payment_links:read lists and
// reads them, with payment_links:write makes (Idempotency-Key required, a retry makes no second link)
// and withdraws them; the key checks of decision 059 (401 no live key, 403 another hotel's key or a
// missing scope), refusals in the error format.
const TOKYO = 1;
const KYOTO = 2;
const links = (hotelId = TOKYO) => `/api/v1/hotels/${hotelId}/payment_links`;
const BODY = { amount: 7_700, purpose: 'extra', description: 'Airport transfer', send_email: false };

describe.each(testDatabaseKinds())('payment links through the partner API (%s)', (kind) => {
  let t: TestApp;
  let pms: TestPartnerKey;
  let readOnly: TestPartnerKey;
  let writeOnly: TestPartnerKey;
  let reservationsOnly: TestPartnerKey;
  let kyoto: TestPartnerKey;
  let revoked: TestPartnerKey;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    const key = (
      hotelId: number,
      scopes: Parameters<typeof createTestPartnerKey>[1]['scopes'],
      revokedKey = false,
    ) => createTestPartnerKey(t.db, { hotelId, scopes, name: 'Front PMS', revoked: revokedKey });
    pms = await key(TOKYO, ['payment_links:read', 'payment_links:write']);
    readOnly = await key(TOKYO, ['payment_links:read']);
    writeOnly = await key(TOKYO, ['payment_links:write']);
    reservationsOnly = await key(TOKYO, ['reservations:read', 'reservations:write']);
    kyoto = await key(KYOTO, ['payment_links:read', 'payment_links:write']);
    revoked = await key(TOKYO, ['payment_links:read', 'payment_links:write'], true);
  }, 180_000);
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    key: TestPartnerKey | null,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ) =>
    partnerInject(t.app, method, url, { ...(key ? { authorization: key.authorization } : {}), ...options });
  const create = (key: TestPartnerKey | null, idempotencyKey: string | undefined, body: unknown = BODY) =>
    call('POST', links(), key, { body, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) });
  const linksOfKey = async (apiKeyId: number): Promise<string[]> =>
    rowsOf<{ number: string }>(
      await t.db.execute(sql`select number from payment_links where created_by_api_key_id = ${apiKeyId}
        order by id`),
    ).map((row) => row.number);
  const fresh = () => `pl-${Math.random().toString(36).slice(2)}`;

  it('makes a link once per Idempotency-Key, answering a retry as the first time', async () => {
    const key = fresh();
    const first = await create(pms, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const link = first.body.data;
    expect(link.number).toMatch(PAYMENT_NUMBER_PATTERN);
    expect(link).toMatchObject({
      hotel_id: TOKYO,
      status: 'unpaid',
      amount: 7_700,
      currency: 'JPY',
      purpose: 'extra',
      description: 'Airport transfer',
      created_by: { type: 'api_key', name: 'Front PMS' },
    });
    const retry = await create(pms, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await linksOfKey(pms.id)).toEqual([link.number]);

    // The same key with another request: 422, and nothing made.
    const other = await create(pms, key, { ...BODY, amount: 7_701 });
    expect(other.status).toBe(422);
    expect(other.body.errors[0]).toMatchObject({ status: 422, code: 1000 });
    expect(Object.keys(other.body.errors[0].details.fields)).toEqual(['idempotency-key']);
    expect(await linksOfKey(pms.id)).toEqual([link.number]);

    // Read and listed with the read scope, as made.
    const read = await call('GET', `${links()}/${link.number}`, readOnly);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(link);
    const listed = await call('GET', `${links()}?q=${link.number}`, readOnly);
    expect(listed.body).toMatchObject({ total: 1, page: 1, per_page: 25 });
    expect(listed.body.data).toEqual([link]);

    // Audited as the key.
    const prefix = await keyPrefix(t.db, pms.id);
    const audits = rowsOf<Json>(
      await t.db.execute(sql`select action, actor, staff_user_id from staff_audit_log
        where entity_type = 'payment_link' and entity_id = ${link.number} order by id`),
    );
    expect(audits).toEqual([
      { action: 'payment_link.create', actor: `api_key:${prefix}`, staff_user_id: null },
    ]);
  });

  it('makes one link when two creates with the same key arrive at once', async () => {
    const key = fresh();
    const before = (await linksOfKey(pms.id)).length;
    const answers = await Promise.all([create(pms, key), create(pms, key), create(pms, key)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const numbers = new Set(answers.map((a) => a.body.data.number));
    expect(numbers.size).toBe(1);
    expect((await linksOfKey(pms.id)).length).toBe(before + 1);
  });

  it('withdraws an unpaid link once: then 409 3200', async () => {
    const made = await create(pms, fresh());
    const number = made.body.data.number;
    const cancelled = await call('POST', `${links()}/${number}/cancel`, writeOnly);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ number, status: 'cancelled' });
    const again = await call('POST', `${links()}/${number}/cancel`, writeOnly);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ status: 409, code: 3200 });
  });

  it('answers 401 without a live key and 403 for another hotel’s key or a missing scope, changing nothing', async () => {
    const made = await create(pms, fresh());
    const number = made.body.data.number;
    const calls: [string, 'GET' | 'POST', string, 'read' | 'write'][] = [
      ['list', 'GET', links(), 'read'],
      ['read', 'GET', `${links()}/${number}`, 'read'],
      ['create', 'POST', links(), 'write'],
      ['cancel', 'POST', `${links()}/${number}/cancel`, 'write'],
    ];
    const before = (await linksOfKey(pms.id)).length;
    for (const [name, method, url, scope] of calls) {
      const refusals: [string, TestPartnerKey | null, number][] = [
        ['no key', null, 401],
        ['revoked', revoked, 401],
        ['other hotel', kyoto, 403],
        ['reservations scopes only', reservationsOnly, 403],
        ['the other scope only', scope === 'read' ? writeOnly : readOnly, 403],
      ];
      for (const [who, key, status] of refusals) {
        const answer = await call(method, url, key, {
          ...(method === 'POST' && name === 'create' ? { body: BODY } : {}),
          idempotencyKey: fresh(),
        });
        expect(answer.status, `${name}: ${who}: ${JSON.stringify(answer.body)}`).toBe(status);
        expect(answer.body.errors[0], `${name}: ${who}`).toMatchObject({ status });
        expect(answer.headers['cache-control'], `${name}: ${who}`).toBe('no-store');
      }
    }
    // A bearer that is no key at all, and a staff session's token: 401.
    const bogus = await partnerInject(t.app, 'GET', links(), { authorization: 'Bearer nope' });
    expect(bogus.status).toBe(401);
    expect((await linksOfKey(pms.id)).length).toBe(before);
    expect((await call('GET', `${links()}/${number}`, pms)).body.data.status).toBe('unpaid');
    // Another hotel's key on its own hotel does not see this hotel's link.
    const elsewhere = await call('GET', `${links(KYOTO)}/${number}`, kyoto);
    expect(elsewhere.status).toBe(404);
  });

  it('refuses malformed requests with 400 in the error format, keeping no Idempotency-Key', async () => {
    const kept = await keptKeys(t.db, pms.id);
    const before = (await linksOfKey(pms.id)).length;
    const bad: [string, 'GET' | 'POST', string, unknown, string | undefined][] = [
      ['no Idempotency-Key', 'POST', links(), BODY, undefined],
      ['blank Idempotency-Key', 'POST', links(), BODY, '  '],
      ['amount 0', 'POST', links(), { ...BODY, amount: 0 }, fresh()],
      ['unknown purpose', 'POST', links(), { ...BODY, purpose: 'tip' }, fresh()],
      ['extra field', 'POST', links(), { ...BODY, hotel_id: 2 }, fresh()],
      ['bad e-mail', 'POST', links(), { ...BODY, guest_email: '@' }, fresh()],
      ['bad number', 'GET', `${links()}/12345`, undefined, undefined],
      ['bad status', 'GET', `${links()}?status=open`, undefined, undefined],
      ['bad hotel id', 'GET', '/api/v1/hotels/x/payment_links', undefined, undefined],
    ];
    for (const [name, method, url, body, idempotencyKey] of bad) {
      const answer = await call(method, url, pms, {
        ...(body === undefined ? {} : { body }),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.errors[0], name).toMatchObject({ status: 400, code: 1000 });
      expect(answer.body.errors[0].details.base[0].error, name).toEqual(expect.any(String));
    }
    // An unknown stay: 422 on the field; the key is not kept, so the fixed request may use it again.
    const key = fresh();
    const unknown = await create(pms, key, { ...BODY, reservation_number: 'ZZZZZZZZ' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors[0].details.fields)).toEqual(['reservation_number']);
    expect(await keptKeys(t.db, pms.id)).toBe(kept);
    expect((await linksOfKey(pms.id)).length).toBe(before);
    const fixed = await create(pms, key);
    expect(fixed.status).toBe(201);
    expect(await keptKeys(t.db, pms.id)).toBe(kept + 1);
  });
});
