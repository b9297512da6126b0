import { errorBodySchema } from '@yadori/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';

const post = (t: TestApp, payload: string, locale?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client_sessions',
    headers: { 'content-type': 'application/json', ...(locale ? { 'tripla-locale': locale } : {}) },
    payload,
  });

const firstError = (body: string) => errorBodySchema.parse(JSON.parse(body)).errors[0]!;

describe('request errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers malformed JSON with 400 code 1000', async () => {
    const response = await post(t, '{"client_key": ');
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({
      status: 400,
      code: 1000,
      details: { base: [{ error: 'The request body is not valid JSON.' }] },
    });
  });

  it('names each wrong or missing field', async () => {
    const response = await post(t, JSON.stringify({ client_key: 42 }));
    expect(response.statusCode).toBe(400);
    const error = firstError(response.body);
    expect(error.details.base.map((b) => b.error)).toEqual([
      'client_key must be text.',
      'client_secret is required.',
    ]);
    expect(Object.keys(error.details.fields ?? {})).toEqual(['client_key', 'client_secret']);
  });

  it.each([
    ['ja', 'client_secretは必須です。'],
    ['en', 'client_secret is required.'],
    ['zh_Hans', 'client_secret为必填项。'],
    ['zh_Hant', 'client_secret為必填欄位。'],
    ['ko', 'client_secret은(는) 필수 항목입니다.'],
  ])('localizes messages for Tripla-Locale %s', async (locale, message) => {
    const response = await post(t, JSON.stringify({ client_key: 'k' }), locale);
    expect(firstError(response.body).details.base[0]!.error).toBe(message);
  });

  it('answers an unknown API route with 404 in the same format', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/book/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(firstError(response.body)).toMatchObject({ status: 404, title: 'NOT_FOUND' });
  });

  it('answers a path parameter longer than the router takes with 404 in the same format, not a framework body', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/book/hotels/${'x'.repeat(300)}/settings/booking_widget`,
    });
    expect(response.statusCode).toBe(404);
    expect(firstError(response.body)).toMatchObject({ status: 404, title: 'NOT_FOUND' });
    expect(response.body).not.toContain('FST_ERR');
  });

  it('answers an address that cannot be decoded with 400 in the same format', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/book/hotels/%E0%A4%A/settings/booking_widget',
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.body)).toMatchObject({ status: 400, code: 1000 });
    expect(response.body).not.toContain('FST_ERR');
  });

  it('echoes a sane incoming x-request-id and invents one otherwise', async () => {
    const echoed = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const invented = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(invented.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers CORS preflights for /book with the spec headers, and not for pages', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/book/hotels/hanami-tokyo/settings/booking_widget',
      headers: {
        origin: 'https://www.hanami-hotels.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'client-session,tripla-locale',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Client-Session');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
    const page = await t.app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const rateLimitCases = testDatabaseKinds().flatMap((database) =>
  (['memory', 'database'] as const).map((store) => ({ database, store })),
);

describe('rate limit', () => {
  it.each(rateLimitCases)(
    'answers 429 with Retry-After past the limit ($store store on $database)',
    async ({ database, store }) => {
      const t = await createTestApp({ database, config: { rateLimit: { perMinute: 2, store } } });
      try {
        const call = () => t.app.inject({ url: '/book/hotels/hanami-tokyo/settings/booking_widget' });
        expect((await call()).statusCode).toBe(401);
        expect((await call()).statusCode).toBe(401);
        const limited = await call();
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.headers['access-control-allow-origin']).toBe('*');
        // The widget reads when to try again, and the request id, from a cross-origin answer.
        expect(String(limited.headers['access-control-expose-headers'])).toContain('Retry-After');
        expect(String(limited.headers['access-control-expose-headers'])).toContain('X-Request-Id');
        expect(firstError(limited.body)).toMatchObject({ status: 429, title: 'TOO_MANY_REQUESTS' });
        expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});

describe('maintenance mode', () => {
  it('answers API calls with 503 and keeps /healthz up', async () => {
    const t = await createTestApp({ config: { maintenance: true } });
    try {
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/client_sessions',
        headers: { 'tripla-locale': 'ja' },
      });
      expect(api.statusCode).toBe(503);
      expect(firstError(api.body)).toMatchObject({
        status: 503,
        details: {
          base: [{ error: 'ただいまメンテナンス中です。しばらくしてからもう一度お試しください。' }],
        },
      });
      expect(
        (await t.app.inject({ url: '/book/hotels/hanami-tokyo/settings/booking_widget' })).statusCode,
      ).toBe(503);
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message and no stack trace', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: testDb.database.db });
    app.get('/api/boom', async () => {
      throw new Error('database password is hunter2');
    });
    try {
      const response = await app.inject({ url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      expect(firstError(response.body).details.base[0]!.error).toBe(
        'An error occurred during processing. Please try again later.',
      );
      expect(response.body).not.toMatch(/hunter2|at .*\.ts/);
    } finally {
      await app.close();
      await testDb.dispose();
    }
  });
});
