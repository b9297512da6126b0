import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueMemberSession } from '../features/member-sessions/member-sessions.service.ts';
import { bookingKitOn, guest, simpleBody, TOKYO } from '../features/reservations/reservation-test-kit.ts';
import { DEMO_SAVED_CARD } from '../seed/demo-cards.ts';
import { DEMO_WIDGET_CLIENT } from '../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { issueClientSession } from '../testing/test-requests.ts';

// "Bad input gets a clear error": every route of the OpenAPI document, hit with random and hostile
// path parameters, query strings, headers and bodies, answers below 500, and every refusal is in the
// error format of spec section 7. Routes added later are covered by being in the document.
// FUZZ_SEED and FUZZ_RUNS reproduce or deepen a run; the default seed keeps CI deterministic.

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  queryNames: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operations(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      found.push({ method: method.toUpperCase() as Operation['method'], path, queryNames });
    }
  }
  return found;
}

/**
 * Text PostgreSQL cannot store: NUL, and a UTF-16 surrogate without its pair (JSON's `\ud800` escape
 * yields one). A whole pair (an emoji) is fine and must still pass.
 */
const UNSTORABLE = ['\u0000', '\ud800', '\udc00'] as const;
const unstorableText = fc.string({
  unit: fc.constantFrom('a', '@', '.', '"', 'é', '\ud83c\udfe8', ...UNSTORABLE),
  minLength: 1,
  maxLength: 12,
});

/** Values that break naive parsers: wrong types, huge numbers, bad dates, broken JSON, control characters. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  unstorableText,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '[{',
    '[{"adults":"two"}]',
    '[{"adults":2,"children":-1}]',
    '[{"checkin_date":"2026-02-30","checkout_date":"2026-02-31","adults":2}]',
    '[{"adults":1e9}]',
    '2026-13-01',
    '2026-02-29',
    '0000-00-00',
    '9999-12-31',
    '1900-01-01',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'a\u0000b',
    'guest\u0000@example.com',
    '\ud800',
    '\udc00',
    'x\ud800y',
    '\udfffx',
    '\ud83c\udfe8',
    '["\\u0000"]',
    '["\\ud800"]',
    '[{"adults":2,"kids_tiers":["\\udc00"]}]',
    '[{"adults":2,"checkin_date":"2026-05-01\\u0000"}]',
    '[{"code":"B\\ud800","children":1}]',
    '__proto__',
    'constructor',
    'toString',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'x'.repeat(5000),
  ),
);

/** Query keys: unstorable text, alone and in the bracket form of rooms the search reads by hand. */
const hostileKey = fc.oneof(
  unstorableText,
  unstorableText.map((key) => `rooms[0][${key}]`),
  fc.constantFrom(
    'rooms[0][adults]',
    'rooms[0][checkin_date]',
    'rooms[0][kids_tiers][]',
    'rooms[1][kids_age_range][]',
  ),
);

const pathValue = fc.oneof(
  fc.constantFrom('hanami-tokyo', 'yamabuki-ryokan', '1', '2', '4', '0', '-1', '999999', '2147483648'),
  hostileText,
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ json: value })),
  fc
    .jsonValue({ maxDepth: 3, stringUnit: fc.constantFrom('a', '\ud83c\udfe8', ...UNSTORABLE) })
    .map((value) => ({
      json: value,
    })),
  fc
    .record({ client_key: hostileText, client_secret: hostileText, email: hostileText, details: hostileText })
    .map((value) => ({ json: value })),
  fc.constantFrom('{', '{"a":', 'not json', '[1,2', '\u0000').map((raw) => ({ raw })),
);

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) becomes its three WTF-8 bytes,
 * as a raw client could send them.
 */
