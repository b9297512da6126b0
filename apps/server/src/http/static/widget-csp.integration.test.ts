import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueClientSession } from '../../testing/test-requests.ts';

// The widget page's Content-Security-Policy, and who may frame it: the hotel's embed_origins.

const HANAMI_SITE = 'https://www.hanami-hotels.example';

function widgetBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'yadori-csp-'));
  const paths = {
    widgetDist: path.join(root, 'widget'),
    loaderDist: path.join(root, 'loader'),
    demoSite: path.join(root, 'demo'),
    consoleDist: path.join(root, 'console'),
  };
  mkdirSync(path.join(paths.widgetDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(paths.widgetDist, 'index.html'),
    '<head><!--yadori-config--><script type="module" src="/assets/index-1.js"></script></head><body></body>',
  );
  mkdirSync(paths.loaderDist, { recursive: true });
  writeFileSync(path.join(paths.loaderDist, 'embed.js'), '(()=>{})()');
  mkdirSync(paths.demoSite, { recursive: true });
  writeFileSync(path.join(paths.demoSite, 'index.html'), '<h1>Hanami Tokyo</h1>');
  return { root, paths };
}

/** The CSP's directives by name. */
function directives(csp: unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of String(csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources.join(' '));
  }
  return out;
}

describe('the widget page’s CSP', () => {
  const build = widgetBuild();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { paths: build.paths }, hotelCacheTtlMs: 0 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(build.root, { recursive: true, force: true });
  });

  const setEmbedOrigins = (code: string, origins: unknown) =>
    t.db.execute(
      sql`update hotels set settings = jsonb_set(settings, '{embed_origins}', ${JSON.stringify(origins)}::jsonb) where code = ${code}`,
    );

  it('loads scripts, styles, API calls and frames from this server only, with no inline script', async () => {
    const page = await t.app.inject({ url: '/?code=hanami-tokyo' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(String(page.headers['content-security-policy'])).not.toMatch(
      /unsafe-eval|script-src[^;]*unsafe-inline/,
    );
  });

  it.each([
    ['/?code=hanami-tokyo', `'self' ${HANAMI_SITE}`],
    ['/booking/result?hotel_code=hanami-tokyo&code=nowhere', `'self' ${HANAMI_SITE}`],
    [
      '/reservation/three-d-secure?code=yamabuki-ryokan&locale=en',
      "'self' https://www.yamabuki-ryokan.example",
    ],
    ['/?code=no-such-hotel', "'self'"],
    ['/', "'self'"],
    ['/index.html?code=%00%ud800', "'self'"],
    [`/?code=${'x'.repeat(500)}`, "'self'"],
  ])('%s may be framed by %s', async (url, ancestors) => {
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toBe(ancestors);
  });

  it('follows the hotel’s setting, and a changed setting is a new version of the page (no 304 on the old one)', async () => {
    const first = await t.app.inject({ url: '/?code=hanami-kyoto' });
    expect(directives(first.headers['content-security-policy']).get('frame-ancestors')).toBe(
      `'self' ${HANAMI_SITE}`,
    );
    const same = await t.app.inject({
      url: '/?code=hanami-kyoto',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(same.statusCode).toBe(304);
    expect(same.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    await setEmbedOrigins('hanami-kyoto', ['https://kyoto.example', 'https://*.hanami.example:8443']);
    const changed = await t.app.inject({
      url: '/?code=hanami-kyoto',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(directives(changed.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'self' https://kyoto.example https://*.hanami.example:8443",
    );
  });

  it('drops a stored origin that is not a plain origin (it would inject into the header)', async () => {
    await setEmbedOrigins('hanami-seoul', [
      "https://seoul.example; script-src 'unsafe-inline'",
      '*',
      'https://seoul.example/path',
      'https://ok.example',
    ]);
    const page = await t.app.inject({ url: '/?code=hanami-seoul' });
    expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'self' https://ok.example",
    );
    expect(directives(page.headers['content-security-policy']).get('script-src')).toBe("'self'");
  });

  const setAnalyticsIds = (code: string, ids: unknown) =>
    t.db.execute(
      sql`update hotels set settings = jsonb_set(settings, '{analytics_setting_attributes}', ${JSON.stringify(ids)}::jsonb) where code = ${code}`,
    );

  it('lets a hotel’s page load its Google tags and send to Google Analytics, and only that hotel’s', async () => {
    await setAnalyticsIds('yamabuki-ryokan', { gtm_id: null, ga_measurement_id: 'G-ABCDE12345' });
    const page = await t.app.inject({ url: '/?code=yamabuki-ryokan' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self' https://www.googletagmanager.com");
    expect(csp.get('connect-src')).toBe(
      "'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(csp.get('img-src')).toBe('* data: blob:');
    expect(String(page.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp.get('frame-ancestors')).toBe("'self' https://www.yamabuki-ryokan.example");
    // Another hotel's page stays closed to Google.
    const other = directives(
      (await t.app.inject({ url: '/?code=hanami-tokyo' })).headers['content-security-policy'],
    );
    expect(other.get('script-src')).toBe("'self'");

    await setAnalyticsIds('yamabuki-ryokan', { gtm_id: 'GTM-ABC1234', ga_measurement_id: null });
    const gtm = directives(
      (await t.app.inject({ url: '/?code=yamabuki-ryokan' })).headers['content-security-policy'],
    );
    expect(gtm.get('script-src')).toBe("'self' https://www.googletagmanager.com");
  });

  it('stays closed to Google for a stored id that is not of Google’s format', async () => {
    await setAnalyticsIds('hanami-seoul', {
      gtm_id: "GTM-X; script-src 'unsafe-inline'",
      ga_measurement_id: 'UA-1',
    });
    const csp = directives(
      (await t.app.inject({ url: '/?code=hanami-seoul' })).headers['content-security-policy'],
    );
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it('is only on the widget page: not on the loader, the API or the demo site', async () => {
    for (const url of ['/embed.js', '/healthz', '/demo/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
    }
  });

  it('is not sent to the widget in its settings', async () => {
    const session = await issueClientSession(t.app);
    const settings = await t.app.inject({
      url: '/book/hotels/hanami-tokyo/settings/booking_widget',
      headers: { 'client-session': session },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data).not.toHaveProperty('embed_origins');
  });
});
