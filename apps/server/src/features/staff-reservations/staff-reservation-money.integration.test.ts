import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import { sandboxRecord } from '../reservation-cancel/cancel-test-kit.ts';
import type { Json } from '../reservations/reservation-test-kit.ts';
import {
  auditOf,
  type StaffReservationKit,
  staffReservationKit,
  stayRow,
} from './staff-reservations-test-kit.ts';

const stayUrl = (number: string, action = '') =>
  `/staff/hotels/1/reservations/${number}${action ? `/${action}` : ''}`;

/** The sandbox gateway, except that while `loseRefundAnswer` is set a refund moves the money and then fails to answer. */
function flakyGateway() {
  let inner: PaymentProvider | null = null;
  const state = { loseRefundAnswer: false };
  const use = () => {
    if (!inner) throw new Error('gateway not bound');
    return inner;
  };
  const provider: PaymentProvider = {
    name: 'sandbox',
    authorize: (input) => use().authorize(input),
    completeChallenge: (id) => use().completeChallenge(id),
    capture: (id, amount, key) => use().capture(id, amount, key),
    async refund(id, amount, key) {
      const outcome = await use().refund(id, amount, key);
      if (state.loseRefundAnswer) throw new Error('connection reset after refund');
      return outcome;
    },
    void: (id) => use().void(id),
    voidByIdempotencyKey: (key) => use().voidByIdempotencyKey(key),
    deleteStoredCard: (card) => use().deleteStoredCard(card),
  };
  return { provider, state, bind: (p: PaymentProvider) => (inner = p) };
}

