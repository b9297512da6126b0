import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type BookingKit, bookingKitOn, simpleBody, TOKYO } from '../reservations/reservation-test-kit.ts';
import { createTestStaff, staffInject, type TestStaff } from '../staff-accounts/staff-test-kit.ts';
import { auditOf, type StaffCast } from './staff-reservations-test-kit.ts';

// Staff download the files a guest attached to a stay's answers (decision 058): the bytes as uploaded,
// always as a download named in UTF-8; only the stay's own files, for the staff who may read the
// hotel's reservations; a file whose bytes are gone is a clear 410, not a 500.

const BOUNDARY = '----yadori-staff-files-boundary';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-staff-file-png', 'latin1'),
  Buffer.from([0x00, 0xff, 0x80, 0x0d, 0x0a]),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n', 'latin1');
const PASSPORT = 'パスポート (控え).png';

/** A multipart/form-data body with one file part, as the widget sends it. */
const multipart = (content: Buffer, filename: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe.each(testDatabaseKinds())("staff downloads of a stay's files on %s", (kind) => {
  let dir: string;
  let kit: BookingKit;
  let staff: StaffCast;
  /** Two stays at Hanami Tokyo, each with one file answering the voucher question. */
  let first: { number: string; id: number; fileId: string };
  let second: { number: string; id: number; fileId: string };

  const fileUrl = (number: string, fileId: string, hotelId = TOKYO) =>
    `/staff/hotels/${hotelId}/reservations/${number}/files/${fileId}`;

  /** A download as `who` (null: no session), its bytes kept as bytes. */
  const download = async (url: string, who: TestStaff | null, locale = 'en') => {
    const response = await kit.t.app.inject({
      url,
      headers: { 'tripla-locale': locale, ...(who ? { authorization: who.authorization } : {}) },
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  };
  const refusal = async (url: string, who: TestStaff | null, locale = 'en') => {
    const { status, body } = await staffInject(kit.t.app, 'GET', url, {
      ...(who ? { authorization: who.authorization } : {}),
      locale,
    });
    return { status, error: body.errors?.[0] };
  };

  async function upload(content: Buffer, name: string): Promise<string> {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: `/book/hotels/${TOKYO}/file_attachments`,
      payload: multipart(content, name),
      headers: {
        'client-session': kit.session,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }

  async function bookWithFile(questionId: number, content: Buffer, name: string) {
    const fileId = await upload(content, name);
    const body = await simpleBody(kit, {
      answers: [{ question_id: questionId, file_attachment_ids: [fileId] }],
    });
    const booked = await kit.post(body);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return { number: booked.body.data.number as string, id: booked.body.data.id as number, fileId };
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'yadori-staff-files-'));
    kit = await bookingKitOn(
      await createTestApp({ database: kind, hotelCacheTtlMs: 0, config: { dataDir: dir } }),
    );
    const db = kit.t.db;
    staff = {
      admin: await createTestStaff(db, { role: 'brand_admin' }),
      manager: await createTestStaff(db, { role: 'hotel_manager', hotelIds: [TOKYO] }),
      kyotoManager: await createTestStaff(db, {
        role: 'hotel_manager',
        hotelIds: [DEMO_HOTELS.hanamiKyoto.id],
      }),
      frontDesk: await createTestStaff(db, { role: 'front_desk', hotelIds: [TOKYO] }),
      stranger: await createTestStaff(db, { role: 'brand_admin', brandId: 2 }),
    };
    const questions = await kit.get(`/book/hotels/${TOKYO}/additional_questions`);
    const voucher = questions.body.data.additional_questions.find(
      (question: { question_type: string }) => question.question_type === 'file',
    );
    first = await bookWithFile(voucher.id, PNG, PASSPORT);
    second = await bookWithFile(voucher.id, PDF, 'voucher.pdf');
  }, 180_000);

  afterAll(async () => {
    await kit?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the bytes as uploaded, as a download named in UTF-8 with an ASCII stand-in, unsniffed and unkept', async () => {
    const listed = await staffInject(
      kit.t.app,
      'GET',
      `/staff/hotels/${TOKYO}/reservations/${first.number}`,
      {
        authorization: staff.manager.authorization,
      },
    );
    expect(listed.body.data.files).toEqual([
      expect.objectContaining({ id: first.fileId, file_name: PASSPORT, content_type: 'image/png' }),
    ]);

    const { status, headers, bytes } = await download(fileUrl(first.number, first.fileId), staff.manager);
    expect(status).toBe(200);
    expect(bytes.equals(PNG)).toBe(true);
    expect(headers['content-type']).toBe('image/png');
    expect(headers['content-length']).toBe(String(PNG.length));
    expect(headers['content-disposition']).toBe(
      `attachment; filename="_ (_).png"; filename*=UTF-8''${encodeURIComponent('パスポート')}%20%28${encodeURIComponent('控え')}%29.png`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(String(headers['content-disposition']))?.[1];
    expect(decodeURIComponent(encoded ?? '')).toBe(PASSPORT);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const pdf = await download(fileUrl(second.number, second.fileId), staff.manager);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.equals(PDF)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="voucher.pdf"; filename*=UTF-8''voucher.pdf`,
    );
    // Reading is not a change: the audit log has nothing about either stay.
    expect(await auditOf(kit.t.db, first.number)).toEqual([]);
  });

  it('lets whoever may read the hotel reservations download; other hotels and brands get 404, no session 401', async () => {
    const url = fileUrl(first.number, first.fileId);
    for (const who of [staff.admin, staff.manager, staff.frontDesk]) {
      const answer = await download(url, who);
      expect(answer.status, who.role).toBe(200);
      expect(answer.bytes.equals(PNG), who.role).toBe(true);
    }
    // Another hotel of the brand, another brand: the hotel is not theirs to see.
    for (const who of [staff.kyotoManager, staff.stranger]) {
      expect(await refusal(url, who), who.email).toMatchObject({ status: 404 });
    }
    // Kyoto's manager naming Kyoto: the stay is not Kyoto's.
    const asKyoto = await refusal(
      fileUrl(first.number, first.fileId, DEMO_HOTELS.hanamiKyoto.id),
      staff.kyotoManager,
    );
    expect(asKyoto).toMatchObject({ status: 404, error: { details: { reason: 'reservation_not_found' } } });
    const anonymous = await refusal(url, null);
    expect(anonymous.status).toBe(401);
  });

  it("answers another stay's file, another hotel's and an unknown id alike (404); a malformed id is 400", async () => {
    const otherStays = await refusal(fileUrl(first.number, second.fileId), staff.admin);
    expect(otherStays).toMatchObject({
      status: 404,
      error: {
        code: 404,
        details: {
          reason: 'file_not_found',
          base: [{ error: 'This reservation has no file with this id.' }],
        },
      },
    });
    const unknown = await refusal(fileUrl(first.number, 'z'.repeat(32)), staff.admin);
    expect(unknown).toEqual(otherStays);

    // A Kyoto file pointing at this stay (the hotel check holds even then), with its bytes on disk.
    const kyotoFile = `kyoto_${kind}_${'k'.repeat(24)}`;
    await kit.t.db.execute(sql`
      insert into file_attachments (id, hotel_id, reservation_id, file_name, content_type, size, sha256)
        values (${kyotoFile}, ${DEMO_HOTELS.hanamiKyoto.id}, ${first.id}, 'kyoto.png', 'image/png',
          ${PNG.length}, ${'0'.repeat(64)})`);
    await writeFile(path.join(dir, 'attachments', kyotoFile), PNG);
    expect(await refusal(fileUrl(first.number, kyotoFile), staff.admin)).toEqual(otherStays);

    const ja = await refusal(fileUrl(first.number, 'z'.repeat(32)), staff.admin, 'ja');
    expect(ja.error.details.base[0].error).toBe('この予約にこの ID のファイルはありません。');

    for (const malformed of [
      'short',
      'a'.repeat(65),
      'dots.in.the.name.and.more',
      '..%2F..%2Fetc%2Fpasswd0000',
    ]) {
      const answer = await refusal(fileUrl(first.number, malformed), staff.admin);
      expect(answer.status, malformed).toBe(400);
    }
    const noStay = await refusal(fileUrl('ZZZZZZZZ', first.fileId), staff.admin);
    expect(noStay).toMatchObject({ status: 404, error: { details: { reason: 'reservation_not_found' } } });
  });

  it('still serves a file the stay let go of but its answers name (a cancellation frees its files)', async () => {
    await kit.t.db.execute(
      sql`update file_attachments set reservation_id = null where id = ${second.fileId}`,
    );
    const answer = await download(fileUrl(second.number, second.fileId), staff.frontDesk);
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(PDF)).toBe(true);
    // …and only to that stay: the other one still gets 404.
    expect((await refusal(fileUrl(first.number, second.fileId), staff.frontDesk)).status).toBe(404);
  });

  it('refuses a file whose bytes are gone from the disk with a clear 410, in the staff language', async () => {
    await rm(path.join(dir, 'attachments', second.fileId));
    const gone = await refusal(fileUrl(second.number, second.fileId), staff.manager);
    expect(gone).toMatchObject({
      status: 410,
      error: {
        title: 'GONE',
        details: {
          reason: 'file_missing',
          base: [
            { error: "This file's contents are no longer kept on the server, so it cannot be downloaded." },
          ],
        },
      },
    });
    const ko = await refusal(fileUrl(second.number, second.fileId), staff.manager, 'ko');
    expect(ko.error.details.base[0].error).toContain('다운로드할 수 없습니다');
    // The other stay's file is untouched.
    expect((await download(fileUrl(first.number, first.fileId), staff.manager)).status).toBe(200);
  });
});
