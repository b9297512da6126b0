import { randomBytes } from 'node:crypto';
import { CREDIT_CARD_BRANDS, type CreditCardBrand } from '@yadori/contract/credit-cards.schema';
import { storedLocale } from '@yadori/contract/locales';
import type {
  PaymentLink,
  PaymentLinkCreateBody,
  paymentLinksQuerySchema,
} from '@yadori/contract/payment-links.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider, ProviderOutcome } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import { withIdempotencyKey } from '../partner-keys/partner-idempotency.service.ts';
import { paymentDeclined } from '../reservations/reservations.errors.ts';
import { guestName } from '../reservations/reservations.service.ts';
import {
  recordAudit,
  requireStaffHotel,
  type StaffHotelRow,
  type StaffPrincipal,
  staffUserIdOf,
} from '../staff-accounts/staff-access.service.ts';
import { enqueuePaymentLinkMail } from './payment-link-mail.job.ts';
import { paymentLinkRefundJob } from './payment-link-refund.job.ts';
import { askGateway, refundKey, releaseRefused } from './payment-link-refunds.ts';
import { paymentPageUrl, qrTargetUrl } from './payment-link-urls.ts';
import { releaseWithdrawnLink } from './payment-links.service.ts';
import { paymentLinkAdminErrors as E } from './payment-links-admin.errors.ts';
import {
  cancelUnpaidLink,
  claimRefund,
  completePaidLink,
  findHotelQrCode,
  findLinkQrCode,
  findLinkState,
  findPaymentLink,
  findPaymentLinkById,
  findPaymentLinkPage,
  findStayOfHotel,
  insertHotelQrCode,
  insertLinkQrCode,
  insertPaymentLink,
  type PaymentLinkRecord,
} from './payment-links-admin.repository.ts';
import { type QrImage, type QrImageFormat, qrImage } from './qr-image.ts';

/**
 * The hotel's side of payment links (decision 060): staff in the console and partners with an API key
 * make links, list and read them, withdraw unpaid ones, close or refund paid ones, send the payment
 * request again, and print QR codes. Every call is scoped like the console's others
 * (`requireStaffHotel`: 404 outside the account's hotels, then 403 without the ability), every change
 * is one conditional UPDATE (two at once never both pass) and is audited.
 */

export interface PaymentLinkAdminDeps {
  db: Db;
  now: () => Date;
  /** The widget's origin: the links' pages and QR codes point there. */
  publicUrl: string;
  /** The card gateway a paid card link is refunded through. */
  paymentProvider?: PaymentProvider | null;
  /** The wallet gateway (PayPal) a paid PayPal link is refunded through. */
  walletProvider?: WalletProvider | null;
  /** A gateway that threw while refunding (the refund is taken back; a retry uses the same key). */
  onRefundError?: (error: unknown, paymentLinkId: number) => void;
}

/** Who acts: a console account, or a partner API key's principal (its `apiKeyId` names the key). */
export type PaymentLinkActor = StaffPrincipal & { apiKeyId?: number };

export interface PaymentLinkAt {
  principal: PaymentLinkActor;
  hotelId: number;
  number: string;
}

// Crockford's base32: no I, L, O or U, so a number read aloud or typed is never ambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` characters of Crockford base32, 5 random bits each (a byte's low five: unbiased). */
function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

/** A new payment number: `PL` and 20 characters (100 random bits), PAYMENT_NUMBER_PATTERN. */
export const newPaymentNumber = (): string => `PL${randomBase32(20)}`;
/** A new QR code: 12 characters (60 random bits), QR_CODE_PATTERN. */
export const newQrCode = (): string => randomBase32(12);

const iso = (at: Date | null) => at?.toISOString() ?? null;
const isCardBrand = (brand: string | null): brand is CreditCardBrand =>
  brand !== null && (CREDIT_CARD_BRANDS as readonly string[]).includes(brand);

