import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueClientSession } from '../../testing/test-requests.ts';

/** Password sign-ins and token exchanges stay behind the app's per-session rate limit. */
describe('member sign-in and tokens under the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { perMinute: 3, store: 'memory' } } });
  }, 180_000);
  afterAll(() => t?.close());

  it.each([
    ['sign_in', { grant_type: 'password', hotel_id: 1, email: 'nobody@example.com', password: 'Guess-1234' }],
    ['tokens', { grant_type: 'refresh_token', refresh_token: 'guess', hotel_code: 'hanami-tokyo' }],
  ])('%s answers 429 once the session used its budget', async (call, payload) => {
    // Each case with its own client session, so each starts with the whole budget.
    const clientSession = await issueClientSession(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/book/hotels/1/memberships/${call}`,
        headers: { 'client-session': clientSession },
        payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});
