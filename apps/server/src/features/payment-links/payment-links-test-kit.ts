import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import { type TestApp, testConfig } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabaseKind } from '../../testing/test-database.ts';
import { createPayPalSandbox } from '../payments/paypal-sandbox/paypal-sandbox-provider.ts';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
export type Json = any;

export const TOKYO = 1;
export const KYOTO = 2;
export const YAMABUKI = 4;

/** Where the payments page is, as the widget sends it for 3-D Secure and PayPal to come back to. */
export const PAGE_URL = 'http://localhost:8080/payments/page?code=hanami-tokyo';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const crockford = (length: number) =>
  Array.from(randomBytes(length), (byte) => CROCKFORD[byte % 32]).join('');

/** A payment number as the admin side makes them: `PL` and 20 Crockford base32 characters. */
export const newPaymentNumber = () => `PL${crockford(20)}`;
/** A QR code's own code: 12 Crockford base32 characters. */
export const newQrCode = () => crockford(12);

export interface TestLink {
  id: number;
  number: string;
  qrCode: string;
  hotelId: number;
  amount: number;
}

/** Inserts an unpaid link of `hotelId` straight into the tables, with its qr_codes row. */
export async function insertPaymentLink(
  db: Db,
  input: {
    hotelId?: number;
    amount?: number;
    currency?: string;
    purpose?: string;
    description?: string | null;
    guestName?: string | null;
    guestEmail?: string | null;
    locale?: string;
    reservationId?: number | null;
  } = {},
): Promise<TestLink> {
  const hotelId = input.hotelId ?? TOKYO;
  const amount = input.amount ?? 12_000;
  const number = newPaymentNumber();
  const qrCode = newQrCode();
  const now = new Date().toISOString();
  const result = await db.execute(sql`
    insert into payment_links (hotel_id, number, reservation_id, purpose, description, amount, currency,
      guest_name, guest_email, locale, status, created_at, updated_at)
    values (${hotelId}, ${number}, ${input.reservationId ?? null}, ${input.purpose ?? 'deposit'},
      ${input.description === undefined ? 'Deposit for your stay' : input.description}, ${amount},
      ${input.currency ?? 'JPY'}, ${input.guestName === undefined ? 'Hanako Yamada' : input.guestName},
      ${input.guestEmail === undefined ? 'hanako@example.com' : input.guestEmail}, ${input.locale ?? 'ja'},
      'unpaid', ${now}::timestamptz, ${now}::timestamptz)
    returning id`);
  const id = Number(rowsOf<{ id: number }>(result)[0]!.id);
  await db.execute(sql`
    insert into qr_codes (code, hotel_id, payment_link_id, created_at)
    values (${qrCode}, ${hotelId}, ${id}, ${now}::timestamptz)`);
  return { id, number, qrCode, hotelId, amount };
}

/** The hotel's own booking-page QR code (made once per hotel). */
export async function insertHotelQrCode(db: Db, hotelId: number): Promise<string> {
  const existing = rowsOf<{ code: string }>(
    await db.execute(sql`select code from qr_codes where hotel_id = ${hotelId} and payment_link_id is null`),
  );
  if (existing[0]) return existing[0].code;
  const code = newQrCode();
  await db.execute(sql`
    insert into qr_codes (code, hotel_id, created_at) values (${code}, ${hotelId}, now())`);
  return code;
}

/**
 * Puts a link into a state staff would (paid by no page, completed, refunded, cancelled), by SQL:
 * for reading the page's statuses without the admin side.
 */
export async function setLinkStatus(
  db: Db,
  id: number,
  status: 'paid' | 'completed' | 'refunded' | 'cancelled',
): Promise<void> {
  const paid = status !== 'cancelled';
  await db.execute(sql`
    update payment_links set
      status = ${status},
      paid_at = ${paid ? sql`coalesce(paid_at, now())` : sql`null`},
      paid_method = ${paid ? sql`coalesce(paid_method, 'credit_card')` : sql`paid_method`},
      completed_at = ${status === 'completed' ? sql`now()` : sql`completed_at`},
      refunded_at = ${status === 'refunded' ? sql`now()` : sql`refunded_at`},
      cancelled_at = ${status === 'cancelled' ? sql`now()` : sql`cancelled_at`},
      updated_at = now()
    where id = ${id}`);
}

/** The hotel's gateway (`payment_gateway_setting.provider`): `paypal` etc. offer PayPal. */
export async function setGatewayProvider(db: Db, hotelId: number, provider: string): Promise<void> {
  await db.execute(sql`
    update hotels set settings = jsonb_set(settings, '{payment_gateway_setting,provider}', to_jsonb(${provider}::text))
    where id = ${hotelId}`);
}