/** A link (with its QR code) as contract `paymentLinkSchema` says it. */
function toView(r: PaymentLinkRecord & { qrCode: string }, publicUrl: string): PaymentLink {
  const card = r.paidMethod === 'credit_card';
  return {
    number: r.number,
    hotel_id: r.hotelId,
    status: r.status,
    amount: r.amount,
    currency: r.currency,
    purpose: r.purpose,
    description: r.description,
    reservation_number: r.reservationNumber,
    guest_name: r.guestName,
    guest_email: r.guestEmail,
    locale: storedLocale(r.locale, 'ja'),
    url: paymentPageUrl(publicUrl, r.hotelCode, r.number),
    qr_code: r.qrCode,
    qr_url: qrTargetUrl(publicUrl, r.hotelCode, r.qrCode),
    last_error_code: r.status === 'unpaid' ? r.lastErrorCode : null,
    paid_with: r.paidMethod
      ? {
          method: r.paidMethod,
          brand: card && isCardBrand(r.cardBrand) ? r.cardBrand : null,
          last4: card ? r.cardLast4 : null,
        }
      : null,
    paid_at: iso(r.paidAt),
    completed_at: iso(r.completedAt),
    refunded_at: iso(r.refundedAt),
    cancelled_at: iso(r.cancelledAt),
    mail_sent_at: iso(r.mailSentAt),
    created_at: r.createdAt.toISOString(),
    created_by: r.createdByStaff
      ? { type: 'staff', ...r.createdByStaff }
      : r.createdByApiKey
        ? { type: 'api_key', ...r.createdByApiKey }
        : null,
  };
}

/** The record with its QR code: a link written without one (by hand, by an older path) gets one now. */
async function withQrCode(db: Db, r: PaymentLinkRecord): Promise<PaymentLinkRecord & { qrCode: string }> {
  if (r.qrCode) return { ...r, qrCode: r.qrCode };
  await insertLinkQrCode(db, {
    code: newQrCode(),
    hotelId: r.hotelId,
    paymentLinkId: r.id,
    createdAt: r.createdAt,
  });
  const code = await findLinkQrCode(db, r.id);
  if (!code) throw new Error(`payment link ${r.id} has no QR code`);
  return { ...r, qrCode: code };
}

async function viewOf(deps: PaymentLinkAdminDeps, r: PaymentLinkRecord): Promise<PaymentLink> {
  return toView(await withQrCode(deps.db, r), deps.publicUrl);
}

/** Link `number` of the hotel, or 404. */
async function linkOf(db: Db, hotelId: number, number: string): Promise<PaymentLinkRecord> {
  const link = await findPaymentLink(db, hotelId, number);
  if (!link) throw E.notFound();
  return link;
}

/** What the audit log keeps of a link. */
const audited = (r: PaymentLinkRecord) => ({
  number: r.number,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  purpose: r.purpose,
  description: r.description,
  reservation_number: r.reservationNumber,
});

function audit(
  tx: Db,
  principal: PaymentLinkActor,
  hotel: StaffHotelRow,
  change: { action: string; number: string; before?: unknown; after?: unknown },
  now: Date,
): Promise<void> {
  const { number, ...rest } = change;
  return recordAudit(
    tx,
    {
      ...rest,
      principal,
      brandId: hotel.brandId,
      hotelId: hotel.id,
      entityType: 'payment_link',
      entityId: number,
    },
    now,
  );
}

/** Runs `work` in one transaction. */
const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((transaction) => work(transaction as unknown as Db));

// ---------------------------------------------------------------------------------------------
// Reads

export type PaymentLinksQuery = z.output<typeof paymentLinksQuerySchema>;

