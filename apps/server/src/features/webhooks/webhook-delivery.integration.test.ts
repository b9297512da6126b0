import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { asStaff } from '../staff-property/staff-property-test-kit.ts';
import { claimDueDeliveries, finishAttempt } from './webhook-delivery.repository.ts';
import { createWebhookWorker, WEBHOOK_LEASE_MS } from './webhook-delivery.service.ts';
import { webhookSecretVault } from './webhook-secrets.ts';
import {
  deliveriesOfEvent,
  startTestReceiver,
  type TestReceiver,
  testEvent,
  testReservation,
} from './webhook-test-kit.ts';

// The delivery worker against a real HTTP receiver on 127.0.0.1 that checks every signature and its
// time: at least once (exactly once when nothing fails), retries with growing delays, giving up and
// the retry by hand, the order of a stay's events, two workers at once, and a sender killed midway.
// The worker's clock is driven: `app.runDueWebhooks(at)` sends what is due at `at`.
const STAFF_SECRET = 'staff-secret-for-webhook-tests-0123456789';
const MAX_ATTEMPTS = 5;
const TOKYO = 1;
const SECOND = 1000;

describe.each(testDatabaseKinds())('webhook delivery (%s)', (kind) => {
  let t: TestApp;
  let manager: ReturnType<typeof asStaff>;
  let receiver: TestReceiver;
  let endpointId: number;
  /**
   * The worker's driven clock: from the real time on (a retry by hand is due at the server's own now),
   * each test a day after the last one's.
   */
  let clock: Date;

  beforeAll(async () => {
    t = await createTestApp({
      database: kind,
      config: {
        staffSecret: STAFF_SECRET,
        webhooks: { allowPrivateUrls: true, pollIntervalMs: 2000, maxAttempts: MAX_ATTEMPTS },
      },
    });
    manager = asStaff(t.app, await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] }));
    receiver = await startTestReceiver();
    clock = new Date();
    receiver.now = () => clock;
    const created = await manager('POST', `/staff/hotels/${TOKYO}/webhooks`, {
      url: receiver.url,
      description: 'PMS',
      event_types: ['reservation.created', 'reservation.modified', 'reservation.cancelled'],
    });
    expect(created.status).toBe(201);
    endpointId = created.body.data.id;
    receiver.secret = created.body.data.secret;
  }, 180_000);

  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  afterEach(() => {
    receiver.answer = () => 200;
    receiver.received.length = 0;
    clock = new Date(clock.getTime() + 24 * 60 * 60 * SECOND);
  });

  const run = (at: Date) => {
    clock = at;
    return t.app.runDueWebhooks(at);
  };
  const later = (ms: number) => new Date(clock.getTime() + ms);

  it('posts each event once, signed, with its envelope and headers', async () => {
    const stay = await testReservation(t.db);
    const eventId = await testEvent(t.db, stay, 'reservation.created', clock);
    expect(await run(clock)).toMatchObject({ delivered: 1, retried: 0, dead: 0 });
    await run(later(60 * SECOND));

    const [request, ...more] = receiver.of(eventId);
    expect(more).toEqual([]);
    expect(request!.verified).toBe(true);
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Yadori-Webhooks',
      'yadori-event-id': eventId,
      'yadori-event-type': 'reservation.created',
    });
    expect(request!.headers['yadori-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(request!.body).toEqual({
      id: eventId,
      type: 'reservation.created',
      created_at: expect.any(String),
      hotel_id: TOKYO,
      data: { number: stay.number, status: 'confirmed', checkin_date: '2026-06-01' },
    });
    const [delivery] = await deliveriesOfEvent(t.db, eventId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_status: 200, last_error: null });
  });

  it('retries a receiver answering 500 with growing delays, then delivers', async () => {
    const stay = await testReservation(t.db);
    const eventId = await testEvent(t.db, stay, 'reservation.modified', clock);
    let failures = 3;
    receiver.answer = () => (failures-- > 0 ? 500 : 200);

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const sentAt = clock;
      expect(await run(clock)).toMatchObject({ delivered: 0, retried: 1 });
      const [delivery] = await deliveriesOfEvent(t.db, eventId);
      expect(delivery).toMatchObject({ status: 'pending', attempts: attempt, last_status: 500 });
      expect(delivery!.last_error).toBe('answered HTTP 500');
      delays.push(delivery!.next_attempt_at.getTime() - sentAt.getTime());
      // Not a moment before it is due.
      await run(new Date(delivery!.next_attempt_at.getTime() - SECOND));
      expect(receiver.of(eventId)).toHaveLength(attempt);
      clock = delivery!.next_attempt_at;
    }
    // 10 s, 20 s, 40 s, each ±10 %.
    delays.forEach((delay, i) => {
      const base = 10 * SECOND * 2 ** i;
      expect(delay).toBeGreaterThanOrEqual(base * 0.9);
      expect(delay).toBeLessThanOrEqual(base * 1.1);
    });
    expect(await run(clock)).toMatchObject({ delivered: 1 });
    const requests = receiver.of(eventId);
    expect(requests.map((r) => r.answered)).toEqual([500, 500, 500, 200]);
    expect(requests.every((r) => r.verified)).toBe(true);
    expect((await deliveriesOfEvent(t.db, eventId))[0]).toMatchObject({ status: 'delivered', attempts: 4 });
  });

  it('gives up after the last attempt, lets later events through, and delivers once retried by hand', async () => {
    const stay = await testReservation(t.db);
    const first = await testEvent(t.db, stay, 'reservation.created', clock);
    const second = await testEvent(t.db, stay, 'reservation.modified', later(SECOND));
    receiver.answer = (request) => (request.eventId === first ? 503 : 200);

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await run(clock);
      // The second waits while the first is pending.
      expect(receiver.of(second)).toHaveLength(attempt < MAX_ATTEMPTS ? 0 : 1);
      const [delivery] = await deliveriesOfEvent(t.db, first);
      expect(delivery!.attempts).toBe(attempt);
      clock = delivery!.next_attempt_at;
    }
    const [dead] = await deliveriesOfEvent(t.db, first);
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS, last_status: 503 });
    // A dead delivery no longer holds back the stay's later events.
    expect((await deliveriesOfEvent(t.db, second))[0]).toMatchObject({ status: 'delivered' });
    await run(later(24 * 60 * 60 * SECOND));
    expect(receiver.of(first)).toHaveLength(MAX_ATTEMPTS);

    const base = `/staff/hotels/${TOKYO}/webhooks/${endpointId}/deliveries`;
    const listed = await manager('GET', `${base}?status=dead`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: dead!.id,
        event_id: first,
        event_type: 'reservation.created',
        reservation_number: stay.number,
        status: 'dead',
        attempts: MAX_ATTEMPTS,
        last_status: 503,
        last_error: 'answered HTTP 503',
      }),
    );
    receiver.answer = () => 200;
    const retried = await manager('POST', `${base}/${dead!.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await run(clock)).toMatchObject({ delivered: 1 });
    expect(receiver.of(first).at(-1)!.answered).toBe(200);
    expect((await deliveriesOfEvent(t.db, first))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    // Only a dead one is retried by hand.
    expect((await manager('POST', `${base}/${dead!.id}/retry`)).status).toBe(409);
  });

  it("keeps a stay's events in order while its first one fails, and holds back no other stay", async () => {
    const a = await testReservation(t.db);
    const b = await testReservation(t.db);
    const a1 = await testEvent(t.db, a, 'reservation.created', clock);
    const a2 = await testEvent(t.db, a, 'reservation.modified', later(1));
    const b1 = await testEvent(t.db, b, 'reservation.created', later(2));
    const a3 = await testEvent(t.db, a, 'reservation.cancelled', later(3));
    let a1Failed = false;
    receiver.answer = (request) => {
      if (request.eventId !== a1 || a1Failed) return 200;
      a1Failed = true;
      return 500;
    };

    await run(later(10));
    expect(receiver.received.map((r) => r.eventId).sort()).toEqual([a1, b1].sort());
    expect(receiver.of(a2)).toEqual([]);
    expect(receiver.of(a3)).toEqual([]);

    await run(later(11 * SECOND));
    const ofA = receiver.received.map((r) => r.eventId).filter((id) => [a1, a2, a3].includes(id));
    expect(ofA).toEqual([a1, a1, a2, a3]);
    expect(receiver.of(b1)).toHaveLength(1);
  });

  it('two workers at once send each event exactly once', async () => {
    const stays = await Promise.all(Array.from({ length: 8 }, () => testReservation(t.db)));
    const ids: string[] = [];
    for (const [i, stay] of stays.entries()) {
      for (const type of ['reservation.created', 'reservation.modified', 'reservation.cancelled'] as const) {
        ids.push(await testEvent(t.db, stay, type, later(i)));
      }
    }
    // A receiver that takes a moment, so the two workers' claims overlap.
    receiver.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 15));
    const workers = [0, 1].map(() =>
      createWebhookWorker({
        db: t.db,
        vault: webhookSecretVault(STAFF_SECRET),
        allowPrivateUrls: true,
        maxAttempts: MAX_ATTEMPTS,
        log: { info() {}, warn() {} },
        batchSize: 4,
      }),
    );
    const at = later(SECOND);
    clock = at;
    const results = await Promise.all(workers.map((worker) => worker.run(() => at)));
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(ids.length);
    for (const id of ids) expect(receiver.of(id), id).toHaveLength(1);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
  });

  it('sends again, after its lease, a delivery whose sender died midway', async () => {
    const stay = await testReservation(t.db);
    const eventId = await testEvent(t.db, stay, 'reservation.created', clock);
    // The claim of a sender that is then killed: leased, counted, never finished.
    const lease = later(WEBHOOK_LEASE_MS);
    const [abandoned, ...others] = await claimDueDeliveries(t.db, clock, lease, 10);
    expect(others).toEqual([]);
    expect(abandoned!.eventId).toBe(eventId);

    await run(later(WEBHOOK_LEASE_MS - SECOND));
    expect(receiver.of(eventId)).toEqual([]);
    await run(new Date(lease.getTime() + SECOND));
    expect(receiver.of(eventId)).toHaveLength(1);
    expect((await deliveriesOfEvent(t.db, eventId))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    // The dead sender's late word changes nothing.
    expect(
      await finishAttempt(t.db, abandoned!, {
        status: 'pending',
        httpStatus: 500,
        error: 'late',
        nextAttemptAt: clock,
      }),
    ).toBe(false);
    expect((await deliveriesOfEvent(t.db, eventId))[0]).toMatchObject({ status: 'delivered' });
  });

  it('signs with the rotated secret from the next delivery on', async () => {
    const rotated = await manager('POST', `/staff/hotels/${TOKYO}/webhooks/${endpointId}/rotate_secret`);
    expect(rotated.status).toBe(200);
    const old = receiver.secret;
    receiver.secret = rotated.body.data.secret;
    expect(receiver.secret).not.toBe(old);
    const stay = await testReservation(t.db);
    const eventId = await testEvent(t.db, stay, 'reservation.cancelled', clock);
    await run(clock);
    expect(receiver.of(eventId).map((r) => r.verified)).toEqual([true]);
  });

  it('connects to no loopback address when private addresses are not allowed, whatever the name resolves to', async () => {
    // Saved while the server allowed private addresses; sent by an instance that does not.
    const byName = await manager('POST', `/staff/hotels/${TOKYO}/webhooks`, {
      url: receiver.url.replace('127.0.0.1', 'localhost'),
      event_types: ['reservation.no_show'],
    });
    expect(byName.status).toBe(201);
    const strict = createWebhookWorker({
      db: t.db,
      vault: webhookSecretVault(STAFF_SECRET),
      allowPrivateUrls: false,
      maxAttempts: MAX_ATTEMPTS,
      log: { info() {}, warn() {} },
    });
    const stay = await testReservation(t.db);
    const byAddress = await testEvent(t.db, stay, 'reservation.created', clock);
    const named = await testEvent(t.db, await testReservation(t.db), 'reservation.no_show', clock);
    expect(await strict.run(() => clock)).toMatchObject({ delivered: 0, retried: 2 });
    expect(receiver.received).toEqual([]);
    for (const eventId of [byAddress, named]) {
      expect((await deliveriesOfEvent(t.db, eventId))[0]).toMatchObject({
        status: 'pending',
        last_status: null,
        last_error: 'refused: the host resolves to a private or local address',
      });
    }
    expect((await manager('DELETE', `/staff/hotels/${TOKYO}/webhooks/${byName.body.data.id}`)).status).toBe(
      200,
    );
    expect(await deliveriesOfEvent(t.db, named)).toEqual([]);
    await run(later(20 * SECOND));
    expect(receiver.of(byAddress)).toHaveLength(1);
  });

  it('prunes delivered deliveries and unneeded events after 30 days, and keeps dead ones', async () => {
    const start = clock;
    const day = 24 * 60 * 60 * SECOND;
    const stay = await testReservation(t.db);
    const delivered = await testEvent(t.db, stay, 'reservation.created', clock);
    // Followed by no endpoint: an event without deliveries.
    const unfollowed = await testEvent(t.db, stay, 'reservation.paid', clock);
    const other = await testReservation(t.db);
    const dying = await testEvent(t.db, other, 'reservation.created', clock);
    await t.db.execute(sql`update webhook_deliveries set status = 'dead' where event_id = ${dying}`);
    await run(clock);
    expect(await eventsExist([delivered, unfollowed, dying])).toEqual([true, true, true]);

    await run(new Date(start.getTime() + 29 * day));
    expect(await eventsExist([delivered, unfollowed, dying])).toEqual([true, true, true]);
    await run(new Date(start.getTime() + 31 * day));
    expect(await eventsExist([delivered, unfollowed, dying])).toEqual([false, false, true]);
    expect(await deliveriesOfEvent(t.db, dying)).toMatchObject([{ status: 'dead' }]);
  });

  async function eventsExist(ids: string[]): Promise<boolean[]> {
    const rows = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from webhook_events where id in ${ids}`),
    );
    return ids.map((id) => rows.some((row) => row.id === id));
  }
});