function encodeAny(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeAny(key)}=${encodeAny(value)}`)
    .join('&');

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json<T>(): T;
}

/**
 * Below 500, no stack, and a refusal in the error format of spec section 7 — or, from the sandbox
 * gateway's pages (`pages`), an HTML page of their own.
 */
function expectHandled(response: Answer, where: string, pages = false): void {
  const said = `${where} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, said).toBeLessThan(500);
  expect(response.body, said).not.toMatch(/\bat .+\.(ts|js):\d+/);
  const html = String(response.headers['content-type'] ?? '').startsWith('text/html');
  if (response.statusCode >= 400 && !(pages && html)) {
    const error = response.json<{ errors: { title: string; status: number }[] }>().errors[0];
    expect(error?.title, said).toEqual(expect.any(String));
    expect(error?.status, said).toBe(response.statusCode);
  }
}

describe('every route refuses bad input with a 4xx in the error format', () => {
  let t: TestApp;
  let session: string;
  let ops: Operation[];
  // Requests PostgreSQL refused past the contract (the error handler's last line made them a 400).
  let refusedByDatabase = 0;
  beforeAll(async () => {
    t = await createTestApp({
      config: { rateLimit: { perMinute: 1_000_000, store: 'memory' }, logLevel: 'warn' },
      logStream: {
        write: (line) => {
          if (line.includes('the database refused a value')) refusedByDatabase += 1;
        },
      },
    });
    session = await issueClientSession(t.app);
    ops = operations((await t.app.inject({ url: '/book/openapi.json' })).json());
  });
  afterAll(() => t?.close());

  it('finds the routes to fuzz in the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThanOrEqual(5);
    // The saved cards' calls and the gateway's security-code tokens among them (issue 14).
    const names = ops.map((op) => `${op.method} ${op.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /book/hotels/{hotelId}/memberships/credit_cards',
        'DELETE /book/hotels/{hotelId}/memberships/credit_cards/{id}',
        'POST /sandbox-pay/security-code-tokens',
      ]),
    );
  });

  it('never answers 5xx, never leaks a stack, always in the error format', async () => {
    for (const op of ops) {
      const request = fc.record({
        params: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
        query: fc.dictionary(
          op.queryNames.length > 0
            ? fc.oneof(fc.constantFrom(...op.queryNames), fc.string(), hostileKey)
            : fc.oneof(fc.string(), hostileKey),
          hostileText,
          { maxKeys: 6 },
        ),
        body,
        locale: fc.oneof(fc.constantFrom('ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'), hostileText),
        authorization: fc.option(
          fc.oneof(
            hostileText,
            hostileText.map((v) => `Bearer ${v}`),
          ),
        ),
        withSession: fc.oneof(
          { arbitrary: fc.constant(true), weight: 9 },
          { arbitrary: fc.constant(false), weight: 1 },
        ),
        // Raw header text as only an in-process caller can send it (HTTP parsers refuse NUL), to be
        // sure nothing read from a header reaches the database unchecked.
        rawHeaders: fc.option(
          fc.record({
            'tripla-locale': unstorableText,
            'client-session': unstorableText,
            'idempotency-key': unstorableText,
          }),
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let index = 0;
          const address = op.path.replace(/\{[^}]+\}/g, () => encodeAny(r.params[index++] ?? ''));
          const query = queryString(r.query);
          const headers: Record<string, string> = { 'tripla-locale': r.locale.replace(/[^\x20-\x7e]/g, '') };
          if (r.withSession) headers['client-session'] = session;
          if (r.authorization !== null) headers.authorization = r.authorization.replace(/[^\x20-\x7e]/g, '');
          if (r.rawHeaders !== null) {
            Object.assign(headers, r.rawHeaders);
            if (r.withSession) headers['client-session'] = `${session}${r.rawHeaders['client-session']}`;
          }
          const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
          if (hasBody) headers['content-type'] = 'application/json';
          const response = await t.app.inject({
            method: op.method,
            url: query ? `${address}?${query}` : address,
            headers,
            ...(hasBody ? { payload: 'raw' in r.body ? r.body.raw : JSON.stringify(r.body.json) } : {}),
          });
          expectHandled(response, `${op.method} ${op.path}`);
          expect(refusedByDatabase, `${op.method} ${address}: reached PostgreSQL past the contract`).toBe(0);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
  }, 300_000);
});

// JSON values a string position can hold: every string leaf is a position of its own.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Copies of `value`, each with one string leaf changed by `change`, named by where that leaf is. */
function eachStringLeaf(value: Json, change: (leaf: string) => string, at = ''): [string, Json][] {
  if (typeof value === 'string') return [[at, change(value)]];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      eachStringLeaf(item, change, `${at}[${i}]`).map(([where, changed]): [string, Json] => [
        where,
        value.map((other, j) => (j === i ? changed : other)),
      ]),
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      eachStringLeaf(item, change, `${at}.${key}`).map(([where, changed]): [string, Json] => [
        where,
        { ...value, [key]: changed },
      ]),
    );
  }
  return [];
}

/** Query values that are JSON text: their string leaves are positions too. */
const JSON_QUERY = new Set(['rooms', 'kids_tiers', 'q']);

/** The sandbox gateway's pages, hidden from the OpenAPI document but just as reachable. */
const HIDDEN_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/sandbox-pay/card-fields',
    queryNames: ['parent_origin', 'locale', 'valid_through', 'brands', 'mode', 'brand'],
  },
  { method: 'GET', path: '/sandbox-pay/challenge/{paymentId}', queryNames: ['locale'] },
  { method: 'POST', path: '/sandbox-pay/challenge/{paymentId}', queryNames: [] },
];

interface Probe {
  where: string;
  method: Operation['method'];
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Json;
}

// The positional sweep: for every operation of the OpenAPI document, a request that would go deep
// (a booked reservation, its proof, real codes) is sent once per string position — each path
// parameter, query value (and the leaves of JSON query values), query key, body leaf and header —
// with NUL or a lone surrogate added there. Random fuzzing rarely gets a body valid enough to reach
// the database; this does, and every answer must still be below 500 in the error format.
describe.each(testDatabaseKinds())(
  'NUL and lone surrogates in every string position never give a 5xx (%s)',
  (database) => {
    let t: TestApp;
    let dataDir: string;
    let session: string;
    let ops: Operation[];
    let goodPath: Record<string, string>;
    let goodQuery: Record<string, string>;
    let goodBody: Record<string, Json>;
    // A member's bearer on every probe, so the member routes (points, saved cards…) are reached, not only refused.
    let memberBearer: string;
    // The error handler's last line turns PostgreSQL's refusal into a 400; the contract should have
    // refused first. Each such warning is a string position text() does not guard.
    let refusedByDatabase = 0;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'yadori-fuzz-'));
      t = await createTestApp({
        config: { rateLimit: { perMinute: 1_000_000, store: 'memory' }, dataDir, logLevel: 'warn' },
        logStream: {
          write: (line) => {
            if (line.includes('the database refused a value')) refusedByDatabase += 1;
          },
        },
        database,
        hotelCacheTtlMs: 0,
      });
      const kit = await bookingKitOn(t);
      session = kit.session;
      ops = [...operations((await t.app.inject({ url: '/book/openapi.json' })).json()), ...HIDDEN_OPERATIONS];
      const booking = await kit.post(await simpleBody(kit));
      expect(booking.status).toBe(201);
      const member = DEMO_SAVED_CARD.member;
      const signedIn = await issueMemberSession(t.db, {
        memberId: member.id,
        brandId: member.brandId,
        now: new Date(),
      });
      memberBearer = `Bearer ${signedIn.token}`;
      const cards = await kit.get(`/book/hotels/${TOKYO}/memberships/credit_cards`, {
        authorization: memberBearer,
      });
      expect(cards.status).toBe(200);
      const { number, bypass_token: bypassToken, version } = booking.body.data;
      const questions = await kit.get(`/book/hotels/${TOKYO}/additional_questions`);
      const questionId = questions.body.data.additional_questions[0]?.id ?? 1;
      const policies = await kit.get(`/book/hotels/${TOKYO}/cancellation_policies`);
      const policyId = policies.body.data.cancellation_policies[0]?.id ?? 1;
      const answer: Json = { question_id: questionId, text: 'Late arrival', options: ['yes'] };
      const address = {
        postcode: '1000001',
        prefecture: 'Tokyo',
        city: 'Chiyoda',
        street: '1-1',
        building: 'B',
      };

      goodPath = {
        hotelId: String(TOKYO),
        brandId: '1',
        code: 'hanami-tokyo',
        number,
        policyId: String(policyId),
        paymentId: 'pay_sandbox_1',
        // The member's saved card (the seed's): its DELETE goes as deep as a removal.
        id: String(cards.body.data[0].id),
      };
      goodQuery = {
        rooms: JSON.stringify([
          { adults: 2, kids_tiers: ['B'], checkin_date: kit.checkin, checkout_date: kit.checkout },
        ]),
        checkin_date: kit.checkin,
        checkout_date: kit.checkout,
        adults: '2',
        room_count: '1',
        kids_tiers: JSON.stringify([{ code: 'B', children: 1 }]),
        order: 'price_low_to_high',
        mode: 'all',
        room_plan_codes: 'STD-DBL-ROOM-ONLY',
        room_type_codes: 'STD-DBL',
        hotel_plan_codes: 'ROOM-ONLY',
        hotel_codes: 'hanami-tokyo',
        // A real coupon: a code the hotel does not know would stop the search before it reads the rest.
        coupon_code: 'WELCOME10',
        reservation_no: number,
        bypass_token: bypassToken,
        email: guest.email,
        utm_source: 'newsletter',
        metasearch_source: 'trivago',
        google_site: 'localuniversal',
        currency: 'JPY',
        type: 'rooms',
        month: kit.checkin.slice(0, 7),
        q: JSON.stringify(['all_users']),
        name: 'Hanako Yamada',
        locale: 'ja',
        page: '1',
        per_page: '5',
        scope: 'current',
        parent_origin: 'http://localhost:3000',
        valid_through: kit.checkout,
        brands: 'visa,jcb',
        brand: 'visa',
      };
      const stay = { checkin_date: kit.checkin, checkout_date: kit.checkout };
      goodBody = {
        'POST /api/client_sessions': {
          client_key: DEMO_WIDGET_CLIENT.key,
          client_secret: DEMO_WIDGET_CLIENT.secret,
        },
        'POST /book/hotels/{hotelId}/reservations': {
          ...(await simpleBody(kit)),
          guest: {
            ...guest,
            full_name: 'やまだ はなこ',
            kanji_name: '山田 花子',
            nationality: 'JP',
            occupation: 'Engineer',
            address,
          },
          coupon_code: 'WELCOME10',
          card_token: 'tok_sandbox',
          answers: [answer],
          locale: 'ja',
        },
        'PUT /book/hotels/{hotelId}/reservations/{number}': {
          version,
          ...stay,
          rooms: [{ room_index: 0, adults: 2, kids_tiers: ['B'] }],
          total_price: 1000,
        },
        'PUT /book/hotels/{hotelId}/reservations/{number}/cancel': {
          reason: 'change_of_plans',
          details: 'Plans changed',
          cancellation_fee_displayed: 0,
        },
        'PUT /book/hotels/{hotelId}/reservations/{number}/guests': {
          version,
          guest: { ...guest, address },
          rooms: [{ room_index: 0, first_name: 'Taro', last_name: 'Yamada' }],
        },
        'POST /book/hotels/{hotelId}/reservations/{number}/three_d_secure': { bypass_token: bypassToken },
        'POST /book/reservations/{number}/additional_questions': { answers: [answer] },
        'PUT /book/reservations/{number}/additional_questions/batch_update': { answers: [answer] },
        'POST /book/hotels/{hotelId}/memberships/point_exchanges': { amount: 100, exchange_type: 'digico' },
        'POST /sandbox-pay/challenge/{paymentId}': { action: 'complete', locale: 'ja' },
        'POST /sandbox-pay/security-code-tokens': { cvc: '123', brand: 'visa' },
        'POST /sandbox-pay/tokens': {
          card_number: '4111 1111 1111 1111',
          expiry_month: '12',
          expiry_year: '35',
          cvc: '123',
          holder_name: 'HANAKO YAMADA',
          brand: 'visa',
        },
      };
    }, 180_000);
    afterAll(async () => {
      await t?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    /** Every position of `op`, each once with `bad` added to its good value. */
    function probes(op: Operation, bad: (position: number) => string): Probe[] {
      const params = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
      const query = Object.fromEntries(
        op.queryNames
          .filter((name) => goodQuery[name] !== undefined)
          .map((name) => [name, goodQuery[name] ?? '']),
      );
      const body = goodBody[`${op.method} ${op.path}`];
      const headers: Record<string, string> = {
        'client-session': session,
        'tripla-locale': 'ja',
        'idempotency-key': 'fuzz-key-1',
        authorization: memberBearer,
      };
      const base = { method: op.method, path: op.path, query, headers, body };
      const found: Omit<Probe, 'where'>[] = [];
      const where: string[] = [];
      const add = (name: string, probe: Partial<Probe>) => {
        where.push(name);
        found.push({ ...base, ...probe });
      };
      let n = 0;
      const next = () => bad(n++);

      for (const param of params)
        add(`path {${param}}`, { path: op.path.replace(`{${param}}`, `{${param}}${next()}`) });
      for (const name of op.queryNames) {
        add(`query ${name}`, { query: { ...query, [name]: `${goodQuery[name] ?? ''}${next()}` } });
        if (JSON_QUERY.has(name) && goodQuery[name]) {
          for (const [leaf, changed] of eachStringLeaf(JSON.parse(goodQuery[name]), (v) => `${v}${next()}`)) {
            add(`query ${name}${leaf}`, { query: { ...query, [name]: JSON.stringify(changed) } });
          }
        }
      }
      add('query key', { query: { ...query, [`utm_term${next()}`]: 'x' } });
      add('query bracket key', { query: { ...query, [`rooms[0][adults${next()}]`]: '2' } });
      add('query bracket value', {
        query: { ...query, 'rooms[0][adults]': '2', 'rooms[0][kids_tiers][]': `B${next()}` },
      });
      for (const header of Object.keys(headers)) {
        add(`header ${header}`, { headers: { ...headers, [header]: `${headers[header]}${next()}` } });
      }
      if (body !== undefined) {
        for (const [leaf, changed] of eachStringLeaf(body, (v) => `${v}${next()}`))
          add(`body${leaf}`, { body: changed });
      }
      return found.map((probe, i) => ({ ...probe, where: where[i] ?? '' }));
    }

    async function send(probe: Probe): Promise<Answer> {
      const address = probe.path.replace(/\{([^}]+)\}([^/]*)/g, (_, name: string, rest: string) =>
        encodeAny(`${goodPath[name] ?? '1'}${rest}`),
      );
      const query = queryString(probe.query);
      return t.app.inject({
        method: probe.method,
        url: query ? `${address}?${query}` : address,
        headers: {
          ...probe.headers,
          ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
      });
    }

    it('answers every operation, every position, with each of NUL, a lone high and a lone low surrogate', async () => {
      // By default each position gets one of the three in turn; a deeper run (FUZZ_RUNS > 40) all three.
      const kinds = RUNS > 40 ? UNSTORABLE.length : 1;
      let sent = 0;
      const unguarded: string[] = [];
      for (const op of ops) {
        for (let kind = 0; kind < kinds; kind++) {
          for (const probe of probes(
            op,
            (position) => UNSTORABLE[(position + kind) % UNSTORABLE.length] ?? '',
          )) {
            const page = HIDDEN_OPERATIONS.includes(op);
            const before = refusedByDatabase;
            const where = `${op.method} ${op.path} [${probe.where}]`;
            expectHandled(await send(probe), where, page);
            if (refusedByDatabase > before) unguarded.push(where);
            sent += 1;
          }
        }
      }
      expect(sent).toBeGreaterThan(200);
      expect(unguarded, 'reached PostgreSQL past the contract').toEqual([]);
    }, 300_000);

    it('uploads: a file name with NUL is cleaned, not a 5xx', async () => {
      const boundary = '----yadori-fuzz-boundary';
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pass\u0000port\ud800.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/book/hotels/${TOKYO}/file_attachments`,
        headers: { 'client-session': session, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expectHandled(response, 'POST file_attachments with a NUL in the file name');
    });
  },
);
