import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { sandboxRecord } from '../reservation-cancel/cancel-test-kit.ts';
import { inventoryOf, type Json, tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import {
  auditOf,
  outboxOf,
  type StaffReservationKit,
  staffReservationKit,
  stayRow,
} from './staff-reservations-test-kit.ts';

const stayUrl = (number: string, action = '') =>
  `/staff/hotels/1/reservations/${number}${action ? `/${action}` : ''}`;

describe.each(testDatabaseKinds())('the console: no-shows, cancellations, mails (%s)', (kind) => {
  let kit: StaffReservationKit;
  beforeAll(async () => {
    kit = await staffReservationKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  /** Runs every job due by then (mails, card settlements). */
  const runJobs = () => kit.t.app.runDueJobs(new Date(Date.now() + 60 * 86_400_000));
  const reason = (answer: { body: Json }) => answer.body.errors?.[0]?.details?.reason;
  const checkinDay = (time: string) => kit.setTokyoTime(`${kit.checkin}T${time}`);

  describe('no-show', () => {
    it('is refused before check-in, then marked at the fee of its policy once, and the guest can no longer change the stay', async () => {
      const stay = await kit.stay();
      const early = await kit.api('POST', stayUrl(stay.number, 'no_show'), kit.staff.frontDesk, {});
      expect(early.status).toBe(422);
      expect(reason(early)).toBe('before_checkin');

      await checkinDay('20:00');
      const marked = await kit.api('POST', stayUrl(stay.number, 'no_show'), kit.staff.frontDesk, {});
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      // STANDARD's no-show step is 100% of the stay.
      expect(marked.body.data).toMatchObject({
        status: 'confirmed',
        no_show: { fee: stay.total },
        policy_fees: { no_show: null },
        version: 2,
      });
      expect(marked.body.data.staff_modified_at).not.toBeNull();
      expect(marked.body.data.changes).toEqual([
        expect.objectContaining({ kind: 'no_show', actor: 'staff', price_before: stay.total }),
      ]);
      expect(await stayRow(kit.t.db, stay.id)).toMatchObject({
        no_show: true,
        no_show_fee: stay.total,
        staff_modified: true,
        version: 2,
      });

      const twice = await kit.api('POST', stayUrl(stay.number, 'no_show'), kit.staff.manager, {});
      expect(twice.status).toBe(409);
      expect(reason(twice)).toBe('already_no_show');

      const settings = await kit.get(
        `/book/hotels/1/reservations/${stay.number}/update_settings?email=hanako@example.com`,
      );
      expect(settings.body.data).toMatchObject({ updatable: false, reason: 'modified_by_staff' });
      const listed = await kit.api('GET', '/staff/hotels/1/reservations?no_show=true', kit.staff.admin);
      expect(listed.body.data.map((r: Json) => r.number)).toEqual([stay.number]);
      expect(listed.body.data[0]).toMatchObject({ no_show: true, staff_modified: true });
      expect(await auditOf(kit.t.db, stay.number)).toEqual([
        expect.objectContaining({
          action: 'reservation.no_show',
          actor: kit.staff.frontDesk.email,
          before: { no_show: null, version: 1 },
          after: expect.objectContaining({
            no_show: expect.objectContaining({ fee: stay.total }),
            version: 2,
          }),
        }),
      ]);
    });

    it('takes another fee only from payments.handle, never above the total, and at the version read', async () => {
      const stay = await kit.stay();
      await checkinDay('21:00');
      const url = stayUrl(stay.number, 'no_show');
      const desk = await kit.api('POST', url, kit.staff.frontDesk, { fee: 1000 });
      expect(desk.status).toBe(403);
      const above = await kit.api('POST', url, kit.staff.manager, { fee: stay.total + 1 });
      expect(above.status).toBe(422);
      expect(reason(above)).toBe('fee_above_total');
      const stale = await kit.api('POST', url, kit.staff.manager, { fee: 1000, version: 7 });
      expect(stale.status).toBe(409);
      expect(reason(stale)).toBe('version_conflict');
      expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ no_show: false, version: 1 });
      const ok = await kit.api('POST', url, kit.staff.manager, { fee: 1000, version: 1 });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data.no_show).toMatchObject({ fee: 1000 });
    });
  });

  describe('cancel', () => {
    it('cancels at the fee of its policy (free 20 days ahead) as the hotel: nights back, history, mails in the guest language', async () => {
      const stay = await kit.stay({ locale: 'ko' });
      const night = tokyoDayAfter(kit.checkin, 1);
      const sold = [
        (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold,
        (await inventoryOf(kit.t.db, 'STD-DBL', night)).sold,
      ];
      const answer = await kit.api('POST', stayUrl(stay.number, 'cancel'), kit.staff.frontDesk, {
        fee: 'policy',
        reason: '  The guest phoned: a family emergency.  ',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'hotel',
        cancellation_fee: 0,
        reason: null,
        details: null,
        policy_fees: { cancellation: null, no_show: null },
        version: 2,
      });
      expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(sold[0]! - 1);
      expect((await inventoryOf(kit.t.db, 'STD-DBL', night)).sold).toBe(sold[1]! - 1);
      expect(answer.body.data.changes).toEqual([
        expect.objectContaining({
          kind: 'cancel',
          actor: 'staff',
          after: expect.objectContaining({
            cancel_reason: 'hotel',
            reason: 'The guest phoned: a family emergency.',
            staff: kit.staff.frontDesk.email,
          }),
        }),
      ]);
      expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ staff_modified: true, cancel_details: null });
      // The guest's own view never shows staff's words.
      const guestView = await kit.get(`/book/hotels/1/reservations/${stay.number}?email=hanako@example.com`);
      expect(JSON.stringify(guestView.body)).not.toContain('family emergency');
      expect(await auditOf(kit.t.db, stay.number)).toEqual([
        expect.objectContaining({ action: 'reservation.cancel', actor: kit.staff.frontDesk.email }),
      ]);
      const again = await kit.api('POST', stayUrl(stay.number, 'cancel'), kit.staff.manager, { fee: 'none' });
      expect(again.status).toBe(409);
      expect(reason(again)).toBe('already_cancelled');

      await runJobs();
      const mails = (await outboxOf(kit.t.db, stay.id)).filter(
        (m) => m.kind === 'mail.reservation_cancelled',
      );
      expect(mails.map((m) => [m.to_address, m.locale])).toEqual([
        ['hanako@example.com', 'ko'],
        ['reservations@hanami-tokyo.example', 'ja'],
      ]);
      expect(mails[1].text_body).toContain('施設のスタッフが管理画面で予約をキャンセルしました。');
    });

    it('on the check-in day (closed to the guest) the manager may waive the fee; the front desk only charges the policy fee', async () => {
      const waived = await kit.stay();
      const charged = await kit.stay();
      await checkinDay('12:00');
      const guestTry = await kit.cancel(waived.number, '?email=hanako@example.com', {
        reason: 'illness',
        cancellation_fee_displayed: 0,
      });
      expect(guestTry.status).toBe(422);
      const before = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;

      const desk = await kit.api('POST', stayUrl(waived.number, 'cancel'), kit.staff.frontDesk, {
        fee: 'none',
      });
      expect(desk.status).toBe(403);
      const none = await kit.api('POST', stayUrl(waived.number, 'cancel'), kit.staff.manager, {
        fee: 'none',
      });
      expect(none.status, JSON.stringify(none.body)).toBe(200);
      expect(none.body.data).toMatchObject({ status: 'cancelled', cancellation_fee: 0 });

      // Before 18:00 on the day STANDARD charges 80%.
      const shown = await kit.api('GET', stayUrl(charged.number), kit.staff.frontDesk);
      const dayOf = Math.floor((charged.total * 80) / 100);
      expect(shown.body.data.policy_fees.cancellation).toBe(dayOf);
      const policy = await kit.api('POST', stayUrl(charged.number, 'cancel'), kit.staff.frontDesk, {
        fee: 'policy',
      });
      expect(policy.status, JSON.stringify(policy.body)).toBe(200);
      expect(policy.body.data.cancellation_fee).toBe(dayOf);
      expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(before - 2);
    });

    it('takes an amount up to the total, captures the fee from a card and releases the rest', async () => {
      const card = await kit.stay({ card: true });
      const url = stayUrl(card.number, 'cancel');
      const above = await kit.api('POST', url, kit.staff.admin, { fee: card.total + 1 });
      expect(above.status).toBe(422);
      expect(reason(above)).toBe('fee_above_total');
      const desk = await kit.api('POST', url, kit.staff.frontDesk, { fee: 1234 });
      expect(desk.status).toBe(403);
      expect(await stayRow(kit.t.db, card.id)).toMatchObject({ status: 'confirmed', version: 1 });

      const answer = await kit.api('POST', url, kit.staff.admin, { fee: 1234, version: 1 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({
        cancellation_fee: 1234,
        payment: { state: 'captured', captured_amount: 1234, refunded_amount: 0 },
      });
      await runJobs();
      const record = await sandboxRecord(kit.t.db, card.number);
      expect(record.operations).toEqual([{ kind: 'capture', amount: 1234 }]);
      const guestMail = (await outboxOf(kit.t.db, card.id)).find(
        (m) => m.kind === 'mail.reservation_cancelled' && m.to_address === 'hanako@example.com',
      );
      expect(guestMail?.text_body).toContain('the rest of the hold is released');
    });

    it('voids the hold on a card when nothing is charged, and refuses a stay still waiting for its card', async () => {
      const card = await kit.stay({ card: true });
      const answer = await kit.api('POST', stayUrl(card.number, 'cancel'), kit.staff.manager, {
        fee: 'policy',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.payment).toMatchObject({ state: 'voided', captured_amount: 0 });

      const pending = await kit.stay();
      await kit.t.db.execute(
        // A hold waiting for 3-D Secure, as a challenge card leaves it.
        sql`update reservations set status = 'pending_payment' where id = ${pending.id}`,
      );
      const refused = await kit.api('POST', stayUrl(pending.number, 'cancel'), kit.staff.manager, {
        fee: 'none',
      });
      expect(refused.status).toBe(409);
      expect(reason(refused)).toBe('pending_payment');
    });
  });

  describe('resend_mail', () => {
    it('sends the confirmation again to the outbox (the guest alone), and a cancellation only for a cancelled stay', async () => {
      const stay = await kit.stay({ locale: 'ko' });
      await runJobs();
      const first = await outboxOf(kit.t.db, stay.id);
      expect(first.filter((m) => m.kind === 'mail.reservation_confirmed')).toHaveLength(2);

      const live = await kit.api('POST', stayUrl(stay.number, 'resend_mail'), kit.staff.frontDesk, {
        kind: 'cancellation',
      });
      expect(live.status).toBe(422);
      expect(reason(live)).toBe('not_cancelled');

      const again = await kit.api('POST', stayUrl(stay.number, 'resend_mail'), kit.staff.frontDesk, {
        kind: 'confirmation',
      });
      expect(again.status, JSON.stringify(again.body)).toBe(202);
      expect(again.body.data).toEqual({ kind: 'confirmation', email: 'hanako@example.com' });
      await runJobs();
      const resent = (await outboxOf(kit.t.db, stay.id)).slice(first.length);
      expect(resent.map((m) => [m.kind, m.to_address, m.locale])).toEqual([
        ['mail.reservation_confirmed', 'hanako@example.com', 'ko'],
      ]);
      expect(resent[0].subject).toBe(first[0].subject);

      await kit.api('POST', stayUrl(stay.number, 'cancel'), kit.staff.manager, { fee: 'none' });
      const notConfirmed = await kit.api('POST', stayUrl(stay.number, 'resend_mail'), kit.staff.manager, {
        kind: 'confirmation',
      });
      expect(reason(notConfirmed)).toBe('not_confirmed');
      await runJobs();
      const before = (await outboxOf(kit.t.db, stay.id)).length;
      const cancellation = await kit.api('POST', stayUrl(stay.number, 'resend_mail'), kit.staff.manager, {
        kind: 'cancellation',
      });
      expect(cancellation.status).toBe(202);
      await runJobs();
      const after = (await outboxOf(kit.t.db, stay.id)).slice(before);
      expect(after.map((m) => [m.kind, m.to_address, m.locale])).toEqual([
        ['mail.reservation_cancelled', 'hanako@example.com', 'ko'],
      ]);
      expect((await auditOf(kit.t.db, stay.number)).map((a) => [a.action, a.after?.kind ?? null])).toEqual([
        ['reservation.resend_mail', 'confirmation'],
        ['reservation.cancel', null],
        ['reservation.resend_mail', 'cancellation'],
      ]);
    });
  });
});
