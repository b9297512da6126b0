import type { PartnerScope } from '@yadori/contract/partner.constants';
import { PARTNER_ARI_MAX_UPDATES, PARTNER_SCOPES } from '@yadori/contract/partner.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestPartnerKey, type TestPartnerKey } from '../partner-keys/partner-keys-test-kit.ts';
import { tokyoDay } from '../search/search-test-kit.ts';
import { hotelIds, KYOTO, TOKYO } from '../staff-rates/staff-rates-test-kit.ts';
import {
  auditOf,
  type StaffReservationKit,
  staffReservationKit,
  stayRow,
} from '../staff-reservations/staff-reservations-test-kit.ts';
import { type Json, keyPrefix, type PartnerAnswer, partnerInject } from './partner-api-test-kit.ts';

// Who may call what (decision 059): every /api/v1 endpoint × no key, a revoked key, another hotel's key,
// a key without the endpoint's scope, and the right key. Then the scope's own rules: nothing stored on
// the way, no CORS, malformed requests refused in the error format.

/** A stay of the kit, booked for the endpoint that changes it. */
interface Stay {
  number: string;
  id: number;
}

interface Call {
  name: string;
  scope: PartnerScope;
  method: 'GET' | 'POST' | 'PATCH';
  /** The stay the call is about (one per changing call: the right key changes it). */
  url: (stay: Stay) => string;
  body?: () => unknown;
  idempotent?: boolean;
  ok: number;
  /** Runs before the right key's call (e.g. moving the clock to the check-in day). */
  before?: () => Promise<void>;
}

const stays = `/api/v1/hotels/${TOKYO}/reservations`;
const links = `/api/v1/hotels/${TOKYO}/payment_links`;

