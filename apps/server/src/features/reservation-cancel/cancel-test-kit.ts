import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestDatabaseKind } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { RETURN_URL, tokenize } from '../payments/payment-test-kit.ts';
import {
  type BookingKit,
  bookingKitOn,
  type Json,
  setPlanPaymentMethods,
  simpleBody,
} from '../reservations/reservation-test-kit.ts';

/** A booking kit whose app runs on a clock the test moves. */
export interface CancelKit extends BookingKit {
  /**
   * Sets the app's clock to the wall clock of Tokyo at `local` (`YYYY-MM-DDTHH:mm`) and takes a
   * client session valid then.
   */
  setTokyoTime(local: string): Promise<void>;
  resetClock(): Promise<void>;
  book(
    overrides?: Record<string, unknown>,
  ): Promise<{ number: string; token: string; id: number; body: Json }>;
  bookWithCard(
    card: string,
    method?: string,
    depositPercent?: number,
  ): Promise<{ number: string; token: string; id: number; body: Json }>;
  cancel(
    number: string,
    query: string,
    body: object | string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json }>;
}

export async function cancelKit(
  kind: TestDatabaseKind,
  options: { paymentProvider?: PaymentProvider } = {},
): Promise<CancelKit> {
  let clock: Date | null = null;
  const t = await createTestApp({
    database: kind,
    hotelCacheTtlMs: 0,
    now: () => clock ?? new Date(),
    paymentProvider: options.paymentProvider,
  });
  const kit = await bookingKitOn(t);
  let session = kit.session;
  const book: CancelKit['book'] = async (overrides = {}) => {
    const body = await simpleBody(kit, overrides);
    const { status, body: answer } = await kit.post(body);
    if (status !== 201) throw new Error(`booking refused: ${status} ${JSON.stringify(answer)}`);
    return { number: answer.data.number, token: answer.data.bypass_token, id: answer.data.id, body: answer };
  };
  return {
    ...kit,
    async setTokyoTime(local) {
      const zoned = Temporal.PlainDateTime.from(local).toZonedDateTime('Asia/Tokyo');
      clock = new Date(zoned.epochMilliseconds);
      session = await issueClientSession(t.app);
    },
    async resetClock() {
      clock = null;
      session = kit.session;
    },
    async get(url, headers = {}) {
      const response = await t.app.inject({ url, headers: { 'client-session': session, ...headers } });
      return { status: response.statusCode, body: response.json() };
    },
    book,
    async bookWithCard(card, method = 'credit_card', depositPercent = 100) {
      await setPlanPaymentMethods(t.db, 'ROOM-ONLY', ['on_site', method], depositPercent);
      return book({
        payment_method: method,
        card_token: await tokenize(t.app, card),
        return_url: RETURN_URL,
      });
    },
    async cancel(number, query, body, headers = {}) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/book/hotels/1/reservations/${number}/cancel${query}`,
        headers: {
          'client-session': session,
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        payload: body,
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

/** The reservation row's cancellation and money columns. */
export async function reservationRow(db: Db, id: number): Promise<Json> {
  const result = await db.execute(sql`
    select status, cancel_reason, guest_cancel_reason, cancel_details, cancellation_fee,
           cancellation_fee_displayed, payment_state, captured_amount, refunded_amount, version
      from reservations where id = ${id}`);
  return rowsOf<Json>(result)[0];
}

/** What the sandbox gateway recorded for a reservation's payment: its state and every operation. */
export async function sandboxRecord(
  db: Db,
  reference: string,
): Promise<{ payment: Json; operations: { kind: string; amount: number }[] }> {
  const payment = rowsOf<Json>(
    await db.execute(sql`
      select id, status, amount, captured_amount, refunded_amount from sandbox_payments
        where reference = ${reference}`),
  )[0];
  const operations = rowsOf<{ kind: string; amount: number }>(
    await db.execute(sql`
      select kind, amount from sandbox_payment_operations where payment_id = ${payment?.id ?? ''}
        order by created_at, id`),
  ).map((o) => ({ kind: o.kind, amount: Number(o.amount) }));
  return { payment, operations };
}

export async function countRows(
  db: Db,
  table: 'reservation_changes' | 'jobs' | 'file_attachments',
  where: string,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(where)}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}