describe.each(testDatabaseKinds())('the console: card money captured and refunded (%s)', (kind) => {
  let kit: StaffReservationKit;
  const gateway = flakyGateway();
  beforeAll(async () => {
    kit = await staffReservationKit(kind, { paymentProvider: gateway.provider });
    gateway.bind(createSandboxProvider({ db: kit.t.db, publicUrl: kit.t.config.publicUrl }));
  }, 180_000);
  afterAll(async () => kit?.close());

  /** Runs every job due by then (the money jobs wait five minutes). */
  const runJobs = () => kit.t.app.runDueJobs(new Date(Date.now() + 60 * 86_400_000));
  const reason = (answer: { body: Json }) => answer.body.errors?.[0]?.details?.reason;
  const historyOf = async (id: number) =>
    rowsOf<Json>(
      await kit.t.db.execute(
        sql`select kind, actor, after from reservation_changes where reservation_id = ${id} order by id`,
      ),
    );

  it('captures part of the authorisation, refunds part of it, refuses more, and the job moves nothing twice', async () => {
    const stay = await kit.stay({ card: true });
    const url = (action: string) => stayUrl(stay.number, action);
    const shown = await kit.api('GET', stayUrl(stay.number), kit.staff.frontDesk);
    expect(shown.body.data.card_money).toEqual({ capturable: stay.total, refundable: null });

    expect((await kit.api('POST', url('capture'), kit.staff.frontDesk, {})).status).toBe(403);
    expect((await kit.api('POST', url('capture'), kit.staff.kyotoManager, {})).status).toBe(404);
    expect((await kit.api('POST', url('capture'), kit.staff.stranger, {})).status).toBe(404);
    expect((await kit.api('POST', url('capture'), null, {})).status).toBe(401);
    expect((await kit.api('POST', url('capture'), kit.staff.manager, { amount: 0 })).status).toBe(400);
    const above = await kit.api('POST', url('capture'), kit.staff.manager, { amount: stay.total + 1 });
    expect(above.status).toBe(422);
    expect(reason(above)).toBe('above_authorised');
    const nothingYet = await kit.api('POST', url('refund'), kit.staff.manager, { amount: 100 });
    expect(reason(nothingYet)).toBe('nothing_to_refund');

    const take = stay.total - 1000;
    const captured = await kit.api('POST', url('capture'), kit.staff.manager, { amount: take, version: 1 });
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(captured.body.data).toMatchObject({
      version: 2,
      payment: { state: 'captured', captured_amount: take, refunded_amount: 0 },
      card_money: { capturable: null, refundable: take },
    });
    expect(captured.body.data.staff_modified_at).not.toBeNull();
    const twice = await kit.api('POST', url('capture'), kit.staff.manager, {});
    expect(twice.status).toBe(422);
    expect(reason(twice)).toBe('nothing_to_capture');
    const stale = await kit.api('POST', url('refund'), kit.staff.admin, { amount: 100, version: 1 });
    expect(reason(stale)).toBe('version_conflict');

    const refunded = await kit.api('POST', url('refund'), kit.staff.admin, { amount: 3000, version: 2 });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.payment).toMatchObject({
      state: 'partially_refunded',
      captured_amount: take,
      refunded_amount: 3000,
    });
    const over = await kit.api('POST', url('refund'), kit.staff.admin, { amount: take - 3000 + 1 });
    expect(over.status).toBe(422);
    expect(reason(over)).toBe('above_refundable');
    expect(over.body.errors[0].details.fields.amount).toHaveLength(1);

    await runJobs();
    expect((await sandboxRecord(kit.t.db, stay.number)).operations).toEqual([
      { kind: 'capture', amount: take },
      { kind: 'refund', amount: 3000 },
    ]);
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({
      payment_state: 'partially_refunded',
      captured_amount: take,
      refunded_amount: 3000,
      staff_modified: true,
      version: 3,
    });
    expect((await historyOf(stay.id)).map((c) => [c.kind, c.actor, c.after.operation])).toEqual([
      ['update', 'staff', 'capture'],
      ['update', 'staff', 'refund'],
    ]);
    expect((await auditOf(kit.t.db, stay.number)).map((a) => [a.action, a.actor, a.after.amount])).toEqual([
      ['reservation.capture', kit.staff.manager.email, take],
      ['reservation.refund', kit.staff.admin.email, 3000],
    ]);
    const settings = await kit.get(
      `/book/hotels/1/reservations/${stay.number}/update_settings?email=hanako@example.com`,
    );
    expect(settings.body.data).toMatchObject({ updatable: false, reason: 'modified_by_staff' });
  });

  it('of two refunds at once that together exceed the captured money, one goes through', async () => {
    const stay = await kit.stay({ card: true });
    await kit.api('POST', stayUrl(stay.number, 'capture'), kit.staff.manager, {});
    const part = Math.floor(stay.total * 0.6);
    const answers = await Promise.all([
      kit.api('POST', stayUrl(stay.number, 'refund'), kit.staff.manager, { amount: part }),
      kit.api('POST', stayUrl(stay.number, 'refund'), kit.staff.admin, { amount: part }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect((await sandboxRecord(kit.t.db, stay.number)).operations).toEqual([
      { kind: 'capture', amount: stay.total },
      { kind: 'refund', amount: part },
    ]);
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ refunded_amount: part });
  });

  it('a stay not paid by card is refused in the staff member’s language', async () => {
    const stay = await kit.stay();
    const answer = await kit.api('POST', stayUrl(stay.number, 'refund'), kit.staff.admin, { amount: 100 });
    expect(answer.status).toBe(422);
    expect(reason(answer)).toBe('not_card');
    expect(answer.body.errors[0].details.base[0].error).toMatch(/not paid by card/);
  });

  it('a decline takes the capture back and answers the card code (402); the job asks nothing again', async () => {
    const stay = await kit.stay({ card: true });
    // The authorisation ran out at the gateway (as after its validity period).
    await kit.t.db.execute(
      sql`update sandbox_payments set status = 'voided' where reference = ${stay.number}`,
    );
    const answer = await kit.api('POST', stayUrl(stay.number, 'capture'), kit.staff.manager, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(402);
    expect(answer.body.errors[0]).toMatchObject({ code: 3201, title: 'PAYMENT_DECLINED' });
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({
      payment_state: 'authorized',
      captured_amount: 0,
      version: 3,
    });
    expect((await historyOf(stay.id)).map((c) => [c.actor, c.after.declined ?? null])).toEqual([
      ['staff', null],
      ['system', 3201],
    ]);
    expect((await auditOf(kit.t.db, stay.number)).map((a) => a.action)).toEqual([
      'reservation.capture',
      'reservation.capture_declined',
    ]);
    await kit.t.db.execute(
      sql`update sandbox_payments set status = 'authorized' where reference = ${stay.number}`,
    );
    await runJobs();
    expect((await sandboxRecord(kit.t.db, stay.number)).operations).toEqual([]);
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ payment_state: 'authorized', version: 3 });
  });

  it('a refund whose answer was lost answers 502, stays recorded, and the job completes it once', async () => {
    const stay = await kit.stay({ card: true });
    await kit.api('POST', stayUrl(stay.number, 'capture'), kit.staff.manager, {});
    gateway.state.loseRefundAnswer = true;
    const answer = await kit.api('POST', stayUrl(stay.number, 'refund'), kit.staff.manager, { amount: 500 });
    gateway.state.loseRefundAnswer = false;
    expect(answer.status).toBe(502);
    expect(reason(answer)).toBe('gateway_unavailable');
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({
      payment_state: 'partially_refunded',
      refunded_amount: 500,
    });
    await runJobs();
    expect((await sandboxRecord(kit.t.db, stay.number)).operations).toEqual([
      { kind: 'capture', amount: stay.total },
      { kind: 'refund', amount: 500 },
    ]);
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ refunded_amount: 500 });
  });
});
