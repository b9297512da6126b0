import { abilitiesOfScopes, type PartnerScope } from '@yadori/contract/partner.constants';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { installErrorHandler } from '../../http/error-handler.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { principalMay, requireStaffHotel } from '../staff-accounts/staff-access.service.ts';
import { requirePartner } from './partner-access.service.ts';
import { createTestPartnerKey, type TestPartnerKey } from './partner-keys-test-kit.ts';

// requirePartner, every partner API call's key check (decision 059), behind a route of its own with
// the app's error handler: what it refuses and how (the specification's error format, in the caller's
// language), the principal a right key becomes, and `last_used_at` written at most once a minute.
const TOKYO = 1;
const KYOTO = 2;
const START = new Date('2026-12-01T09:00:00Z');

/** One app with one route: `GET /probe/:hotelId?scope=…` answers the principal of the request's key. */
function probeApp(db: Db, clock: { now: Date }): FastifyInstance {
  const app = Fastify();
  installErrorHandler(app);
  app.get<{ Params: { hotelId: string }; Querystring: { scope: PartnerScope } }>(
    '/probe/:hotelId',
    async (request) =>
      requirePartner(
        db,
        request,
        { hotelId: Number(request.params.hotelId), scope: request.query.scope },
        clock.now,
      ),
  );
  return app;
}

describe.each(testDatabaseKinds())('requirePartner (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  const clock = { now: START };
  let reader: TestPartnerKey;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.database.db;
    app = probeApp(db, clock);
    await app.ready();
    reader = await createTestPartnerKey(db, {
      hotelId: TOKYO,
      scopes: ['reservations:read', 'ari:write'],
      name: 'Tokyo PMS',
    });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function probe(
    authorization: string | undefined,
    options: { hotelId?: number; scope?: PartnerScope; locale?: string } = {},
  ) {
    const response = await app.inject({
      method: 'GET',
      url: `/probe/${options.hotelId ?? TOKYO}?scope=${options.scope ?? 'reservations:read'}`,
      headers: {
        'tripla-locale': options.locale ?? 'en',
        ...(authorization === undefined ? {} : { authorization }),
      },
    });
    return { status: response.statusCode, body: response.json() };
  }

  const lastUsedAt = async (id: number) =>
    rowsOf<{ last_used_at: Date | string | null }>(
      await db.execute(sql`select last_used_at from partner_api_keys where id = ${id}`),
    )[0]!.last_used_at;
  const asTime = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

  /** The one error of the specification's format, with its status, code and sentence. */
  function expectRefusal(answer: { status: number; body: unknown }, status: number, sentence: RegExp) {
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      errors: [
        {
          title: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
          status,
          code: status,
          details: { code: status, base: [{ error: expect.stringMatching(sentence) }] },
        },
      ],
    });
  }

  it.each([
    ['no Authorization header', undefined],
    ['another scheme', `Basic ${Buffer.from('pms:secret').toString('base64')}`],
    ['a bearer that is no key (a console session’s shape)', `Bearer ${'a'.repeat(43)}`],
    ['a key one character short', `Bearer yk_${'A'.repeat(42)}`],
    ['a key with a character outside base64url', `Bearer yk_${'A'.repeat(42)}+`],
    ['an unknown key of the right shape', `Bearer yk_${'A'.repeat(43)}`],
  ])('answers 401 for %s', async (_case, authorization) => {
    expectRefusal(await probe(authorization), 401, /Send a valid API key as "Authorization: Bearer yk_…"/);
  });

  it('answers 401 for a revoked key, and the same sentence in the caller’s language', async () => {
    const revoked = await createTestPartnerKey(db, {
      hotelId: TOKYO,
      scopes: ['reservations:read'],
      revoked: true,
    });
    expectRefusal(await probe(revoked.authorization), 401, /Revoked keys no longer work/);
    expectRefusal(await probe(revoked.authorization, { locale: 'ja' }), 401, /有効な API キー/);
    expect(await lastUsedAt(revoked.id)).toBeNull();
  });

  it('answers 403 for a key of another hotel than the path’s', async () => {
    expectRefusal(await probe(reader.authorization, { hotelId: KYOTO }), 403, /belongs to another hotel/);
    // A hotel that does not exist is as much another hotel: the key's holder learns nothing new.
    expectRefusal(await probe(reader.authorization, { hotelId: 999_999 }), 403, /another hotel/);
  });

  it('answers 403 for a scope the key lacks', async () => {
    expectRefusal(
      await probe(reader.authorization, { scope: 'reservations:write' }),
      403,
      /does not have the scope/,
    );
  });

  it('makes a right key the principal of its one hotel with the abilities of its scopes', async () => {
    const answer = await probe(reader.authorization, { scope: 'ari:write' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const prefix = reader.key.slice(0, 12);
    expect(answer.body).toMatchObject({
      id: 0,
      brandId: 1,
      email: `api_key:${prefix}`,
      name: 'Tokyo PMS',
      hotelIds: [TOKYO],
      apiKeyId: reader.id,
    });
    expect([...answer.body.scopes].sort()).toEqual(['ari:write', 'reservations:read']);
    expect([...answer.body.abilities].sort()).toEqual(
      [...abilitiesOfScopes(['ari:write', 'reservations:read'])].sort(),
    );
    expect(JSON.stringify(answer.body)).not.toContain(reader.key);
  });

  it('gives the console’s checks the key’s abilities, not its role’s, on its hotel only', async () => {
    const principal = await requirePartner(
      db,
      { headers: { authorization: reader.authorization } } as never,
      { hotelId: TOKYO, scope: 'reservations:read' },
      clock.now,
    );
    expect(principalMay(principal, 'rates.edit')).toBe(true);
    expect(principalMay(principal, 'reservations.read')).toBe(true);
    // A hotel manager's role may handle reservations and payments and manage keys; this key may not.
    expect(principalMay(principal, 'reservations.handle')).toBe(false);
    expect(principalMay(principal, 'payments.handle')).toBe(false);
    expect(principalMay(principal, 'integrations.manage')).toBe(false);
    await expect(requireStaffHotel(db, principal, TOKYO, 'rates.read')).resolves.toMatchObject({ id: TOKYO });
    await expect(requireStaffHotel(db, principal, KYOTO, 'rates.read')).rejects.toMatchObject({
      status: 404,
    });
    await expect(requireStaffHotel(db, principal, TOKYO, 'integrations.manage')).rejects.toMatchObject({
      status: 403,
    });
  });

  it('notes last_used_at at most once a minute', async () => {
    const key = await createTestPartnerKey(db, { hotelId: TOKYO, scopes: ['reservations:read'] });
    expect(await lastUsedAt(key.id)).toBeNull();
    const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

    clock.now = at(0);
    expect((await probe(key.authorization)).status).toBe(200);
    expect(asTime(await lastUsedAt(key.id))).toBe(at(0).getTime());

    // Used again within the minute: not written again.
    clock.now = at(59);
    expect((await probe(key.authorization)).status).toBe(200);
    expect(asTime(await lastUsedAt(key.id))).toBe(at(0).getTime());

    // Over a minute on: written.
    clock.now = at(61);
    expect((await probe(key.authorization)).status).toBe(200);
    expect(asTime(await lastUsedAt(key.id))).toBe(at(61).getTime());

    // A refused call (another hotel) is no use of the key.
    clock.now = at(200);
    expect((await probe(key.authorization, { hotelId: KYOTO })).status).toBe(403);
    expect(asTime(await lastUsedAt(key.id))).toBe(at(61).getTime());
    clock.now = START;
  });
});
