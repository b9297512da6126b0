import { PAYMENT_NUMBER_PATTERN, QR_CODE_PATTERN } from '@yadori/contract/payment-links.constants';
import { paymentLinkSchema } from '@yadori/contract/payment-links.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { formatMoney } from '../../lib/money.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { APPROVED_VISA, RETURN_URL, tokenize } from '../payments/payment-test-kit.ts';
import { createPayPalSandbox } from '../payments/paypal-sandbox/paypal-sandbox-provider.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import type { Json } from '../reservations/reservation-test-kit.ts';
import type { TestStaff } from '../staff-accounts/staff-test-kit.ts';
import {
  type StaffReservationKit,
  staffReservationKit,
} from '../staff-reservations/staff-reservations-test-kit.ts';
import { enqueuePaymentLinkMail } from './payment-link-mail.job.ts';
import { paymentLinkRefundJob } from './payment-link-refund.job.ts';

// The console's payment links (decision 060): made for a stay of the hotel or on their own, listed,
// read, withdrawn, closed and refunded through the gateway they were paid with, the request mailed
// again, printed as QR codes; who may do what; and refusals in the error format.
const TOKYO = 1;
const KYOTO = 2;
const links = (hotelId = TOKYO) => `/staff/hotels/${hotelId}/payment_links`;

type Caller = 'admin' | 'manager' | 'frontDesk' | 'kyotoManager' | 'stranger' | 'nobody';