/** `GET …/payment_links` (reservations.read): newest first, by state or searched, a page and the total. */
export async function listPaymentLinks(
  deps: PaymentLinkAdminDeps,
  input: { principal: PaymentLinkActor; hotelId: number; query: PaymentLinksQuery },
): Promise<{ data: PaymentLink[]; page: number; per_page: number; total: number }> {
  const { query } = input;
  await requireStaffHotel(deps.db, input.principal, input.hotelId, 'reservations.read');
  const { rows, total } = await findPaymentLinkPage(
    deps.db,
    { hotelId: input.hotelId, status: query.status, q: query.q || undefined },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const data: PaymentLink[] = [];
  for (const row of rows) data.push(await viewOf(deps, row));
  return { data, page: query.page, per_page: query.per_page, total };
}

/** `GET …/payment_links/:number` (reservations.read). */
export async function readPaymentLink(deps: PaymentLinkAdminDeps, at: PaymentLinkAt): Promise<PaymentLink> {
  await requireStaffHotel(deps.db, at.principal, at.hotelId, 'reservations.read');
  return viewOf(deps, await linkOf(deps.db, at.hotelId, at.number));
}

// ---------------------------------------------------------------------------------------------
// Create

/**
 * `POST …/payment_links` (reservations.handle): an unpaid link in the hotel's currency, with its QR
 * code, optionally for one of the hotel's stays (unknown: 422 on `reservation_number`), whose guest's
 * name, e-mail and language it takes where the body gives none. The payment request goes to the
 * e-mail unless `send_email` is false. In one transaction with its audit entry and mail job.
 */
export async function createPaymentLink(
  deps: PaymentLinkAdminDeps,
  input: { principal: PaymentLinkActor; hotelId: number; body: PaymentLinkCreateBody },
  within?: (tx: Db, link: PaymentLink) => Promise<void>,
): Promise<PaymentLink> {
  const { principal, body } = input;
  const hotel = await requireStaffHotel(deps.db, principal, input.hotelId, 'reservations.handle');
  const stay = body.reservation_number
    ? await findStayOfHotel(deps.db, hotel.id, body.reservation_number)
    : null;
  if (body.reservation_number && !stay) throw E.reservationNotFound();
  const locale = body.locale ?? (stay ? storedLocale(stay.locale, 'ja') : 'ja');
  const email = body.guest_email ?? stay?.email ?? null;
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const id = await insertPaymentLink(
      tx,
      {
        hotelId: hotel.id,
        number: newPaymentNumber(),
        reservationId: stay?.id ?? null,
        purpose: body.purpose,
        description: body.description || null,
        amount: body.amount,
        currency: hotel.currency,
        guestName: body.guest_name ?? (stay ? guestName(stay.guest, locale) : null),
        guestEmail: email,
        locale,
        createdByStaffUserId: staffUserIdOf(principal),
        createdByApiKeyId: principal.apiKeyId ?? null,
        now,
      },
      newQrCode(),
    );
    const record = (await findPaymentLinkById(tx, id))!;
    const sendMail = email !== null && body.send_email !== false;
    await audit(
      tx,
      principal,
      hotel,
      {
        action: 'payment_link.create',
        number: record.number,
        after: { ...audited(record), send_email: sendMail },
      },
      now,
    );
    if (sendMail) await enqueuePaymentLinkMail(tx, { paymentLinkId: id, kind: 'request' }, now);
    const link = await viewOf({ ...deps, db: tx }, record);
    await within?.(tx, link);
    return link;
  });
}

// ---------------------------------------------------------------------------------------------
// State changes

/** Why a conditional UPDATE matched nothing: no such link (404), or `refusal` for its state. */
async function refusalFor(db: Db, at: PaymentLinkAt, refusal: (status: string) => Error): Promise<Error> {
  const state = await findLinkState(db, at.hotelId, at.number);
  return state ? refusal(state.status) : E.notFound();
}

/**
 * `POST …/cancel` (reservations.handle): unpaid → cancelled; its page then says so and it can no longer
 * be paid. A link not unpaid answers 409 3200, and so does one whose payment is being captured.
 */
export async function cancelPaymentLink(deps: PaymentLinkAdminDeps, at: PaymentLinkAt): Promise<PaymentLink> {
  const hotel = await requireStaffHotel(deps.db, at.principal, at.hotelId, 'reservations.handle');
  const now = deps.now();
  const record = await inTransaction(deps.db, async (tx) => {
    const id = await cancelUnpaidLink(tx, hotel.id, at.number, now);
    if (id === null)
      throw await refusalFor(tx, at, (status) => (status === 'unpaid' ? E.busy() : E.notUnpaid()));
    const after = (await findPaymentLinkById(tx, id))!;
    await audit(
      tx,
      at.principal,
      hotel,
      {
        action: 'payment_link.cancel',
        number: at.number,
        before: { status: 'unpaid' },
        after: audited(after),
      },
      now,
    );
    return after;
  });
  // A guest's payment waiting for 3-D Secure or PayPal is released now, not when the page comes back.
  if (deps.paymentProvider && deps.walletProvider)
    await releaseWithdrawnLink(
      {
        db: deps.db,
        now: deps.now,
        paymentProvider: deps.paymentProvider,
        walletProvider: deps.walletProvider,
      },
      record.id,
    );
  return viewOf(deps, record);
}

