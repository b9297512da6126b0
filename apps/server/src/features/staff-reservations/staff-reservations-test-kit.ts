import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { TestDatabaseKind } from '../../testing/test-database.ts';
import { APPROVED_VISA, RETURN_URL, tokenize } from '../payments/payment-test-kit.ts';
import { type CancelKit, cancelKit } from '../reservation-cancel/cancel-test-kit.ts';
import {
  guest as hanako,
  type Json,
  leaveRooms,
  STD_DBL,
  setPlanPaymentMethods,
  shownPrice,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import { createTestStaff, staffInject, type TestStaff } from '../staff-accounts/staff-test-kit.ts';

/** The staff of the demo hotels a console test acts as, each with a live session. */
export interface StaffCast {
  /** Brand admin of Hanami (every hotel of the brand). */
  admin: TestStaff;
  /** Hotel manager of Hanami Tokyo (hotel 1). */
  manager: TestStaff;
  /** Hotel manager of Hanami Kyoto (hotel 2) only. */
  kyotoManager: TestStaff;
  /** Front desk of Hanami Tokyo. */
  frontDesk: TestStaff;
  /** Brand admin of another brand (Yamabuki). */
  stranger: TestStaff;
}

export interface StaffReservationKit extends CancelKit {
  staff: StaffCast;
  /** A console call as `who` (null: no session). */
  api(
    method: 'GET' | 'POST',
    url: string,
    who: TestStaff | null,
    body?: unknown,
  ): Promise<{ status: number; body: Json; headers: Record<string, unknown> }>;
  /** Books STD-DBL ROOM-ONLY for two adults through the booking API, at the wall clock's time. */
  stay(options?: StayOptions): Promise<{ number: string; id: number; total: number; body: Json }>;
}

export interface StayOptions {
  checkin?: string;
  nights?: number;
  guest?: { first_name: string; last_name: string; email: string; kana_first_name?: string };
  locale?: string;
  /** Pays by card (authorised, captured only by a cancellation's fee). */
  card?: boolean;
}

/**
 * The cancel kit's app (a clock the test moves, the sandbox gateway) with the five staff of StaffCast;
 * their sessions last 90 days, so moving the clock to a stay's check-in does not end them.
 */
export async function staffReservationKit(
  kind: TestDatabaseKind,
  options: { paymentProvider?: PaymentProvider } = {},
): Promise<StaffReservationKit> {
  const kit = await cancelKit(kind, options);
  const db = kit.t.db;
  const staff: StaffCast = {
    admin: await createTestStaff(db, { role: 'brand_admin' }),
    manager: await createTestStaff(db, { role: 'hotel_manager', hotelIds: [1] }),
    kyotoManager: await createTestStaff(db, { role: 'hotel_manager', hotelIds: [2] }),
    frontDesk: await createTestStaff(db, { role: 'front_desk', hotelIds: [1] }),
    stranger: await createTestStaff(db, { role: 'brand_admin', brandId: 2 }),
  };
  await db.execute(sql`update staff_sessions
    set expires_at = now() + interval '90 days', absolute_expires_at = now() + interval '90 days'`);
  return {
    ...kit,
    staff,
    api: (method, url, who, body) =>
      staffInject(kit.t.app, method, url, {
        ...(who ? { authorization: who.authorization } : {}),
        ...(body === undefined ? {} : { body }),
      }),
    async stay(options = {}) {
      await kit.resetClock();
      const checkin = options.checkin ?? kit.checkin;
      const checkout = tokyoDayAfter(checkin, options.nights ?? 2);
      for (let night = checkin; night < checkout; night = tokyoDayAfter(night, 1))
        await leaveRooms(db, 'STD-DBL', night, 5);
      if (options.card) await setPlanPaymentMethods(db, 'ROOM-ONLY', ['on_site', 'credit_card']);
      const price = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], checkin, checkout);
      const who = options.guest ?? hanako;
      const answer = await kit.post(
        {
          checkin_date: checkin,
          checkout_date: checkout,
          rooms: [{ ...STD_DBL, adults: 2, sale_price: price.total_price, tax: price.tax }],
          guest: { ...hanako, ...who, email_confirmation: who.email },
          payment_method: options.card ? 'credit_card' : 'on_site',
          total_price: price.total_price,
          terms_accepted: true,
          ...(options.card
            ? { card_token: await tokenize(kit.t.app, APPROVED_VISA), return_url: RETURN_URL }
            : {}),
        },
        { headers: { 'tripla-locale': options.locale ?? 'en' } },
      );
      if (answer.status !== 201)
        throw new Error(`booking refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      const data = answer.body.data;
      return { number: data.number, id: data.id, total: data.total_price, body: answer.body };
    },
  };
}

/** The audit log's entries about reservation `number`, oldest first. */
export async function auditOf(db: Db, number: string): Promise<Json[]> {
  return rowsOf(
    await db.execute(sql`
      select action, actor, staff_user_id, hotel_id, brand_id, entity_type, before, after
        from staff_audit_log where entity_type = 'reservation' and entity_id = ${number} order by id`),
  );
}

/** The mails the outbox holds for reservation `id`, oldest first. */
export async function outboxOf(db: Db, id: number): Promise<Json[]> {
  return rowsOf(
    await db.execute(sql`
      select kind, dedupe_key, to_address, locale, subject, text_body from mail_outbox
        where reservation_id = ${id} order by id`),
  );
}

/** A stored reservation's columns the console changes. */
export async function stayRow(db: Db, id: number): Promise<Json> {
  const [row] = rowsOf<Json>(
    await db.execute(sql`
      select status, cancel_reason, cancellation_fee, cancel_details, guest_cancel_reason, payment_state,
          captured_amount, refunded_amount, no_show_at is not null as no_show, no_show_fee,
          staff_modified_at is not null as staff_modified, version
        from reservations where id = ${id}`),
  );
  return row;
}