/** A link's row as stored (for assertions). */
export async function linkRow(db: Db, id: number): Promise<Record<string, unknown>> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from payment_links where id = ${id}`),
  )[0]!;
}

/** Page sessions of a link end now (as if their hour were over). */
export async function expireSessions(db: Db, linkId: number): Promise<void> {
  await db.execute(sql`
    update payment_link_sessions set expires_at = now() - interval '1 second' where payment_link_id = ${linkId}`);
}

/** The attempt holding a link has run out of its lease. */
export async function expireAttempt(db: Db, linkId: number): Promise<void> {
  await db.execute(sql`
    update payment_links set attempt_expires_at = now() - interval '1 second'
    where id = ${linkId} and attempt_id is not null`);
}

/** The receipt mails enqueued for a link. */
export async function receiptJobs(db: Db, linkId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from jobs
    where kind = 'mail.payment_link' and (payload->>'paymentLinkId')::int = ${linkId}
      and payload->>'kind' = 'receipt'`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

/** The card sandbox's payments of a link (its reference is the payment number), by status. */
export async function sandboxPaymentsOf(db: Db, number: string): Promise<{ id: string; status: string }[]> {
  return rowsOf<{ id: string; status: string }>(
    await db.execute(
      sql`select id, status from sandbox_payments where reference = ${number} order by created_at, id`,
    ),
  );
}

/** The PayPal sandbox's orders of a link, by status. */
export async function payPalOrdersOf(db: Db, number: string): Promise<{ id: string; status: string }[]> {
  return rowsOf<{ id: string; status: string }>(
    await db.execute(
      sql`select id, status from sandbox_paypal_orders where reference = ${number} order by created_at, id`,
    ),
  );
}

/**
 * An app on its own seeded database with the card and PayPal sandboxes (or the providers given), the
 * hotel cache off (tests change a hotel's gateway) and jobs driven by hand.
 */
export async function createPaymentLinkApp(
  options: {
    database?: TestDatabaseKind;
    /** Wraps the card sandbox (to make it fail on purpose). */
    paymentProvider?: (sandbox: PaymentProvider) => PaymentProvider;
    /** Wraps the PayPal sandbox. */
    walletProvider?: (sandbox: WalletProvider) => WalletProvider;
  } = {},
): Promise<TestApp> {
  const config = testConfig();
  const testDb = await createTestDatabase(options.database, config.demoClient);
  const db = testDb.database.db;
  const sandboxes = { db, publicUrl: config.publicUrl };
  const app = await buildApp({
    config,
    db,
    hotelCacheTtlMs: 0,
    jobs: false,
    paymentProvider: options.paymentProvider?.(createSandboxProvider(sandboxes)),
    walletProvider: options.walletProvider?.(createPayPalSandbox(sandboxes)),
  });
  await app.ready();
  return {
    app,
    db: testDb.database.db,
    config,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

export interface Answer {
  status: number;
  body: Json;
}

/** The payments page's calls for one link, as the widget makes them with `clientSession`. */
export function linkPage(
  app: FastifyInstance,
  clientSession: string,
  link: { hotelId: number; number: string },
  headers: Record<string, string> = {},
) {
  const url = `/book/hotels/${link.hotelId}/tripla_pay/transactions/${link.number}`;
  const send = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<Answer> => {
    const response = await app.inject({
      method,
      url: path,
      headers: { 'client-session': clientSession, ...headers },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    url,
    read: (session?: string) => send('GET', session ? `${url}?session=${session}` : url),
    pay: (body: object) => send('POST', url, body),
    update: (body: object) => send('PUT', url, body),
    /** A fresh page: GET without a session; answers the session it was handed. */
    async open(): Promise<string> {
      const answer = await send('GET', url);
      if (answer.status !== 200 || !answer.body.data.session)
        throw new Error(`no page session: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data.session.token as string;
    },
  };
}

/** The PayPal sandbox's approval page answered as the buyer's browser posts it; where it sends the browser. */
export async function answerPayPal(
  app: FastifyInstance,
  approveUrl: string,
  action: 'balance' | 'declined_card' | 'cancel',
): Promise<{ status: number; location: string | null }> {
  const response = await app.inject({
    method: 'POST',
    url: approveUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action }).toString(),
  });
  return {
    status: response.statusCode,
    location: response.headers.location ? String(response.headers.location) : null,
  };
}