/** `POST …/complete` (reservations.handle): paid → completed (no refund through it afterwards); else 409 3200. */
export async function completePaymentLink(
  deps: PaymentLinkAdminDeps,
  at: PaymentLinkAt,
): Promise<PaymentLink> {
  const hotel = await requireStaffHotel(deps.db, at.principal, at.hotelId, 'reservations.handle');
  const now = deps.now();
  const record = await inTransaction(deps.db, async (tx) => {
    const id = await completePaidLink(tx, hotel.id, at.number, now);
    if (id === null) throw await refusalFor(tx, at, () => E.notPaid());
    const after = (await findPaymentLinkById(tx, id))!;
    await audit(
      tx,
      at.principal,
      hotel,
      {
        action: 'payment_link.complete',
        number: at.number,
        before: { status: 'paid' },
        after: audited(after),
      },
      now,
    );
    return after;
  });
  return viewOf(deps, record);
}

/** How long the refund job waits before it makes sure a claimed refund reached the gateway. */
const REFUND_CHECK_DELAY_MS = 5 * 60_000;

/**
 * `POST …/refund` (payments.handle): gives a paid link's payment back in full through its gateway
 * (card: the card gateway; PayPal: the wallet). The link is claimed first (paid → refunded, one
 * conditional UPDATE, audited, with a job that makes sure the gateway is asked even if this process
 * dies right after), so of two refunds at once only one reaches the gateway; then the gateway is asked
 * with the link's refund key. A refusal — or no answer — takes the claim back (the link is paid again,
 * a `payment_link.refund_declined` entry says why) and answers 402 with the gateway's code (3203 when
 * it did not answer: asking again is safe, the key makes it one refund). A link not paid: 409 3200.
 */
export async function refundPaymentLink(deps: PaymentLinkAdminDeps, at: PaymentLinkAt): Promise<PaymentLink> {
  const hotel = await requireStaffHotel(deps.db, at.principal, at.hotelId, 'payments.handle');
  const now = deps.now();
  const claim = await inTransaction(deps.db, async (tx) => {
    const claimed = await claimRefund(tx, hotel.id, at.number, now);
    if (!claimed) throw await refusalFor(tx, at, () => E.notPaid());
    await audit(
      tx,
      at.principal,
      hotel,
      {
        action: 'payment_link.refund',
        number: at.number,
        before: { status: 'paid' },
        after: {
          status: 'refunded',
          amount: claimed.amount,
          method: claimed.paidMethod,
          key: refundKey(claimed.id),
        },
      },
      now,
    );
    await paymentLinkRefundJob.enqueue(
      tx,
      { paymentLinkId: claimed.id, claimedAt: now.toISOString() },
      {
        runAt: new Date(now.getTime() + REFUND_CHECK_DELAY_MS),
        dedupeKey: `${paymentLinkRefundJob.name}:${claimed.id}:${now.toISOString()}`,
      },
    );
    return claimed;
  });
  const outcome = await askGateway(deps, claim, refundKey(claim.id)).catch(
    (error: unknown): ProviderOutcome => {
      deps.onRefundError?.(error, claim.id);
      return { status: 'failed', code: 3203 };
    },
  );
  if (outcome.status === 'failed') {
    await releaseRefused(
      deps.db,
      { ...claim, number: at.number, brandId: hotel.brandId, hotelId: hotel.id },
      {
        claimedAt: now,
        principal: at.principal,
        code: outcome.code,
        now: deps.now(),
      },
    );
    throw paymentDeclined(outcome.code);
  }
  return viewOf(deps, await linkOf(deps.db, hotel.id, at.number));
}

/**
 * `POST …/send` (reservations.handle): the payment request to the guest again, in the link's language.
 * An unpaid link with an e-mail; else 409 3200. `mail_sent_at` moves when the mail job sends it.
 */