describe.each(testDatabaseKinds())('the delivery poller of a running app (%s)', (kind) => {
  it('starts with the app, delivers on its own, and stops with it', async () => {
    const t = await createTestApp({
      database: kind,
      // Background pollers on, as in production (the webhook poller follows the job poller's switch).
      jobs: { pollIntervalMs: 60_000 },
      config: {
        staffSecret: STAFF_SECRET,
        webhooks: { allowPrivateUrls: true, pollIntervalMs: 50, maxAttempts: MAX_ATTEMPTS },
      },
    });
    const receiver = await startTestReceiver();
    try {
      const manager = asStaff(
        t.app,
        await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] }),
      );
      const created = await manager('POST', `/staff/hotels/${TOKYO}/webhooks`, {
        url: receiver.url,
        event_types: ['reservation.created'],
      });
      receiver.secret = created.body.data.secret;
      const eventId = await testEvent(t.db, await testReservation(t.db), 'reservation.created', new Date());
      await vi.waitFor(() => expect(receiver.of(eventId)).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(receiver.of(eventId)[0]!.verified).toBe(true);
      await vi.waitFor(async () =>
        expect((await deliveriesOfEvent(t.db, eventId))[0]).toMatchObject({ status: 'delivered' }),
      );
    } finally {
      await t.close();
      await receiver.close();
    }
    // Once, however many polls ran.
    expect(receiver.received).toHaveLength(1);
  }, 180_000);
});
