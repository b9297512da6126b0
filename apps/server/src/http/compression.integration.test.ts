import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Large enough to be worth compressing; the same text repeated compresses very well.
const BIG_SCRIPT = `console.log(${JSON.stringify('hanami '.repeat(400))});\n`;
const BIG_HTML = `<head><!--yadori-config--></head><body>${'<p>widget</p>'.repeat(200)}</body>`;

function buildTree() {
  const root = mkdtempSync(path.join(tmpdir(), 'yadori-compress-'));
  const paths = {
    widgetDist: path.join(root, 'widget'),
    loaderDist: path.join(root, 'loader'),
    demoSite: path.join(root, 'demo'),
    consoleDist: path.join(root, 'console'),
  };
  mkdirSync(path.join(paths.widgetDist, 'assets'), { recursive: true });
  writeFileSync(path.join(paths.widgetDist, 'index.html'), BIG_HTML);
  const asset = path.join(paths.widgetDist, 'assets', 'main-abc123.js');
  writeFileSync(asset, BIG_SCRIPT);
  // What the widget build's precompress plugin writes.
  writeFileSync(`${asset}.br`, brotliCompressSync(BIG_SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(BIG_SCRIPT));
  mkdirSync(paths.loaderDist, { recursive: true });
  writeFileSync(path.join(paths.loaderDist, 'embed.js'), BIG_SCRIPT);
  mkdirSync(paths.demoSite, { recursive: true });
  writeFileSync(path.join(paths.demoSite, 'index.html'), '<h1>demo</h1>');
  return { root, paths };
}

describe('compressed answers', () => {
  const tree = buildTree();
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { paths: tree.paths } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client_sessions',
      payload: { client_key: 'yadori-demo-key', client_secret: 'yadori-demo-secret' },
    });
    session = created.json().data.client_session;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(tree.root, { recursive: true, force: true });
  });

  it('sends the widget page brotli- or gzip-compressed as the browser accepts, the same page either way', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('yadori-demo-key');
  });

  it('honours q=0 and falls back to the plain file', async () => {
    const response = await t.app.inject({
      url: '/embed.js',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('sends /embed.js compressed', async () => {
    const response = await t.app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the precompressed copy of a widget script', async () => {
    const response = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('compresses a large API answer for a client that accepts it, and not for one that does not', async () => {
    const url = '/book/hotels/hanami-tokyo/settings/booking_widget';
    const headers = { 'client-session': session };
    const plain = await t.app.inject({ url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    const br = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({
      url,
      headers: { ...headers, 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('leaves small API answers as they are', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client_sessions',
      headers: { 'accept-encoding': 'gzip, br' },
      payload: { client_key: 'yadori-demo-key', client_secret: 'yadori-demo-secret' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().data.client_session).toEqual(expect.any(String));
  });
});
