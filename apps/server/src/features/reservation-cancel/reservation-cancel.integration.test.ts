import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { APPROVED_VISA } from '../payments/payment-test-kit.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';
import {
  guest,
  inventoryOf,
  leaveRooms,
  simpleBody,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import { type CancelKit, cancelKit, countRows, reservationRow, sandboxRecord } from './cancel-test-kit.ts';

const reason = { reason: 'change_of_plans', details: 'We cannot travel.' };

describe.each(testDatabaseKinds())('PUT …/reservations/{number}/cancel (%s)', (kind) => {
  let kit: CancelKit;
  beforeAll(async () => {
    kit = await cancelKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());
  beforeEach(async () => {
    // Every test books on the same two nights: leave rooms free for it.
    for (const night of [kit.checkin, tokyoDayAfter(kit.checkin, 1)])
      await leaveRooms(kit.t.db, 'STD-DBL', night, 5);
  });

  const threeDaysBefore = () => `${tokyoDayAfter(kit.checkin, -3)}T12:00`;

  it('cancels a free stay by email: reason kept, nights back once, history row, mails to guest and hotel', async () => {
    await kit.resetClock();
    const before = await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin);
    const { number, id } = await kit.book();
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before.sold + 1);

    const view = await kit.get(`/book/hotels/1/reservations/${number}?email=hanako@example.com`);
    expect(view.body.data).toMatchObject({
      cancellable: true,
      cancel_refusal: null,
      cancellation_fee: 0,
      version: 1,
    });

    // An upload the booking used: the cancel frees it (the guest may book again with it).
    const attachment = 'cancel-test-attachment-0001';
    await kit.t.db.execute(sql`
      insert into file_attachments (id, hotel_id, reservation_id, file_name, content_type, size, sha256)
        values (${attachment}, 1, ${id}, 'passport.png', 'image/png', 10, ${'0'.repeat(64)})`);

    const { status, body } = await kit.cancel(number, '?email=HANAKO@example.com', {
      ...reason,
      cancellation_fee_displayed: 0,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    // The answer is the reservation as the guest's GET now shows it, to the byte.
    const after = await kit.t.app.inject({
      method: 'GET',
      url: `/book/hotels/1/reservations/${number}?email=hanako@example.com`,
      headers: { 'client-session': kit.session },
    });
    expect(after.body).toBe(JSON.stringify(body));
    expect(
      rowsOf(
        await kit.t.db.execute(
          sql`select actor, before, after, price_before, price_after from reservation_changes where reservation_id = ${id}`,
        ),
      ),
    ).toEqual([
      {
        actor: 'guest',
        before: { status: 'confirmed', version: 1 },
        after: {
          status: 'cancelled',
          version: 2,
          reason: 'change_of_plans',
          details: 'We cannot travel.',
          cancellation_fee: 0,
          cancellation_fee_displayed: 0,
        },
        price_before: view.body.data.total_price,
        price_after: 0,
      },
    ]);
    expect(
      await countRows(kit.t.db, 'file_attachments', `id = '${attachment}' and reservation_id is null`),
    ).toBe(1);
    expect(body.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'guest',
      reason: 'change_of_plans',
      details: 'We cannot travel.',
      cancellation_fee: 0,
      cancellation_fee_displayed: 0,
      cancellable: false,
      cancel_refusal: 'already_cancelled',
      version: 2,
    });
    expect(body.data.cancelled_at).toEqual(expect.any(String));
    expect(await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).toEqual(before);
    expect(
      await countRows(kit.t.db, 'reservation_changes', `reservation_id = ${id} and kind = 'cancel'`),
    ).toBe(1);

    await kit.t.app.runDueJobs(new Date(Date.now() + 60_000));
    const mails = rowsOf<{ to_address: string; subject: string; locale: string }>(
      await kit.t.db.execute(
        sql`select to_address, subject, locale from mail_outbox where reservation_id = ${id} and kind = 'mail.reservation_cancelled' order by id`,
      ),
    );
    expect(mails.map((m) => m.to_address)).toEqual([
      'hanako@example.com',
      'reservations@hanami-tokyo.example',
    ]);
    expect(mails[0]!.subject).toContain(number);

    // Twice: refused, and nothing is given back a second time.
    const again = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: 0,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].details.code).toBe('already_cancelled');
    expect(await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).toEqual(before);
    expect(await countRows(kit.t.db, 'reservation_changes', `reservation_id = ${id}`)).toBe(1);
  });

  it('charges the policy step on the hotel clock, and refuses a fee the guest was not shown (409, nothing changed)', async () => {
    await kit.resetClock();
    const { number, id, body: booked } = await kit.book();
    const fee = Math.floor((booked.data.total_price * 20) / 100);
    await kit.setTokyoTime(threeDaysBefore());
    const view = await kit.get(`/book/hotels/1/reservations/${number}?email=hanako@example.com`);
    expect(view.body.data).toMatchObject({ cancellable: true, cancellation_fee: fee });
    const sold = await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin);

    const stale = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].details).toMatchObject({
      code: 'cancellation_fee_changed',
      cancellation_fee: fee,
      cancellation_fee_displayed: 0,
    });
    expect(await reservationRow(kit.t.db, id)).toMatchObject({
      status: 'confirmed',
      version: 1,
      cancellation_fee: null,
    });
    expect(await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).toEqual(sold);
    expect(await countRows(kit.t.db, 'reservation_changes', `reservation_id = ${id}`)).toBe(0);

    const ok = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: fee,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      status: 'cancelled',
      cancellation_fee: fee,
      cancellation_fee_displayed: fee,
    });
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(sold.sold - 1);
  });

  it('gives the extra stock and the coupon use back once, and charges the fee on rooms and extras', async () => {
    await kit.resetClock();
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await kit.t.db.execute(query))[0]!;
    const stock = async () =>
      one<{ id: number; inventory: number }>(sql`
        select e.id, x.inventory from extras e
          join extra_daily_inventory x on x.extra_id = e.id and x.service_date = ${kit.checkin}::date
          where e.hotel_id = 1 and e.code = 'BREAKFAST-ADD'`);
    const used = async () =>
      Number(
        (
          await one<{ n: number }>(
            sql`select used_count as n from promotion_codes where hotel_id = 1 and code = 'WELCOME10'`,
          )
        ).n,
      );
    await kit.t.db.execute(
      sql`update promotion_codes set usage_limit = null where hotel_id = 1 and code = 'WELCOME10'`,
    );
    const extra = await stock();
    const codeUses = await used();
    const body = await simpleBody(kit, {
      extras: [{ extra_id: Number(extra.id), quantity: 2 }],
      coupon_code: 'WELCOME10',
    });
    const priced = await kit.post({ ...body, total_price: 0 });
    expect(priced.status).toBe(409);
    const booked = await kit.post({ ...body, total_price: priced.body.errors[0].details.total_price });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { number, total_price: total, extras_total: extrasTotal } = booked.body.data;
    expect(extrasTotal).toBeGreaterThan(0);
    expect(Number((await stock()).inventory)).toBe(Number(extra.inventory) - 2);
    expect(await used()).toBe(codeUses + 1);

    await kit.setTokyoTime(threeDaysBefore());
    const fee = Math.floor((total * 20) / 100);
    const cancelled = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: fee,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.cancellation_fee).toBe(fee);
    expect(Number((await stock()).inventory)).toBe(Number(extra.inventory));
    expect(await used()).toBe(codeUses);
    const again = await kit.cancel(number, '?email=hanako@example.com', {
      ...reason,
      cancellation_fee_displayed: fee,
    });
    expect(again.status).toBe(422);
    expect(Number((await stock()).inventory)).toBe(Number(extra.inventory));
    expect(await used()).toBe(codeUses);
  });

  it('refuses same-day cancellation (422, call the hotel) in the guest language', async () => {
    await kit.resetClock();
    const { number, id } = await kit.book();
    await kit.setTokyoTime(`${kit.checkin}T09:00`);
    const view = await kit.get(`/book/hotels/1/reservations/${number}?email=hanako@example.com`);
    expect(view.body.data).toMatchObject({
      cancellable: false,
      cancel_refusal: 'same_day',
      cancellation_fee: null,
    });
    const { status, body } = await kit.cancel(
      number,
      '?email=hanako@example.com',
      { ...reason, cancellation_fee_displayed: 0 },
      { 'tripla-locale': 'ja' },
    );
    expect(status).toBe(422);
    expect(body.errors[0].details.code).toBe('same_day_cancellation');
    expect(body.errors[0].details.base[0].error).toContain('お電話');
    // The hotel's phone is in the message (decision 028); without one on file, the words alone.
    expect(body.errors[0].details.base[0].error).toContain('+81 3-5555-0101');
    const english = await kit.cancel(
      number,
      '?email=hanako@example.com',
      { ...reason, cancellation_fee_displayed: 0 },
      { 'tripla-locale': 'en' },
    );
    expect(english.body.errors[0].details.base[0].error).toContain(
      'please call the hotel at +81 3-5555-0101',
    );
    await kit.t.db.execute(sql`update hotels set phone = null where id = 1`);
    const noPhone = await kit.cancel(
      number,
      '?email=hanako@example.com',
      { ...reason, cancellation_fee_displayed: 0 },
      { 'tripla-locale': 'en' },
    );
    await kit.t.db.execute(sql`update hotels set phone = '+81 3-5555-0101' where id = 1`);
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.errors[0].details.base[0].error).toContain('please call the hotel to cancel');
    expect(await reservationRow(kit.t.db, id)).toMatchObject({ status: 'confirmed', version: 1 });
  });

  it('answers a wrong email, someone else’s token, no proof and a guessed number with the same 404', async () => {
    await kit.resetClock();
    const mine = await kit.book();
    const theirs = await kit.book({
      guest: { ...guest, email: 'other@example.com', email_confirmation: 'other@example.com' },
    });
    const body = { ...reason, cancellation_fee_displayed: 0 };
    const answers = [
      await kit.cancel(mine.number, '?email=other@example.com', body),
      await kit.cancel(mine.number, `?bypass_token=${theirs.token}`, body),
      await kit.cancel(mine.number, '', body),
      await kit.cancel('ZZZZZZZZZZ', '?email=hanako@example.com', body),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(await reservationRow(kit.t.db, mine.id)).toMatchObject({ status: 'confirmed' });
    const own = await kit.cancel(mine.number, `?bypass_token=${mine.token}`, body);
    expect(own.status).toBe(200);
  });

  let target: { number: string; id: number } | undefined;
  it.each([
    ['no reason', { cancellation_fee_displayed: 0 }],
    ['an unknown reason', { reason: 'bored', cancellation_fee_displayed: 0 }],
    ['no fee shown', { reason: 'illness' }],
    ['a negative fee', { reason: 'illness', cancellation_fee_displayed: -1 }],
    ['a fractional fee', { reason: 'illness', cancellation_fee_displayed: 1.5 }],
    ['a fee as text', { reason: 'illness', cancellation_fee_displayed: '0' }],
    ['details too long', { reason: 'illness', details: 'x'.repeat(1001), cancellation_fee_displayed: 0 }],
    ['a list', [1, 2]],
    ['broken JSON', '{"reason":'],
  ])('answers a body with %s with 400, not 500', async (_name, body) => {
    await kit.resetClock();
    target ??= await kit.book();
    const { number, id } = target;
    const { status, body: answer } = await kit.cancel(number, '?email=hanako@example.com', body as object);
    expect(status, JSON.stringify(answer)).toBe(400);
    expect(await reservationRow(kit.t.db, id)).toMatchObject({ status: 'confirmed' });
  });

  describe('card money through the sandbox gateway', () => {
    it('voids the authorisation when the fee is 0 (recorded once, a second settle run moves nothing)', async () => {
      await kit.resetClock();
      const { number, id } = await kit.bookWithCard(APPROVED_VISA);
      const { status, body } = await kit.cancel(number, '?email=hanako@example.com', {
        ...reason,
        cancellation_fee_displayed: 0,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.payment).toMatchObject({ state: 'voided', captured_amount: 0, refunded_amount: 0 });
      await kit.t.app.runDueJobs(new Date(Date.now() + 60_000));
      const record = await sandboxRecord(kit.t.db, number);
      expect(record.payment.status).toBe('voided');
      expect(record.operations).toEqual([{ kind: 'void', amount: 0 }]);
      expect(await reservationRow(kit.t.db, id)).toMatchObject({ payment_state: 'voided' });
    });

    it('captures the fee from the authorisation (the rest is released) when the fee is due', async () => {
      await kit.resetClock();
      const { number, id, body: booked } = await kit.bookWithCard(APPROVED_VISA);
      const total = booked.data.total_price;
      const fee = Math.floor((total * 20) / 100);
      await kit.setTokyoTime(threeDaysBefore());
      const answer = await kit.cancel(number, '?email=hanako@example.com', {
        ...reason,
        cancellation_fee_displayed: fee,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.payment).toMatchObject({
        state: 'captured',
        captured_amount: fee,
        refunded_amount: 0,
      });
      await kit.t.app.runDueJobs(new Date(Date.now() + 30 * 86_400_000));
      const record = await sandboxRecord(kit.t.db, number);
      expect(record.payment.status).toBe('captured');
      expect(Number(record.payment.amount)).toBe(total);
      expect(Number(record.payment.captured_amount)).toBe(fee);
      expect(record.operations).toEqual([{ kind: 'capture', amount: fee }]);
      expect(await reservationRow(kit.t.db, id)).toMatchObject({
        cancellation_fee: fee,
        captured_amount: fee,
      });
      // The mail waited for the settlement, so it tells the guest what the card was charged.
      const guestMail = rowsOf<{ text_body: string }>(
        await kit.t.db.execute(
          sql`select text_body from mail_outbox where reservation_id = ${id} and kind = 'mail.reservation_cancelled' and to_address = 'hanako@example.com'`,
        ),
      );
      expect(guestMail).toHaveLength(1);
      expect(guestMail[0]!.text_body).toContain('the rest of the hold is released');
    });

    it('refunds what was captured beyond the fee', async () => {
      await kit.resetClock();
      const { number, id, body: booked } = await kit.bookWithCard(APPROVED_VISA);
      const total = booked.data.total_price;
      const fee = Math.floor((total * 20) / 100);
      // The hotel took the whole stay in advance.
      const provider = createSandboxProvider({ db: kit.t.db, publicUrl: 'http://localhost' });
      const record = await sandboxRecord(kit.t.db, number);
      expect(await provider.capture(record.payment.id, total, `test:${number}`)).toEqual({ status: 'ok' });
      await kit.t.db.execute(
        sql`update reservations set payment_state = 'captured', captured_amount = ${total} where id = ${id}`,
      );
      await kit.setTokyoTime(threeDaysBefore());
      const answer = await kit.cancel(number, '?email=hanako@example.com', {
        ...reason,
        cancellation_fee_displayed: fee,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.payment).toMatchObject({
        state: 'partially_refunded',
        captured_amount: total,
        refunded_amount: total - fee,
      });
      await kit.t.app.runDueJobs(new Date(Date.now() + 30 * 86_400_000));
      const after = await sandboxRecord(kit.t.db, number);
      expect(after.operations).toEqual([
        { kind: 'capture', amount: total },
        { kind: 'refund', amount: total - fee },
      ]);
      expect(Number(after.payment.refunded_amount)).toBe(total - fee);
    });
  });
});