describe.each(testDatabaseKinds())('payment links in the console (%s)', (kind) => {
  let kit: StaffReservationKit;
  let cards: PaymentProvider;
  let wallet: WalletProvider;
  let publicUrl: string;

  beforeAll(async () => {
    kit = await staffReservationKit(kind);
    publicUrl = kit.t.config.publicUrl;
    cards = createSandboxProvider({ db: kit.t.db, publicUrl });
    wallet = createPayPalSandbox({ db: kit.t.db, publicUrl });
  }, 180_000);
  afterAll(async () => kit?.close());

  const who = (caller: Caller): TestStaff | null => (caller === 'nobody' ? null : kit.staff[caller]);
  const api = (method: 'GET' | 'POST', url: string, caller: Caller = 'manager', body?: unknown) =>
    kit.api(method, url, who(caller), body);
  const reason = (answer: { body: Json }) => answer.body.errors?.[0]?.details?.reason;
  const row = async (number: string): Promise<Json> =>
    rowsOf<Json>(
      await kit.t.db.execute(sql`select id, status, amount, currency, paid_ref, refunded_at, cancelled_at,
          completed_at, mail_sent_at, created_by_staff_user_id, created_by_api_key_id
        from payment_links where number = ${number}`),
    )[0];
  const auditOf = async (number: string): Promise<Json[]> =>
    rowsOf<Json>(
      await kit.t.db.execute(sql`select action, actor, hotel_id, before, after from staff_audit_log
        where entity_type = 'payment_link' and entity_id = ${number} order by id`),
    );
  const outboxOf = async (number: string): Promise<Json[]> =>
    rowsOf<Json>(
      await kit.t.db.execute(sql`select kind, to_address, locale, subject, text_body from mail_outbox
        where kind like 'mail.payment_link%' and text_body like ${`%${number}%`} order by id`),
    );

  /** A link made by the manager (no mail unless asked), answered as the console sees it. */
  async function newLink(body: Record<string, unknown> = {}, hotelId = TOKYO, caller: Caller = 'manager') {
    const made = await api('POST', links(hotelId), caller, {
      amount: 12_000,
      purpose: 'deposit',
      guest_email: 'guest@example.com',
      send_email: false,
      ...body,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data as Json;
  }

  /** Pays link `number` as its page would: a real sandbox card payment, captured unless told not to. */
  async function payByCard(number: string, options: { capture?: boolean } = {}) {
    const link = await row(number);
    const amount = Number(link.amount);
    const authorised = await cards.authorize({
      cardToken: await tokenize(kit.t.app, APPROVED_VISA),
      amount,
      currency: link.currency,
      reference: number,
      returnUrl: RETURN_URL,
      idempotencyKey: `test-payment-link:${number}`,
    });
    if (authorised.status !== 'authorized') throw new Error(`not authorised: ${JSON.stringify(authorised)}`);
    if (options.capture !== false)
      expect(await cards.capture(authorised.paymentId, amount, `test-capture:${number}`)).toEqual({
        status: 'ok',
      });
    await kit.t.db.execute(sql`update payment_links set status = 'paid', paid_method = 'credit_card',
        paid_ref = ${authorised.paymentId}, card_brand = ${authorised.brand}, card_last4 = ${authorised.last4},
        paid_at = now(), updated_at = now()
      where number = ${number}`);
    return authorised.paymentId;
  }

  /** Pays link `number` through the PayPal sandbox: an order approved with the balance and captured. */
  async function payByPayPal(number: string) {
    const link = await row(number);
    const order = await wallet.createOrder({
      amount: Number(link.amount),
      currency: link.currency,
      reference: number,
      description: 'Deposit',
      returnUrl: `${publicUrl}/payments/${number}?code=hanami-tokyo&paypal=return`,
      cancelUrl: `${publicUrl}/payments/${number}?code=hanami-tokyo&paypal=cancel`,
      requestId: `test-payment-link:${number}`,
    });
    const approved = await kit.t.app.inject({
      method: 'POST',
      url: order.approveUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=balance',
    });
    expect(approved.statusCode, approved.body).toBe(303);
    const captured = await wallet.captureOrder(order.id, `test-capture:${number}`);
    if (captured.status !== 'completed') throw new Error(`not captured: ${JSON.stringify(captured)}`);
    await kit.t.db.execute(sql`update payment_links set status = 'paid', paid_method = 'paypal',
        paid_ref = ${captured.captureId}, paid_at = now(), updated_at = now()
      where number = ${number}`);
    return order.id;
  }

  const sandboxPayment = async (paymentId: string): Promise<Json> =>
    rowsOf<Json>(
      await kit.t.db.execute(sql`select status, captured_amount::int, refunded_amount::int from sandbox_payments
        where id = ${paymentId}`),
    )[0];

  it('makes a link for a stay of the hotel — its number, QR code, the stay’s guest, the hotel’s currency — then lists and reads it', async () => {
    const stay = await kit.stay({
      guest: { first_name: 'Ji-woo', last_name: 'Kim', email: 'jiwoo@example.com' },
      locale: 'ko',
    });
    const made = await api('POST', links(), 'manager', {
      amount: 15_000,
      purpose: 'balance',
      description: '  Late check-out and minibar  ',
      reservation_number: stay.number.toLowerCase(),
      send_email: false,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    const link = made.body.data;
    // Exactly the contract's fields.
    expect(Object.keys(link).sort()).toEqual(Object.keys(paymentLinkSchema.shape).sort());
    expect(paymentLinkSchema.parse(link)).toEqual(link);
    expect(link.number).toMatch(PAYMENT_NUMBER_PATTERN);
    expect(link.qr_code).toMatch(QR_CODE_PATTERN);
    expect(link).toMatchObject({
      hotel_id: TOKYO,
      status: 'unpaid',
      amount: 15_000,
      currency: 'JPY',
      purpose: 'balance',
      description: 'Late check-out and minibar',
      reservation_number: stay.number,
      // Korean writes the family name first.
      guest_name: 'Kim Ji-woo',
      guest_email: 'jiwoo@example.com',
      locale: 'ko',
      url: `${publicUrl}/payments/${link.number}?code=hanami-tokyo`,
      qr_url: `${publicUrl}/?code=hanami-tokyo&qr_code=${link.qr_code}`,
      last_error_code: null,
      paid_with: null,
      paid_at: null,
      mail_sent_at: null,
      created_by: { type: 'staff', name: 'Test Staff', email: kit.staff.manager.email },
    });
    expect(Date.parse(link.created_at)).not.toBeNaN();
    // One QR code of its own, tied to it.
    const [qr] = rowsOf<Json>(
      await kit.t.db.execute(sql`select q.code, q.hotel_id from qr_codes q
        join payment_links l on l.id = q.payment_link_id where l.number = ${link.number}`),
    );
    expect(qr).toEqual({ code: link.qr_code, hotel_id: TOKYO });

    // Read as made, under its number in any case.
    const read = await api('GET', `${links()}/${link.number.toLowerCase()}`, 'frontDesk');
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(link);

    // Listed newest first, found by its number, its stay's number, the guest's name or e-mail.
    const other = await newLink({ guest_name: 'Somebody Else', guest_email: 'else@example.com' });
    const listed = await api('GET', `${links()}?per_page=2`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, per_page: 2 });
    expect(listed.body.total).toBeGreaterThanOrEqual(2);
    expect(listed.body.data.map((l: Json) => l.number)).toEqual([other.number, link.number]);
    for (const q of [link.number.slice(0, 12).toLowerCase(), stay.number, 'ji-WOO', 'jiwoo@example']) {
      const found = await api('GET', `${links()}?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(
        found.body.data.map((l: Json) => l.number),
        q,
      ).toEqual([link.number]);
      expect(found.body.total, q).toBe(1);
    }
    // `%` and `_` are themselves, not wildcards.
    expect((await api('GET', `${links()}?q=${encodeURIComponent('%')}`)).body.total).toBe(0);
    const unpaid = await api('GET', `${links()}?status=unpaid&per_page=100`);
    expect(unpaid.body.data.every((l: Json) => l.status === 'unpaid')).toBe(true);
    expect(unpaid.body.data.map((l: Json) => l.number)).toContain(link.number);
    const cancelled = await api('GET', `${links()}?status=cancelled&per_page=100`);
    expect(cancelled.body.data.map((l: Json) => l.number)).not.toContain(link.number);
    // A page past the end still tells the total.
    const past = await api('GET', `${links()}?page=1000`);
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(listed.body.total);
    // Another hotel's list does not hold it.
    const kyoto = await api('GET', `${links(KYOTO)}?per_page=100`, 'admin');
    expect(kyoto.body.data.map((l: Json) => l.number)).not.toContain(link.number);

    expect(await auditOf(link.number)).toEqual([
      {
        action: 'payment_link.create',
        actor: kit.staff.manager.email,
        hotel_id: TOKYO,
        before: null,
        after: expect.objectContaining({ number: link.number, amount: 15_000, send_email: false }),
      },
    ]);
  });

  it('makes a link on its own: no stay, the guest as given, Japanese by default', async () => {
    const link = await newLink({
      purpose: 'other',
      guest_name: 'Taro Suzuki',
      guest_email: 'taro@example.com',
    });
    expect(link).toMatchObject({
      reservation_number: null,
      guest_name: 'Taro Suzuki',
      guest_email: 'taro@example.com',
      locale: 'ja',
      description: null,
    });
    const bare = await newLink({ guest_email: undefined });
    expect(bare).toMatchObject({ guest_name: null, guest_email: null });
  });

  it('answers who may do what: 401 without a session, 404 outside the account’s hotels, 403 without the ability', async () => {
    const callers: Caller[] = ['nobody', 'stranger', 'kyotoManager', 'frontDesk', 'manager', 'admin'];
    interface Call {
      name: string;
      method: 'GET' | 'POST';
      url: (number: string) => string;
      body?: unknown;
      /** The link's state before: paid ones are paid through the sandbox. */
      paid?: boolean;
      ok: number;
      /** Who may not, beyond the callers who never may. */
      forbidden?: Caller[];
    }
    const calls: Call[] = [
      { name: 'list', method: 'GET', url: () => links(), ok: 200 },
      { name: 'read', method: 'GET', url: (n) => `${links()}/${n}`, ok: 200 },
      { name: 'qr', method: 'GET', url: (n) => `${links()}/${n}/qr_code`, ok: 200 },
      { name: 'hotel qr', method: 'GET', url: () => `/staff/hotels/${TOKYO}/qr_code?format=png`, ok: 200 },
      {
        name: 'create',
        method: 'POST',
        url: () => links(),
        body: { amount: 3_000, purpose: 'extra', send_email: false },
        ok: 201,
      },
      { name: 'send', method: 'POST', url: (n) => `${links()}/${n}/send`, ok: 200 },
      { name: 'cancel', method: 'POST', url: (n) => `${links()}/${n}/cancel`, ok: 200 },
      { name: 'complete', method: 'POST', url: (n) => `${links()}/${n}/complete`, paid: true, ok: 200 },
      {
        name: 'refund',
        method: 'POST',
        url: (n) => `${links()}/${n}/refund`,
        paid: true,
        ok: 200,
        forbidden: ['frontDesk'],
      },
    ];
    const expected = (c: Call, caller: Caller) =>
      caller === 'nobody'
        ? 401
        : caller === 'stranger' || caller === 'kyotoManager'
          ? 404
          : c.forbidden?.includes(caller)
            ? 403
            : c.ok;
    const table: string[][] = [];
    for (const c of calls) {
      let link = await newLink();
      if (c.paid) await payByCard(link.number);
      const seen = [c.name];
      for (const caller of callers) {
        const status = expected(c, caller);
        const answer = await api(c.method, c.url(link.number), caller, c.body);
        seen.push(String(answer.status));
        expect(answer.status, `${c.name} as ${caller}: ${JSON.stringify(answer.body)}`).toBe(status);
        expect(answer.headers['cache-control'], `${c.name} as ${caller}`).toBe('no-store');
        if (status >= 400) {
          expect(answer.body.errors[0], `${c.name} as ${caller}`).toMatchObject({ status });
          // A refusal changes nothing.
          expect((await row(link.number)).status).toBe(c.paid ? 'paid' : 'unpaid');
        } else if (c.method === 'POST' && c.name !== 'create' && c.name !== 'send') {
          // The next caller allowed acts on a link of its own.
          link = await newLink();
          if (c.paid) await payByCard(link.number);
        }
      }
      table.push(seen);
    }
    expect(table).toEqual(
      calls.map((c) => [c.name, ...callers.map((caller) => String(expected(c, caller)))]),
    );
  }, 120_000);

  it('refuses malformed and impossible links in the error format, and makes none', async () => {
    const before = Number((await api('GET', links())).body.total);
    const stay = await kit.stay();
    const body = { amount: 1_000, purpose: 'deposit', send_email: false };
    const bad: [string, unknown, number, string?][] = [
      ['amount 0', { ...body, amount: 0 }, 400],
      ['amount negative', { ...body, amount: -5 }, 400],
      ['amount a fraction', { ...body, amount: 10.5 }, 400],
      ['amount too high', { ...body, amount: 100_000_001 }, 400],
      ['amount missing', { purpose: 'deposit' }, 400],
      ['unknown purpose', { ...body, purpose: 'tip' }, 400],
      ['extra field', { ...body, currency: 'USD' }, 400],
      ['description too long', { ...body, description: 'x'.repeat(501) }, 400],
      ['bad e-mail', { ...body, guest_email: 'not-an-email' }, 400],
      ['bad locale', { ...body, locale: 'fr' }, 400],
      ['bad reservation number', { ...body, reservation_number: 'no!' }, 400],
      ['unknown reservation', { ...body, reservation_number: 'ZZZZZZZZ' }, 422, 'reservation_number'],
    ];
    for (const [name, payload, status, field] of bad) {
      const answer = await api('POST', links(), 'manager', payload);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(status);
      const error = answer.body.errors[0];
      expect(error, name).toMatchObject({ status, code: 1000 });
      expect(error.details.base[0].error, name).toEqual(expect.any(String));
      if (field) expect(Object.keys(error.details.fields), name).toEqual([field]);
    }
    // Another hotel's stay is not one of this hotel's: 422 as an unknown one.
    const elsewhere = await api('POST', links(KYOTO), 'kyotoManager', {
      ...body,
      reservation_number: stay.number,
    });
    expect(elsewhere.status).toBe(422);
    expect(reason(elsewhere)).toBe('reservation_not_found');
    // Not JSON, and bad path and query values.
    const notJson = await kit.t.app.inject({
      method: 'POST',
      url: links(),
      headers: { authorization: kit.staff.manager.authorization, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(notJson.statusCode).toBe(400);
    for (const url of [
      `${links()}/PL123`,
      `${links()}/x/cancel`,
      '/staff/hotels/abc/payment_links',
      `${links()}?status=paid_out`,
      `${links()}?per_page=101`,
      `${links()}/${'PL'.padEnd(22, '0')}/qr_code?format=gif`,
    ]) {
      const method = url.endsWith('/cancel') ? 'POST' : 'GET';
      const answer = await api(method, url, 'manager');
      expect(answer.status, url).toBe(400);
      expect(answer.body.errors[0], url).toMatchObject({ status: 400, code: 1000 });
    }
    // A well-formed number of no link of this hotel: 404, and one of another hotel the same.
    const kyotoLink = await newLink({}, KYOTO, 'admin');
    for (const url of [`${links()}/${'PL'.padEnd(22, '0')}`, `${links()}/${kyotoLink.number}`]) {
      const answer = await api('GET', url, 'admin');
      expect(answer.status, url).toBe(404);
      expect(reason(answer), url).toBe('payment_link_not_found');
    }
    expect(Number((await api('GET', links())).body.total)).toBe(before);
  });

  it('withdraws only an unpaid link, closes only a paid one, and refuses every other change with 409 3200', async () => {
    const expectNotUpdatable = (answer: { status: number; body: Json }, why: string, context: string) => {
      expect(answer.status, `${context}: ${JSON.stringify(answer.body)}`).toBe(409);
      expect(answer.body.errors[0], context).toMatchObject({ status: 409, code: 3200 });
      expect(reason(answer), context).toBe(why);
    };
    // Unpaid: nothing to complete or refund; cancel once.
    const unpaid = await newLink();
    const at = (n: string, action: string) => api('POST', `${links()}/${n}/${action}`, 'admin');
    expectNotUpdatable(await at(unpaid.number, 'complete'), 'not_paid', 'complete unpaid');
    expectNotUpdatable(await at(unpaid.number, 'refund'), 'not_paid', 'refund unpaid');
    const cancelled = await at(unpaid.number, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paid_at: null });
    expect(Date.parse(cancelled.body.data.cancelled_at)).not.toBeNaN();
    for (const action of ['cancel', 'complete', 'refund', 'send'])
      expectNotUpdatable(
        await at(unpaid.number, action),
        action === 'complete' || action === 'refund' ? 'not_paid' : 'not_unpaid',
        `${action} cancelled`,
      );
    expect((await row(unpaid.number)).status).toBe('cancelled');

    // Paid: no cancel or send; complete once, and then no refund.
    const paid = await newLink();
    await payByCard(paid.number);
    expectNotUpdatable(await at(paid.number, 'cancel'), 'not_unpaid', 'cancel paid');
    expectNotUpdatable(await at(paid.number, 'send'), 'not_unpaid', 'send paid');
    const completed = await at(paid.number, 'complete');
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({
      status: 'completed',
      paid_with: { method: 'credit_card', brand: 'visa', last4: '1111' },
    });
    expect(Date.parse(completed.body.data.completed_at)).not.toBeNaN();
    for (const action of ['complete', 'refund', 'cancel'])
      expectNotUpdatable(
        await at(paid.number, action),
        action === 'cancel' ? 'not_unpaid' : 'not_paid',
        `${action} completed`,
      );

    // A link whose payment is being captured right now cannot be withdrawn; once its lease is over, it can.
    const busy = await newLink();
    const hold = (minutes: number) =>
      kit.t.db.execute(sql`update payment_links set attempt_id = gen_random_uuid(),
          attempt_session_id = gen_random_uuid(), attempt_method = 'credit_card', attempt_state = 'capturing',
          attempt_expires_at = now() + make_interval(mins => ${minutes})
        where number = ${busy.number}`);
    await hold(10);
    expectNotUpdatable(await at(busy.number, 'cancel'), 'payment_in_progress', 'cancel capturing');
    await hold(-1);
    expect((await at(busy.number, 'cancel')).status).toBe(200);

    // No e-mail: nothing to send.
    const silent = await newLink({ guest_email: undefined });
    expectNotUpdatable(await at(silent.number, 'send'), 'no_email', 'send without e-mail');

    expect((await auditOf(paid.number)).map((a) => [a.action, a.actor])).toEqual([
      ['payment_link.create', kit.staff.manager.email],
      ['payment_link.complete', kit.staff.admin.email],
    ]);
    expect((await auditOf(unpaid.number)).map((a) => a.action)).toEqual([
      'payment_link.create',
      'payment_link.cancel',
    ]);
  });

  it('refunds a card payment in full through the sandbox once, even when two refunds race', async () => {
    const link = await newLink({ amount: 8_800 });
    const paymentId = await payByCard(link.number);
    const [first, second] = await Promise.all([
      api('POST', `${links()}/${link.number}/refund`, 'manager'),
      api('POST', `${links()}/${link.number}/refund`, 'admin'),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses, JSON.stringify([first.body, second.body])).toEqual([200, 409]);
    const refunded = (first.status === 200 ? first : second).body.data;
    expect(refunded).toMatchObject({ status: 'refunded', paid_with: { method: 'credit_card' } });
    expect(Date.parse(refunded.refunded_at)).not.toBeNaN();
    expect(await sandboxPayment(paymentId)).toMatchObject({
      captured_amount: 8_800,
      refunded_amount: 8_800,
    });
    const operations = rowsOf<Json>(
      await kit.t.db.execute(sql`select kind, amount::int, idempotency_key from sandbox_payment_operations
        where payment_id = ${paymentId} and kind = 'refund'`),
    );
    const { id } = await row(link.number);
    expect(operations).toEqual([
      { kind: 'refund', amount: 8_800, idempotency_key: `payment_link_refund:${id}` },
    ]);
    expect((await auditOf(link.number)).map((a) => a.action)).toEqual([
      'payment_link.create',
      'payment_link.refund',
    ]); // With the claim, a job that makes sure the gateway was asked (had this process died meanwhile).
    const jobs = rowsOf<Json>(
      await kit.t.db.execute(sql`select kind, payload from jobs where kind = 'payment_link.refund'
        and (payload->>'paymentLinkId')::int = ${id}`),
    );
    expect(jobs).toEqual([
      { kind: 'payment_link.refund', payload: { paymentLinkId: id, claimedAt: refunded.refunded_at } },
    ]);
  });

  it('makes sure a claimed refund reaches the gateway when the request died right after claiming it', async () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const run = (
      paymentLinkId: number,
      claimedAt: Date,
      services: object = { paymentProvider: cards, walletProvider: wallet },
    ) =>
      paymentLinkRefundJob.run(
        { paymentLinkId, claimedAt: claimedAt.toISOString() },
        { db: kit.t.db, now: () => new Date(), log, services: services as never, attempt: 1 },
      );
    /** The link claimed for a refund as the staff call does, then left (the process died). */
    const claim = async (number: string) => {
      const claimedAt = new Date(Date.now() - 10 * 60_000);
      await kit.t.db.execute(sql`update payment_links set status = 'refunded',
          refunded_at = ${claimedAt.toISOString()}::timestamptz where number = ${number}`);
      return { id: Number((await row(number)).id), claimedAt };
    };
    const refunds = async (paymentId: string) =>
      rowsOf<Json>(
        await kit.t.db.execute(sql`select amount::int from sandbox_payment_operations
          where payment_id = ${paymentId} and kind = 'refund'`),
      );

    // Claimed, never asked: the job refunds, once however often it runs.
    const stranded = await newLink({ amount: 5_500 });
    const strandedPayment = await payByCard(stranded.number);
    const strandedClaim = await claim(stranded.number);
    await run(strandedClaim.id, strandedClaim.claimedAt);
    await run(strandedClaim.id, strandedClaim.claimedAt);
    expect(await refunds(strandedPayment)).toEqual([{ amount: 5_500 }]);
    expect((await row(stranded.number)).status).toBe('refunded');

    // No gateway at hand: it retries later rather than guess, and the claim stands.
    const waiting = await newLink({ amount: 2_200 });
    await payByPayPal(waiting.number);
    const waitingClaim = await claim(waiting.number);
    await expect(run(waitingClaim.id, waitingClaim.claimedAt, { paymentProvider: cards })).rejects.toThrow(
      /wallet provider/,
    );
    expect((await row(waiting.number)).status).toBe('refunded');
    await run(waitingClaim.id, waitingClaim.claimedAt);
    expect((await row(waiting.number)).status).toBe('refunded');

    // Refused by the gateway: the claim is taken back, the audit log says so, as the system.
    const refused = await newLink({ amount: 3_300 });
    const refusedPayment = await payByCard(refused.number, { capture: false });
    const refusedClaim = await claim(refused.number);
    await run(refusedClaim.id, refusedClaim.claimedAt);
    expect(await row(refused.number)).toMatchObject({ status: 'paid', refunded_at: null });
    expect((await auditOf(refused.number)).at(-1)).toMatchObject({
      action: 'payment_link.refund_declined',
      actor: 'system',
      after: expect.objectContaining({ code: 3203 }),
    });
    expect(await refunds(refusedPayment)).toEqual([]);

    // A claim taken back already, or another claim than the job's: nothing is asked.
    const settled = await newLink({ amount: 1_100 });
    const settledPayment = await payByCard(settled.number);
    await run(Number((await row(settled.number)).id), new Date());
    expect(await refunds(settledPayment)).toEqual([]);
    expect((await row(settled.number)).status).toBe('paid');
  });

  it('answers a gateway’s refusal of a refund with 402 and its code, and leaves the link paid', async () => {
    const link = await newLink({ amount: 4_400 });
    // Authorised, never captured: the sandbox has nothing to give back (3203).
    const paymentId = await payByCard(link.number, { capture: false });
    const refused = await api('POST', `${links()}/${link.number}/refund`, 'manager');
    expect(refused.status, JSON.stringify(refused.body)).toBe(402);
    expect(refused.body.errors[0]).toMatchObject({ status: 402, code: 3203 });
    expect(await row(link.number)).toMatchObject({ status: 'paid', refunded_at: null });
    expect((await api('GET', `${links()}/${link.number}`)).body.data).toMatchObject({
      status: 'paid',
      refunded_at: null,
    });
    expect((await auditOf(link.number)).map((a) => a.action)).toEqual([
      'payment_link.create',
      'payment_link.refund',
      'payment_link.refund_declined',
    ]);
    // Once the money is there, the same refund goes through (the same key: one refund).
    expect(await cards.capture(paymentId, 4_400, `test-late-capture:${link.number}`)).toEqual({
      status: 'ok',
    });
    const refunded = await api('POST', `${links()}/${link.number}/refund`, 'manager');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await sandboxPayment(paymentId)).toMatchObject({ refunded_amount: 4_400 });
  });

  it('refunds a PayPal payment through the PayPal sandbox', async () => {
    const link = await newLink({ amount: 6_600 });
    const orderId = await payByPayPal(link.number);
    const paid = await api('GET', `${links()}/${link.number}`);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      paid_with: { method: 'paypal', brand: null, last4: null },
    });
    const refunded = await api('POST', `${links()}/${link.number}/refund`, 'manager');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.status).toBe('refunded');
    const [order] = rowsOf<Json>(
      await kit.t.db.execute(sql`select captured_amount::int, refunded_amount::int from sandbox_paypal_orders
        where id = ${orderId}`),
    );
    expect(order).toEqual({ captured_amount: 6_600, refunded_amount: 6_600 });
  });

  it('draws QR images of a link and of the hotel’s booking page, in SVG and PNG, never kept', async () => {
    const link = await newLink();
    const image = (url: string) =>
      kit.t.app.inject({ url, headers: { authorization: kit.staff.frontDesk.authorization } });
    const svg = await image(`${links()}/${link.number}/qr_code`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('no-store');
    expect(svg.headers['content-disposition']).toBe(`inline; filename="${link.number}-qr.svg"`);
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    const png = await image(`${links()}/${link.number}/qr_code?format=png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`inline; filename="${link.number}-qr.png"`);
    expect([...png.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.rawPayload.readUInt32BE(16)).toBe(512);
    // Another link, another image.
    const other = await image(`${links()}/${(await newLink()).number}/qr_code`);
    expect(other.body).not.toBe(svg.body);

    // The booking page's code is made once, whoever asks, and drawn the same every time.
    const hotel = await image(`/staff/hotels/${TOKYO}/qr_code`);
    expect(hotel.statusCode).toBe(200);
    expect(hotel.headers['content-disposition']).toBe('inline; filename="hanami-tokyo-booking-qr.svg"');
    const [again, byAdmin] = await Promise.all([
      image(`/staff/hotels/${TOKYO}/qr_code`),
      kit.t.app.inject({
        url: `/staff/hotels/${TOKYO}/qr_code`,
        headers: { authorization: kit.staff.admin.authorization },
      }),
    ]);
    expect(again.body).toBe(hotel.body);
    expect(byAdmin.body).toBe(hotel.body);
    expect(hotel.body).not.toBe(svg.body);
    const codes = rowsOf<Json>(
      await kit.t.db.execute(
        sql`select code from qr_codes where hotel_id = ${TOKYO} and payment_link_id is null`,
      ),
    );
    expect(codes).toHaveLength(1);
    expect(codes[0].code).toMatch(QR_CODE_PATTERN);
  });

  it('mails the payment request in the guest’s language when the link is made, and again when staff send it', async () => {
    const stay = await kit.stay({
      guest: { first_name: 'Min-jun', last_name: 'Park', email: 'minjun@example.com' },
      locale: 'ko',
    });
    const link = await newLink({
      amount: 23_000,
      purpose: 'balance',
      description: 'Room upgrade',
      reservation_number: stay.number,
      guest_email: undefined,
      send_email: undefined,
    });
    expect(link).toMatchObject({ guest_email: 'minjun@example.com', locale: 'ko', mail_sent_at: null });
    await kit.t.app.runDueJobs();
    const [request] = await outboxOf(link.number);
    expect(request).toMatchObject({
      kind: 'mail.payment_link_request',
      to_address: 'minjun@example.com',
      locale: 'ko',
    });
    const amount = formatMoney(23_000, 'JPY', 'ko');
    expect(request.subject).toContain(amount);
    expect(request.subject).toBe(`하나미 호텔 도쿄: 결제 요청 (${amount})`);
    expect(request.text_body).toContain('Park Min-jun님');
    expect(request.text_body).toContain('숙박 요금 잔액 — Room upgrade');
    expect(request.text_body).toContain(stay.number);
    expect(request.text_body).toContain(`${publicUrl}/payments/${link.number}?code=hanami-tokyo&locale=ko`);
    const mailed = (await api('GET', `${links()}/${link.number}`)).body.data;
    expect(Date.parse(mailed.mail_sent_at)).not.toBeNaN();

    // Sent again: a second mail, and the link says when.
    const sent = await api('POST', `${links()}/${link.number}/send`, 'frontDesk');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await kit.t.app.runDueJobs();
    expect((await outboxOf(link.number)).map((m) => m.kind)).toEqual([
      'mail.payment_link_request',
      'mail.payment_link_request',
    ]);
    expect((await auditOf(link.number)).map((a) => [a.action, a.actor])).toEqual([
      ['payment_link.create', kit.staff.manager.email],
      ['payment_link.send', kit.staff.frontDesk.email],
    ]);

    // `send_email: false`, or no address: no mail.
    const quiet = await newLink({ guest_email: 'quiet@example.com', send_email: false });
    const noAddress = await newLink({ guest_email: undefined, send_email: true });
    await kit.t.app.runDueJobs();
    expect(await outboxOf(quiet.number)).toEqual([]);
    expect(await outboxOf(noAddress.number)).toEqual([]);
    expect((await row(quiet.number)).mail_sent_at).toBeNull();

    // A request whose link was paid or withdrawn before the job ran is not sent.
    const late = await newLink({ guest_email: 'late@example.com', send_email: true });
    expect((await api('POST', `${links()}/${late.number}/cancel`)).status).toBe(200);
    await kit.t.app.runDueJobs();
    expect(await outboxOf(late.number)).toEqual([]);
  });

  it('mails the receipt once the link is paid, once however often it is asked for', async () => {
    const link = await newLink({
      amount: 9_900,
      purpose: 'extra',
      guest_name: 'Hanako Yamada',
      guest_email: 'hanako.receipt@example.com',
      locale: 'en',
    });
    const { id } = await row(link.number);
    // Asked for before the link is paid: nothing is due yet.
    await enqueuePaymentLinkMail(kit.t.db, { paymentLinkId: id, kind: 'receipt' }, new Date());
    await kit.t.app.runDueJobs();
    expect(await outboxOf(link.number)).toEqual([]);
    await kit.t.db.execute(sql`delete from jobs where dedupe_key = ${`mail.payment_link:${id}:receipt`}`);

    await payByCard(link.number);
    for (let i = 0; i < 2; i++)
      await enqueuePaymentLinkMail(kit.t.db, { paymentLinkId: id, kind: 'receipt' }, new Date());
    await kit.t.app.runDueJobs();
    const mails = await outboxOf(link.number);
    expect(mails.map((m) => [m.kind, m.to_address, m.locale])).toEqual([
      ['mail.payment_link_receipt', 'hanako.receipt@example.com', 'en'],
    ]);
    const [receipt] = mails;
    expect(receipt.subject).toBe('Hanami Hotel Tokyo: receipt for your payment of ¥9,900');
    expect(receipt.text_body).toContain('Dear Hanako Yamada,');
    expect(receipt.text_body).toContain('■ Amount paid\n¥9,900');
    expect(receipt.text_body).toContain('■ Paid with\nVISA card ending in 1111');
    expect(receipt.text_body).toContain(`■ Payment number\n${link.number}`);
    expect(receipt.text_body).toMatch(/■ Paid on\n\w+ \d+, \d{4} at \d+:\d\d/);
    // A receipt is no payment request: its link's mail_sent_at stays as it was.
    expect((await row(link.number)).mail_sent_at).toBeNull();
  });
});
