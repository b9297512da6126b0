import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Decision 058: the console's API is same-origin, and nothing it answers is stored on the way. */
describe('the /staff scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('marks every answer no-store, refusals before any handler included', async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/staff/sign_in',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({ method: 'POST', url: '/staff/sign_in', payload: { email: 42 } }),
      t.app.inject({ method: 'GET', url: '/staff/me' }),
      t.app.inject({ method: 'GET', url: '/staff/hotels/abc/rates?from=x' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json().errors[0].status).toBe(answer.statusCode);
    }
  });

  it('gives other origins no CORS permission, unlike /book', async () => {
    const origin = { origin: 'https://hotel.example' };
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/staff/sign_in',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const call = await t.app.inject({ method: 'GET', url: '/staff/me', headers: origin });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});