describe.each(testDatabaseKinds())('who may call the partner API (%s)', (kind) => {
  let kit: StaffReservationKit;
  let full: TestPartnerKey;
  let revoked: TestPartnerKey;
  let kyoto: TestPartnerKey;
  /** For each scope, a live Tokyo key holding every other scope. */
  let without: Record<PartnerScope, TestPartnerKey>;
  let calls: Call[];

  beforeAll(async () => {
    kit = await staffReservationKit(kind);
    const db = kit.t.db;
    full = await createTestPartnerKey(db, { hotelId: TOKYO, scopes: PARTNER_SCOPES });
    revoked = await createTestPartnerKey(db, { hotelId: TOKYO, scopes: PARTNER_SCOPES, revoked: true });
    kyoto = await createTestPartnerKey(db, { hotelId: KYOTO, scopes: PARTNER_SCOPES });
    const others = async (scope: PartnerScope) =>
      createTestPartnerKey(db, { hotelId: TOKYO, scopes: PARTNER_SCOPES.filter((s) => s !== scope) });
    without = {
      'ari:write': await others('ari:write'),
      'reservations:read': await others('reservations:read'),
      'reservations:write': await others('reservations:write'),
      'payment_links:read': await others('payment_links:read'),
      'payment_links:write': await others('payment_links:write'),
    };
    // Payment links (decision 060) to read and to withdraw, made in the console.
    const newLink = async () => {
      const made = await kit.api('POST', `/staff/hotels/${TOKYO}/payment_links`, kit.staff.admin, {
        amount: 5_000,
        purpose: 'deposit',
        send_email: false,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data.number as string;
    };
    const linkToRead = await newLink();
    const linkToCancel = await newLink();
    const dbl = (await hotelIds(db, TOKYO)).roomType('STD-DBL');
    const night = tokyoDay(120);
    calls = [
      {
        name: 'ARI push',
        scope: 'ari:write',
        method: 'POST',
        url: () => `/api/v1/hotels/${TOKYO}/ari`,
        body: () => ({
          updates: [{ room_type_id: dbl, from: night, to: night, allotment: 4 }],
          below_sold: 'clamp',
        }),
        idempotent: true,
        ok: 200,
      },
      {
        name: 'ARI read',
        scope: 'ari:write',
        method: 'GET',
        url: () => `/api/v1/hotels/${TOKYO}/ari?from=${night}&to=${addDays(night, 6)}`,
        ok: 200,
      },
      { name: 'list', scope: 'reservations:read', method: 'GET', url: () => stays, ok: 200 },
      {
        name: 'show',
        scope: 'reservations:read',
        method: 'GET',
        url: (stay) => `${stays}/${stay.number}`,
        ok: 200,
      },
      {
        name: 'note',
        scope: 'reservations:write',
        method: 'POST',
        url: (stay) => `${stays}/${stay.number}/notes`,
        body: () => ({ body: 'Arrives by the last train.' }),
        ok: 201,
      },
      {
        name: 'change',
        scope: 'reservations:write',
        method: 'PATCH',
        url: (stay) => `${stays}/${stay.number}`,
        body: () => ({
          version: 1,
          guests: {
            guest: {
              first_name: 'Hanako',
              last_name: 'Sato',
              email: 'sato@example.com',
              phone: '+81399998888',
            },
          },
        }),
        ok: 200,
      },
      {
        name: 'cancel',
        scope: 'reservations:write',
        method: 'POST',
        url: (stay) => `${stays}/${stay.number}/cancel`,
        body: () => ({ fee: 'policy', reason: 'Cancelled by phone' }),
        ok: 200,
      },
      {
        name: 'no-show',
        scope: 'reservations:write',
        method: 'POST',
        url: (stay) => `${stays}/${stay.number}/no_show`,
        body: () => ({}),
        ok: 200,
        before: () => kit.setTokyoTime(`${kit.checkin}T20:00`),
      },
      { name: 'links', scope: 'payment_links:read', method: 'GET', url: () => links, ok: 200 },
      {
        name: 'link',
        scope: 'payment_links:read',
        method: 'GET',
        url: () => `${links}/${linkToRead}`,
        ok: 200,
      },
      {
        name: 'make link',
        scope: 'payment_links:write',
        method: 'POST',
        url: () => links,
        body: () => ({ amount: 2_000, purpose: 'extra', send_email: false }),
        idempotent: true,
        ok: 201,
      },
      {
        name: 'withdraw link',
        scope: 'payment_links:write',
        method: 'POST',
        url: () => `${links}/${linkToCancel}/cancel`,
        ok: 200,
      },
    ];
  }, 180_000);
  afterAll(async () => kit?.close());

  const call = (c: Call, stay: Stay, key: TestPartnerKey | null): Promise<PartnerAnswer> =>
    partnerInject(kit.t.app, c.method, c.url(stay), {
      ...(key ? { authorization: key.authorization } : {}),
      ...(c.body ? { body: c.body() } : {}),
      ...(c.idempotent ? { idempotencyKey: `matrix-${Math.random().toString(36).slice(2)}` } : {}),
    });

  it('answers 401 without a live key, 403 for another hotel’s key or a missing scope, and the call for the right key — in the error format, never stored', async () => {
    const table: string[][] = [];
    for (const c of calls) {
      const stay = await kit.stay();
      const refusals: [string, TestPartnerKey | null, number][] = [
        ['no key', null, 401],
        ['revoked', revoked, 401],
        ['other hotel', kyoto, 403],
        ['no scope', without[c.scope], 403],
      ];
      const row = [c.name];
      for (const [who, key, status] of refusals) {
        const answer = await call(c, stay, key);
        row.push(`${who} ${answer.status}`);
        expect(answer.status, `${c.name}: ${who}`).toBe(status);
        expect(answer.body.errors[0].status, `${c.name}: ${who}`).toBe(status);
        expect(answer.headers['cache-control'], `${c.name}: ${who}`).toBe('no-store');
      }
      // Nothing of the stay moved on any refusal.
      expect(await stayRow(kit.t.db, stay.id), c.name).toMatchObject({ status: 'confirmed', version: 1 });
      await c.before?.();
      const answer = await call(c, stay, full);
      await kit.resetClock();
      row.push(`right key ${answer.status}`);
      expect(answer.status, `${c.name}: ${JSON.stringify(answer.body)}`).toBe(c.ok);
      expect(answer.headers['cache-control']).toBe('no-store');
      table.push(row);
    }
    expect(table.map((row) => row.slice(1).map((cell) => cell.split(' ').at(-1)))).toEqual(
      calls.map((c) => ['401', '401', '403', '403', String(c.ok)]),
    );
  }, 120_000);

  it('acts as the key: notes signed and audit entries written as api_key:<prefix>, with no staff account', async () => {
    const prefix = await keyPrefix(kit.t.db, full.id);
    const stay = await kit.stay();
    const note = await partnerInject(kit.t.app, 'POST', `${stays}/${stay.number}/notes`, {
      authorization: full.authorization,
      body: { body: 'VIP guest.' },
    });
    expect(note.status).toBe(201);
    expect(note.body.data).toMatchObject({ author: `api_key:${prefix}`, body: 'VIP guest.' });
    const cancelled = await partnerInject(kit.t.app, 'POST', `${stays}/${stay.number}/cancel`, {
      authorization: full.authorization,
      body: { fee: 'policy' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', number: stay.number });
    const [row] = rowsOf<{ staff_user_id: number | null; author: string }>(
      await kit.t.db.execute(sql`select staff_user_id, author from reservation_notes
        where reservation_id = ${stay.id}`),
    );
    expect(row).toEqual({ staff_user_id: null, author: `api_key:${prefix}` });
    const audits = await auditOf(kit.t.db, stay.number);
    expect(audits.map((a: Json) => [a.action, a.actor, a.staff_user_id])).toEqual([
      ['reservation.add_note', `api_key:${prefix}`, null],
      ['reservation.cancel', `api_key:${prefix}`, null],
    ]);
    // A fee other than the policy's moves money beyond it: a key has no payments.handle.
    const other = await kit.stay();
    const free = await partnerInject(kit.t.app, 'POST', `${stays}/${other.number}/cancel`, {
      authorization: full.authorization,
      body: { fee: 1 },
    });
    expect(free.status).toBe(403);
    expect(await stayRow(kit.t.db, other.id)).toMatchObject({ status: 'confirmed', version: 1 });
  });

  it('answers malformed requests with 400 in the error format, never 500, and changes nothing', async () => {
    const stay = await kit.stay();
    const n = `${stays}/${stay.number}`;
    const ari = `/api/v1/hotels/${TOKYO}/ari`;
    const night = tokyoDay(130);
    const update = { room_type_id: 1, from: night, to: night, allotment: 2 };
    const bad: [string, 'GET' | 'POST' | 'PATCH', string, unknown?][] = [
      ['ARI without updates', 'POST', ari, {}],
      ['ARI with no update', 'POST', ari, { updates: [] }],
      ['ARI over the limit', 'POST', ari, { updates: Array(PARTNER_ARI_MAX_UPDATES + 1).fill(update) }],
      ['ARI with a bad date', 'POST', ari, { updates: [{ ...update, from: '2026-02-30' }] }],
      ['ARI dates reversed', 'POST', ari, { updates: [{ ...update, from: tokyoDay(131) }] }],
      ['ARI unknown field', 'POST', ari, { updates: [{ ...update, rate: 1 }] }],
      ['ARI nothing to change', 'POST', ari, { updates: [{ room_type_id: 1, from: night, to: night }] }],
      ['ARI prices without a plan', 'POST', ari, { updates: [{ ...update, prices: { '1': 100 } }] }],
      ['ARI below_sold', 'POST', ari, { updates: [update], below_sold: 'ignore' }],
      ['ARI not JSON', 'POST', ari, '{"updates":'],
      ['ARI hotel id', 'POST', '/api/v1/hotels/abc/ari', { updates: [update] }],
      ['ARI read without dates', 'GET', ari],
      ['ARI read without to', 'GET', `${ari}?from=${night}`],
      ['ARI read with a bad date', 'GET', `${ari}?from=${night}&to=2026-02-30`],
      ['ARI read dates reversed', 'GET', `${ari}?from=${tokyoDay(131)}&to=${night}`],
      ['ARI read hotel id', 'GET', `/api/v1/hotels/abc/ari?from=${night}&to=${night}`],
      ['list updated_since', 'GET', `${stays}?updated_since=yesterday`],
      ['list updated_since without offset', 'GET', `${stays}?updated_since=2026-01-01T00:00:00`],
      ['list after alone', 'GET', `${stays}?after=${stay.number}`],
      ['list page', 'GET', `${stays}?page=0`],
      ['list status', 'GET', `${stays}?status=done`],
      ['list check-in', 'GET', `${stays}?checkin_from=2026-02-30`],
      ['show number', 'GET', `${stays}/x`],
      ['change nothing', 'PATCH', n, { version: 1 }],
      ['change version', 'PATCH', n, { version: 0, guests: { guest: { first_name: 'A' } } }],
      ['cancel fee', 'POST', `${n}/cancel`, { fee: 'half' }],
      ['no-show fee', 'POST', `${n}/no_show`, { fee: -1 }],
      ['note empty', 'POST', `${n}/notes`, { body: '' }],
      ['link amount 0', 'POST', links, { amount: 0, purpose: 'deposit' }],
      ['link purpose', 'POST', links, { amount: 100, purpose: 'tip' }],
      ['link number', 'GET', `${links}/x`],
      ['link list status', 'GET', `${links}?status=open`],
    ];
    for (const [name, method, url, body] of bad) {
      const answer = await partnerInject(kit.t.app, method, url, {
        authorization: full.authorization,
        idempotencyKey: `bad-${name}`,
        ...(body === undefined ? {} : { body }),
        ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.errors[0], name).toMatchObject({ status: 400, code: 1000 });
      expect(answer.body.errors[0].details.base[0].error, name).toEqual(expect.any(String));
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ status: 'confirmed', version: 1 });
  });

  it('gives browsers no CORS permission, unlike /book', async () => {
    const origin = { origin: 'https://hotel.example' };
    const preflight = await kit.t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/hotels/${TOKYO}/ari`,
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const listed = await partnerInject(kit.t.app, 'GET', stays, {
      authorization: full.authorization,
      headers: origin,
    });
    expect(listed.status).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBeUndefined();
    const book = await kit.t.app.inject({
      method: 'OPTIONS',
      url: '/api/client_sessions',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(book.headers['access-control-allow-origin']).toBe('*');
  });
});
