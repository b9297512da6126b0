import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileAttachmentResponseSchema } from '@yadori/contract/file-attachments.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAttachments } from '../../db/tables/file-attachments.table.ts';
import { DEMO_HOTEL_CLIENTS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';

const seoul = DEMO_HOTELS.hanamiSeoul;
const BOUNDARY = '----yadori-test-boundary-7c1f';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-fake-png-body', 'latin1'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n', 'latin1');

/** A real multipart/form-data body with one file part. */
function multipart(content: Buffer, filename = 'passport.png', declared = 'image/png', field = 'file') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${declared}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe.each(testDatabaseKinds())('file attachments on %s', (database) => {
  let t: TestApp;
  let dir: string;
  let session: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'yadori-attachments-'));
    t = await createTestApp({ database, config: { dataDir: dir } });
    session = await issueClientSession(t.app);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (payload: Buffer | Readable, headers: Record<string, string> = {}, token = session) =>
    t.app.inject({
      method: 'POST',
      url: `/book/hotels/${seoul.id}/file_attachments`,
      payload,
      headers: { 'client-session': token, ...multipartHeaders, ...headers },
    });
  const stored = async () => (await readdir(path.join(dir, 'attachments'))).sort();

  it('keeps an image under the data dir and answers an unguessable id, its type from the bytes and its sha256', async () => {
    const response = await upload(multipart(PNG, '../../etc/パスポート.png', 'application/octet-stream'));
    expect(response.statusCode).toBe(201);
    const { data } = fileAttachmentResponseSchema.parse(response.json());
    expect(data).toMatchObject({ content_type: 'image/png', size: PNG.length, file_name: 'パスポート.png' });
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(data.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(await readFile(path.join(dir, 'attachments', data.id))).toEqual(PNG);
    const [row] = await t.db.select().from(fileAttachments).where(eq(fileAttachments.id, data.id));
    expect(row).toMatchObject({ hotelId: seoul.id, size: PNG.length, reservationId: null });

    const pdf = await upload(multipart(PDF, 'visa.pdf', 'image/png'));
    expect(pdf.json().data.content_type).toBe('application/pdf');
  });

  it('refuses a file that is not an image or PDF, whatever its name and declared type, and keeps nothing', async () => {
    const before = await stored();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload(multipart(svg, 'photo.png', 'image/png'), { 'tripla-locale': 'ja' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 1251,
      details: { base: [{ error: expect.stringContaining('この種類のファイル') }] },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty file, a request without a file part and a JSON body', async () => {
    expect((await upload(multipart(Buffer.alloc(0)))).json().errors[0].code).toBe(1251);
    const noFile = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
    );
    const missing = await upload(noFile);
    expect(missing.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/book/hotels/${seoul.id}/file_attachments`,
      payload: { file: 'x' },
      headers: { 'client-session': session },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].details.fields.file).toHaveLength(1);
  });

  it('streams an 81 MB upload and stops it at 80 MB: 413, nothing kept', async () => {
    const before = await stored();
    const total = 81 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    let sent = 0;
    async function* body() {
      yield head;
      while (sent < total) {
        sent += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const response = await upload(Readable.from(body()), { 'tripla-locale': 'en' });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({
      code: 1251,
      details: { base: [{ error: 'A file can be at most 80 MB.' }] },
    });
    expect(response.headers.connection).toBe('close');
    expect(await stored()).toEqual(before);
  });

  it('a booking draft holds at most 30 files; another session starts its own', async () => {
    const fresh = await issueClientSession(t.app);
    for (let i = 0; i < 30; i++) expect((await upload(multipart(PDF), {}, fresh)).statusCode).toBe(201);
    const thirtyFirst = await upload(multipart(PDF), { 'tripla-locale': 'ko' }, fresh);
    expect(thirtyFirst.statusCode).toBe(422);
    expect(thirtyFirst.json().errors[0].details.base[0].error).toContain('30');
    expect((await upload(multipart(PDF))).statusCode).toBe(201);
  });

  it('needs a client session, and a hotel the session may see', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/book/hotels/${seoul.id}/file_attachments`,
      payload: multipart(PNG),
      headers: multipartHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
    const tokyoOnly = await issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-tokyo']);
    expect((await upload(multipart(PNG), {}, tokyoOnly)).statusCode).toBe(404);
  });

  it('answers broken multipart bodies with a 4xx in the error format, never a 5xx', async () => {
    const broken: [string, Buffer | string][] = [
      ['multipart/form-data', multipart(PNG)],
      [
        `multipart/form-data; boundary=${BOUNDARY}`,
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      ],
      [`multipart/form-data; boundary=${BOUNDARY}`, multipart(PNG).subarray(0, 60)],
      [`multipart/form-data; boundary=${BOUNDARY}`, 'not multipart at all'],
      [
        `multipart/form-data; boundary=${BOUNDARY}`,
        Buffer.from(`--${BOUNDARY}\r\n${'X-Long: y\r\n'.repeat(2000)}\r\n`),
      ],
      [`multipart/form-data; boundary="${'b'.repeat(300)}"`, multipart(PNG)],
      ['multipart/mixed; boundary=x', '--x--'],
      ['text/plain', 'file'],
    ];
    for (const [type, payload] of broken) {
      const response = await upload(typeof payload === 'string' ? Buffer.from(payload) : payload, {
        'content-type': type,
      });
      const where = `${type} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, where).toBeLessThan(500);
      expect(response.json().errors[0].status, where).toBe(response.statusCode);
    }
  });
});
