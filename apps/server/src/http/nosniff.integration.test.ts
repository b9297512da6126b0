import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { issueClientSession } from '../testing/test-requests.ts';

// X-Content-Type-Options: nosniff on every /book answer (JSON, refusals, files), so a browser never
// reads one as a script or a page.

describe('nosniff on /book', () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp();
    session = await issueClientSession(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = { 'client-session': session }) =>
    t.app.inject({ url, headers });

  it.each([
    ['an answer', '/book/hotels/hanami-tokyo/settings/booking_widget', 200],
    ['a refusal', '/book/hotels/no-such-hotel/settings/booking_widget', 404],
    ['an unknown address', '/book/nothing-here', 404],
  ])('%s', async (_name, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a refusal before the session is read (401)', async () => {
    const response = await get('/book/hotels/hanami-tokyo/settings/booking_widget', {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an uploaded file’s answer', async () => {
    const boundary = 'yadori-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="passport.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4 test',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/book/hotels/1/file_attachments',
      headers: { 'client-session': session, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
