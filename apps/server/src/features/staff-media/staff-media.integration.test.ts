import { createHash } from 'node:crypto';
import { MEDIA_MAX_BYTES } from '@yadori/contract/staff-media.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { createTestStaff, staffInject } from '../staff-accounts/staff-test-kit.ts';
import { GIF_1X1, jpegHeader, multipartImage, pngImage, WEBP_1X1 } from './media-test-kit.ts';

// The console's image uploads and their public addresses: who may upload, what is taken (the bytes
// decide, never the declared type), the same bytes kept once, and what /media answers.
const TOKYO = 1;
const KYOTO = 2;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabaseKinds())('staff media (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let frontDesk: string;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    admin = (await createTestStaff(t.db, { role: 'brand_admin' })).authorization;
    manager = (await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] })).authorization;
    frontDesk = (await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] })).authorization;
    stranger = (await createTestStaff(t.db, { role: 'brand_admin', brandId: 2 })).authorization;
  });
  afterAll(() => t?.close());

  async function upload(
    bytes: Buffer,
    options: { as?: string | null; hotelId?: number; declared?: string; locale?: string } = {},
  ) {
    const { payload, contentType } = multipartImage(bytes, { declared: options.declared ?? 'image/png' });
    const as = options.as === undefined ? admin : options.as;
    const response = await t.app.inject({
      method: 'POST',
      url: `/staff/hotels/${options.hotelId ?? TOKYO}/media`,
      payload,
      headers: {
        'content-type': contentType,
        'tripla-locale': options.locale ?? 'en',
        ...(as ? { authorization: as } : {}),
      },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }
  const rowsWithKey = async (key: string) =>
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from media_files where key = ${key}`),
    )[0]!.n;

  it('takes PNG, JPEG, WebP and GIF by their bytes, with the size their headers give', async () => {
    const cases = [
      { bytes: pngImage(3, 2), type: 'image/png', width: 3, height: 2 },
      { bytes: jpegHeader(640, 480), type: 'image/jpeg', width: 640, height: 480 },
      { bytes: WEBP_1X1, type: 'image/webp', width: 1, height: 1 },
      { bytes: GIF_1X1, type: 'image/gif', width: 1, height: 1 },
    ];
    for (const image of cases) {
      // The declared type is not what decides: every one is sent as application/octet-stream.
      const answer = await upload(image.bytes, { declared: 'application/octet-stream' });
      expect(answer.status, image.type).toBe(201);
      const key = sha256(image.bytes);
      expect(answer.body.data).toEqual({
        key,
        url: `/media/${key}`,
        content_type: image.type,
        byte_size: image.bytes.length,
        width: image.width,
        height: image.height,
      });
      const served = await t.app.inject({ url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(image.type);
      expect(Buffer.compare(served.rawPayload, image.bytes)).toBe(0);
    }
  });

  it('keeps the same bytes once, answering the same address the second time, and audits each upload', async () => {
    const bytes = pngImage(4, 4, '#2e86c1');
    const key = sha256(bytes);
    expect((await upload(bytes)).status).toBe(201);
    const again = await upload(bytes, { as: manager });
    expect(again.status).toBe(201);
    expect(again.body.data.key).toBe(key);
    expect(await rowsWithKey(key)).toBe(1);
    const audit = rowsOf<{ action: string; hotel_id: number; after: { url: string; kept_already: boolean } }>(
      await t.db.execute(
        sql`select action, hotel_id, after from staff_audit_log where entity_type = 'media' and entity_id = ${key} order by id`,
      ),
    );
    expect(audit.map((row) => [row.action, row.hotel_id, row.after.url, row.after.kept_already])).toEqual([
      ['media.upload', TOKYO, `/media/${key}`, false],
      ['media.upload', TOKYO, `/media/${key}`, true],
    ]);
  });

  it('refuses what only claims to be an image, an empty file and one over 5 MB, in the caller’s language', async () => {
    const html = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const lie = await upload(html, { declared: 'image/png', locale: 'ja' });
    expect(lie.status).toBe(422);
    expect(lie.body.errors[0].code).toBe(1251);
    expect(lie.body.errors[0].details.fields.file[0]).toMatch(/PNG・JPEG・WebP・GIF/);
    // A PNG signature over anything but a PNG header is no PNG either.
    const forged = Buffer.concat([pngImage(1, 1).subarray(0, 8), Buffer.from('not a header at all')]);
    expect((await upload(forged)).status).toBe(422);
    expect(await rowsWithKey(sha256(html))).toBe(0);
    expect((await upload(Buffer.alloc(0))).status).toBe(422);
    const huge = Buffer.concat([pngImage(1, 1), Buffer.alloc(MEDIA_MAX_BYTES)]);
    const tooBig = await upload(huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors[0].details.fields.file[0]).toMatch(/5 MB/);
    expect(await rowsWithKey(sha256(huge))).toBe(0);
  });

  it('answers 400 for a body that is no upload', async () => {
    const json = await staffInject(t.app, 'POST', `/staff/hotels/${TOKYO}/media`, {
      authorization: admin,
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    const { payload, contentType } = multipartImage(pngImage(1, 1));
    const inject = (body: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/staff/hotels/${TOKYO}/media`,
        payload: body,
        headers: { 'content-type': contentType, authorization: admin },
      });
    // A form cut short, and a form with no file in it.
    expect((await inject(payload.subarray(0, 40))).statusCode).toBe(400);
    const boundary = contentType.split('boundary=')[1];
    const fieldOnly = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    );
    const missing = await inject(fieldOnly);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].details.fields.file[0]).toMatch(/choose an image/);
  });

  it('lets the hotel’s admins and managers upload; front desk 403, other hotels and brands 404', async () => {
    const bytes = () =>
      pngImage(
        2,
        2,
        `#${Math.floor(Math.random() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`,
      );
    const statuses = {
      admin: (await upload(bytes(), { as: admin })).status,
      adminOtherHotel: (await upload(bytes(), { as: admin, hotelId: KYOTO })).status,
      manager: (await upload(bytes(), { as: manager })).status,
      managerOtherHotel: (await upload(bytes(), { as: manager, hotelId: KYOTO })).status,
      frontDesk: (await upload(bytes(), { as: frontDesk })).status,
      stranger: (await upload(bytes(), { as: stranger })).status,
      nobody: (await upload(bytes(), { as: null })).status,
      unknownHotel: (await upload(bytes(), { hotelId: 999_999 })).status,
    };
    expect(statuses).toEqual({
      admin: 201,
      adminOtherHotel: 201,
      manager: 201,
      managerOtherHotel: 404,
      frontDesk: 403,
      stranger: 404,
      nobody: 401,
      unknownHotel: 404,
    });
  });

  it('serves an image publicly for a year, as nothing but an image; 404 for an unknown key', async () => {
    const bytes = pngImage(5, 1, '#16a085');
    const { key } = (await upload(bytes)).body.data;
    const served = await t.app.inject({ url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${key}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    const revalidated = await t.app.inject({
      url: `/media/${key}`,
      headers: { 'if-none-match': `"${key}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect((await t.app.inject({ url: `/media/${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/not-a-key' })).statusCode).toBe(404);
  });

  it('a logo set to an uploaded image reaches the widget; the header HTML reaches it without scripts', async () => {
    const { url } = (await upload(pngImage(8, 8, '#8e44ad'))).body.data;
    const patch = await staffInject(t.app, 'PATCH', `/staff/hotels/${TOKYO}`, {
      authorization: manager,
      body: {
        settings: {
          logo: url,
          header: 'header_logo',
          website_header_html: '<p>Welcome<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        },
      },
    });
    expect(patch.status).toBe(200);
    const session = await issueClientSession(t.app);
    const settings = await t.app.inject({
      url: '/book/hotels/hanami-tokyo/settings/booking_widget',
      headers: { 'client-session': session },
    });
    const data = settings.json().data;
    expect(data.logo).toBe(url);
    expect(data.header).toBe('header_logo');
    expect(data.website_header_html).not.toMatch(/script|onerror/);
    expect(data.website_header_html).toContain('Welcome');
  });
});
