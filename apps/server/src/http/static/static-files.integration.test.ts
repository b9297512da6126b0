import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

function fixtureTree(withBuild: boolean) {
  const root = mkdtempSync(path.join(tmpdir(), 'yadori-static-'));
  const paths = {
    widgetDist: path.join(root, 'widget'),
    loaderDist: path.join(root, 'loader'),
    demoSite: path.join(root, 'demo'),
    consoleDist: path.join(root, 'console'),
  };
  if (withBuild) {
    mkdirSync(path.join(paths.widgetDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(paths.widgetDist, 'index.html'),
      '<head><!--yadori-config--></head><body>widget</body>',
    );
    writeFileSync(path.join(paths.widgetDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(paths.widgetDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(paths.loaderDist, { recursive: true });
    writeFileSync(path.join(paths.loaderDist, 'embed.js'), '(()=>{})()');
    writeFileSync(path.join(paths.loaderDist, 'chatbot.js'), '(()=>{"chat"})()');
    mkdirSync(paths.demoSite, { recursive: true });
    writeFileSync(path.join(paths.demoSite, 'index.html'), '<h1>Hanami Tokyo</h1>');
    writeFileSync(path.join(paths.demoSite, 'package.json'), '{}');
    mkdirSync(path.join(paths.consoleDist, 'assets'), { recursive: true });
    writeFileSync(path.join(paths.consoleDist, 'index.html'), '<body>console</body>');
    writeFileSync(path.join(paths.consoleDist, 'assets', 'console-abc123.js'), 'console.log(2)');
  }
  return { root, paths };
}

describe('static files with a build', () => {
  const tree = fixtureTree(true);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { paths: tree.paths } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(tree.root, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/?code=hanami-tokyo',
    '/booking/result?code=hanami-kyoto',
    '/reservation/confirmation/ABC123',
  ])('serves index.html with the config meta at %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<meta name="yadori-config" content="{&quot;apiBase&quot;:&quot;/book&quot;',
    );
    expect(response.body).toContain('yadori-demo-key');
    expect(response.body).not.toContain('<!--yadori-config-->');
  });

  it('answers a repeated index.html request with 304', async () => {
    const first = await t.app.inject({ url: '/' });
    const second = await t.app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(second.statusCode).toBe(304);
  });

  it('serves fingerprinted assets as immutable and missing ones as 404', async () => {
    const asset = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it('sends /favicon.ico to the icon the widget build ships', async () => {
    const ico = await t.app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const svg = await t.app.inject({ url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('serves /embed.js as JavaScript with a short cache', async () => {
    const response = await t.app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=300');
    expect(response.body).toBe('(()=>{})()');
  });

  it('serves /chatbot.js (decision 061) as JavaScript with the same short cache', async () => {
    const response = await t.app.inject({ url: '/chatbot.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(response.body).toBe('(()=>{"chat"})()');
  });

  it('serves the demo page at /demo/ but not its package files', async () => {
    expect((await t.app.inject({ url: '/demo' })).headers.location).toBe('/demo/');
    const page = await t.app.inject({ url: '/demo/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hanami Tokyo');
    expect((await t.app.inject({ url: '/demo/package.json' })).statusCode).toBe(404);
  });

  it('never answers API addresses with the SPA', async () => {
    for (const url of ['/book/unknown', '/staff/unknown']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('serves the staff console at /admin and its page addresses, never framed', async () => {
    for (const url of ['/admin', '/admin/', '/admin/hotels/1/reservations?page=2']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('console');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ url: '/admin/assets/console-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/admin/assets/missing-1.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/admin/missing.png' })).statusCode).toBe(404);
  });
});

describe('static files without a build', () => {
  const tree = fixtureTree(false);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { paths: tree.paths } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(tree.root, { recursive: true, force: true });
  });

  it('answers pages with 503 and a message saying how to build, and keeps the API up', async () => {
    const page = await t.app.inject({ url: '/?code=hanami-tokyo' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await t.app.inject({ url: '/embed.js' })).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/chatbot.js' })).statusCode).toBe(503);
    const consolePage = await t.app.inject({ url: '/admin/reservations' });
    expect(consolePage.statusCode).toBe(503);
    expect(consolePage.body).toContain('npm run build');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
