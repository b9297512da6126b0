import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { fileAttachments } from '../../db/tables/file-attachments.table.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';
import { bookingKitOn, simpleBody, TOKYO } from '../reservations/reservation-test-kit.ts';
import { DRAFT_CLEANUP_JOB, draftCleanupTime } from './draft-cleanup.job.ts';
import { claimAttachments } from './file-attachments.repository.ts';

const BOUNDARY = '----yadori-draft-limits';
const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(Math.max(0, bytes - 9), 0x41)]);
const multipart = (content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="visa.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

// Each test starts its own app (a migrated, seeded database): slow on a busy machine.
const APP_START_MS = 180_000;
const HOUR = 60 * 60_000;
const TTL = 24 * HOUR;
const uploads = (overrides: Partial<Config['uploads']>): Config['uploads'] => ({
  ...testConfig().uploads,
  draftTtlMs: TTL,
  ...overrides,
});

describe.each(testDatabaseKinds())('draft uploads on %s', (database) => {
  let dir: string;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'yadori-drafts-'));
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  async function start(name: string, limits: Partial<Config['uploads']>, now?: () => Date) {
    const t = await createTestApp({
      database,
      hotelCacheTtlMs: 0,
      config: { dataDir: path.join(dir, name), uploads: uploads(limits) },
      ...(now ? { now } : {}),
    });
    apps.push(t);
    const upload = (session: string, from: string, content = pdf(100), locale = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `/book/hotels/${TOKYO}/file_attachments`,
        payload: multipart(content),
        remoteAddress: from,
        headers: {
          'client-session': session,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'tripla-locale': locale,
        },
      });
    const files = async () =>
      (await readdir(path.join(dir, name, 'attachments')).catch(() => [] as string[])).sort();
    return { t, upload, files, attachments: path.join(dir, name, 'attachments') };
  }

  it(
    'caps the draft files of one address, whatever sessions it makes; other addresses go on',
    async () => {
      const { t, upload, files } = await start('count', { draftFilesPerAddress: 3 });
      const [a, b] = [await issueClientSession(t.app), await issueClientSession(t.app)];
      expect((await upload(a, '203.0.113.5')).statusCode).toBe(201);
      expect((await upload(a, '203.0.113.5')).statusCode).toBe(201);
      expect((await upload(b, '203.0.113.5')).statusCode).toBe(201);
      const before = await files();
      const refused = await upload(b, '203.0.113.5');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({
        status: 422,
        code: 1251,
        details: { base: [{ error: expect.stringContaining('from your network') }] },
      });
      expect(await files()).toEqual(before);
      const ja = await upload(await issueClientSession(t.app), '203.0.113.5', pdf(100), 'ja');
      expect(ja.json().errors[0].details.base[0].error).toContain('ネットワーク');
      expect((await upload(a, '203.0.113.6')).statusCode).toBe(201);
    },
    APP_START_MS,
  );

  it(
    'caps the draft bytes of one address: a file past the room left is cut off and nothing kept',
    async () => {
      const { t, upload, files } = await start('bytes', { draftBytesPerAddress: 5000 });
      const session = await issueClientSession(t.app);
      expect((await upload(session, '203.0.113.7', pdf(3000))).statusCode).toBe(201);
      const before = await files();
      const tooBig = await upload(session, '203.0.113.7', pdf(2500), 'ko');
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.json().errors[0].code).toBe(1251);
      expect(tooBig.json().errors[0].details.base[0].error).toContain('네트워크');
      expect(await files()).toEqual(before);
      expect((await upload(session, '203.0.113.7', pdf(2000))).statusCode).toBe(201);
      // Full to the byte: refused before the body is read.
      expect((await upload(session, '203.0.113.7', pdf(10))).statusCode).toBe(422);
      expect((await upload(session, '203.0.113.8', pdf(2500))).statusCode).toBe(201);
    },
    APP_START_MS,
  );

  it(
    'caps the drafts of the whole instance in bytes, for every address',
    async () => {
      const { t, upload } = await start('total', { draftTotalBytes: 4000 });
      const session = await issueClientSession(t.app);
      expect((await upload(session, '203.0.113.9', pdf(3000))).statusCode).toBe(201);
      const full = await upload(session, '198.51.100.9', pdf(1500), 'zh_Hant');
      expect(full.statusCode).toBe(422);
      expect(full.json().errors[0]).toMatchObject({ code: 1251, status: 422 });
      expect(full.json().errors[0].details.base[0].error).toBe('目前無法上傳檔案，請稍後再試。');
      expect((await upload(session, '198.51.100.9', pdf(900))).statusCode).toBe(201);
    },
    APP_START_MS,
  );

  it(
    'deletes drafts, row and bytes, a day after upload with a durable job; files a booking took stay',
    async () => {
      const clock = movableClock(new Date());
      const { t, upload, files, attachments } = await start('cleanup', {}, clock.now);
      const kit = await bookingKitOn(t);
      const booked = await kit.post(await simpleBody(kit));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const uploadedAt = clock.now();
      const draft = (await upload(kit.session, '203.0.113.10')).json().data.id as string;
      const taken = (await upload(kit.session, '203.0.113.10')).json().data.id as string;
      expect(await t.db.transaction((tx) => claimAttachments(tx, TOKYO, [taken], booked.body.data.id))).toBe(
        1,
      );
      // A half-written upload left by a process that died.
      await writeFile(path.join(attachments, '.dead-upload-0001.part'), 'partial');

      // The job is a row of the jobs table, due a day after the upload (on the hour grid).
      const due = draftCleanupTime(uploadedAt, TTL);
      expect(due.getTime()).toBeGreaterThanOrEqual(uploadedAt.getTime() + TTL);
      expect(due.getTime()).toBeLessThan(uploadedAt.getTime() + TTL + HOUR);
      const scheduled = await t.db.select().from(jobs).where(eq(jobs.kind, DRAFT_CLEANUP_JOB));
      expect(scheduled.map((j) => [j.status, j.runAt.getTime()])).toEqual([['pending', due.getTime()]]);

      // Not before it is due.
      clock.advance(TTL - HOUR);
      await t.app.runDueJobs();
      expect(await files()).toEqual(expect.arrayContaining([draft, taken]));

      // A restarted server (another app on the same database) runs it from the table.
      const restarted = await buildApp({ config: t.config, db: t.db, now: clock.now, jobs: false });
      try {
        clock.advance(2 * HOUR);
        expect(await restarted.runDueJobs()).toMatchObject({ failed: 0 });
      } finally {
        await restarted.close();
      }
      const rows = await t.db.select({ id: fileAttachments.id }).from(fileAttachments);
      expect(rows.map((r) => r.id)).toEqual([taken]);
      expect(await files()).toEqual([taken]);
      const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, DRAFT_CLEANUP_JOB));
      expect(job?.status).toBe('done');
    },
    APP_START_MS,
  );

  it(
    'a cleanup and a booking taking the same file never both win',
    async () => {
      const clock = movableClock(new Date());
      const { t, upload, files } = await start('race', {}, clock.now);
      const kit = await bookingKitOn(t);
      const booked = await kit.post(await simpleBody(kit));
      const reservationId = booked.body.data.id as number;
      const first = (await upload(kit.session, '203.0.113.11')).json().data.id as string;
      const second = (await upload(kit.session, '203.0.113.11')).json().data.id as string;
      clock.advance(TTL + HOUR);

      if (database === 'postgres') {
        // The booking holds the row (its claim, uncommitted) while the cleanup runs on another
        // connection: the cleanup passes it by, and the file stays with the booking.
        await t.db.transaction(async (tx) => {
          expect(await claimAttachments(tx, TOKYO, [first], reservationId)).toBe(1);
          expect(await t.app.runDueJobs()).toMatchObject({ failed: 0 });
        });
        const [row] = await t.db.select().from(fileAttachments).where(eq(fileAttachments.id, first));
        expect(row?.reservationId).toBe(reservationId);
        expect(await files()).toContain(first);
      } else {
        expect(await t.db.transaction((tx) => claimAttachments(tx, TOKYO, [first], reservationId))).toBe(1);
        await t.app.runDueJobs();
        expect(await files()).toContain(first);
      }
      // The cleanup came first for the other: a booking then finds the file gone and takes nothing.
      expect(await files()).not.toContain(second);
      expect(await t.db.transaction((tx) => claimAttachments(tx, TOKYO, [second], reservationId))).toBe(0);
      const left = await t.db
        .select({ id: fileAttachments.id })
        .from(fileAttachments)
        .where(eq(fileAttachments.id, second));
      expect(left).toEqual([]);
    },
    APP_START_MS,
  );

  it(
    'forgets a stale half-written upload, keeps one still being written',
    async () => {
      const clock = movableClock(new Date());
      const { t, upload, files, attachments } = await start('parts', {}, clock.now);
      const session = await issueClientSession(t.app);
      expect((await upload(session, '203.0.113.12')).statusCode).toBe(201);
      const stale = path.join(attachments, '.stale-upload-0001.part');
      const fresh = path.join(attachments, '.fresh-upload-0001.part');
      await writeFile(stale, 'partial');
      await writeFile(fresh, 'partial');
      const old = new Date(clock.now().getTime() - TTL - HOUR);
      await utimes(stale, old, old);
      clock.advance(TTL + HOUR);
      await utimes(fresh, clock.now(), clock.now());
      await t.app.runDueJobs();
      expect(await files()).toEqual(['.fresh-upload-0001.part']);
    },
    APP_START_MS,
  );
});