export async function sendPaymentLinkRequest(
  deps: PaymentLinkAdminDeps,
  at: PaymentLinkAt,
): Promise<PaymentLink> {
  const hotel = await requireStaffHotel(deps.db, at.principal, at.hotelId, 'reservations.handle');
  const now = deps.now();
  const link = await linkOf(deps.db, hotel.id, at.number);
  if (link.status !== 'unpaid') throw E.notUnpaid();
  if (!link.guestEmail) throw E.noEmail();
  await inTransaction(deps.db, async (tx) => {
    await enqueuePaymentLinkMail(tx, { paymentLinkId: link.id, kind: 'request' }, now);
    await audit(
      tx,
      at.principal,
      hotel,
      { action: 'payment_link.send', number: at.number, after: { to: link.guestEmail } },
      now,
    );
  });
  return viewOf(deps, link);
}

// ---------------------------------------------------------------------------------------------
// QR images

/** A QR image and the name it is offered under. */
export type NamedQrImage = QrImage & { fileName: string };

/** `GET …/payment_links/:number/qr_code` (reservations.read): the image of the link's `qr_url`. */
export async function paymentLinkQrImage(
  deps: PaymentLinkAdminDeps,
  at: PaymentLinkAt & { format: QrImageFormat },
): Promise<NamedQrImage> {
  await requireStaffHotel(deps.db, at.principal, at.hotelId, 'reservations.read');
  const link = await withQrCode(deps.db, await linkOf(deps.db, at.hotelId, at.number));
  const image = await qrImage(qrTargetUrl(deps.publicUrl, link.hotelCode, link.qrCode), at.format);
  return { ...image, fileName: `${link.number}-qr.${image.extension}` };
}

/**
 * `GET /staff/hotels/:hotelId/qr_code` (reservations.read): the image of the hotel's booking page, its
 * QR code made the first time it is asked for (one per hotel, whoever asks at once).
 */
export async function hotelBookingQrImage(
  deps: PaymentLinkAdminDeps,
  input: { principal: PaymentLinkActor; hotelId: number; format: QrImageFormat },
): Promise<NamedQrImage> {
  const hotel = await requireStaffHotel(deps.db, input.principal, input.hotelId, 'reservations.read');
  let code = await findHotelQrCode(deps.db, hotel.id);
  if (!code) {
    await insertHotelQrCode(deps.db, { code: newQrCode(), hotelId: hotel.id, createdAt: deps.now() });
    code = await findHotelQrCode(deps.db, hotel.id);
    if (!code) throw new Error(`hotel ${hotel.id} has no booking QR code`);
  }
  const image = await qrImage(qrTargetUrl(deps.publicUrl, hotel.code, code), input.format);
  return { ...image, fileName: `${hotel.code}-booking-qr.${image.extension}` };
}

// ---------------------------------------------------------------------------------------------
// The partner API's create (Idempotency-Key, decision 059)

/** What a partner's create answers: its status and body, the first time and on every replay alike. */
export interface PartnerCreateAnswer {
  status: number;
  body: { data: PaymentLink };
}

/**
 * `POST /api/v1/hotels/:hotelId/payment_links` (payment_links:write): the console's create, with the
 * key and its answer kept in the create's own transaction (the ARI push's store, decision 059): a
 * retry with the same key and body answers the first link again and makes none; the same key with
 * another body (or another endpoint) is 422. Two creates with one key at once: the second waits on
 * the key, fails, rolls its link back and answers as the first.
 */
export async function createPartnerPaymentLink(
  deps: PaymentLinkAdminDeps,
  input: {
    principal: PaymentLinkActor & { apiKeyId: number };
    hotelId: number;
    body: PaymentLinkCreateBody;
    idempotencyKey: string;
  },
): Promise<PartnerCreateAnswer> {
  return withIdempotencyKey<PartnerCreateAnswer>(
    deps.db,
    {
      apiKeyId: input.principal.apiKeyId,
      idempotencyKey: input.idempotencyKey,
      request: { endpoint: 'payment_links.create', hotel_id: input.hotelId, ...input.body },
      now: deps.now(),
      reused: E.idempotencyKeyReused,
    },
    async (keep) => {
      let answer: PartnerCreateAnswer | undefined;
      await createPaymentLink(deps, input, async (tx, link) => {
        answer = { status: 201, body: { data: link } };
        await keep(tx, answer);
      });
      return answer!;
    },
  );
}
