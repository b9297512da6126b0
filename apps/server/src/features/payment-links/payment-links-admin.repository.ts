import type { Locale } from '@yadori/contract/locales';
import type {
  PaymentLinkMethod,
  PaymentLinkPurpose,
  PaymentLinkState,
} from '@yadori/contract/payment-links.constants';
import type { ReservationGuest } from '@yadori/contract/reservation.schema';
import { and, count, desc, eq, ilike, isNull, like, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { partnerApiKeys } from '../../db/tables/partner.table.ts';
import { paymentLinks, qrCodes } from '../../db/tables/payment-links.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import { staffUsers } from '../../db/tables/staff.table.ts';

/**
 * The hotel's side of payment links (decision 060): making, listing and reading links, the state
 * changes staff and partners make (each one conditional UPDATE, so two at once never both pass), the
 * QR codes, the mails' facts and the partner API's Idempotency-Keys of its creates.
 */

/** A stay of the hotel a link may be for, with what the link takes from it. */
export interface LinkStay {
  id: number;
  number: string;
  guest: ReservationGuest;
  email: string;
  locale: string;
}

/** Stay `number` of hotel `hotelId`, or null (none, or another hotel's). */
export async function findStayOfHotel(db: Db, hotelId: number, number: string): Promise<LinkStay | null> {
  const [row] = await db
    .select({
      id: reservations.id,
      number: reservations.number,
      guest: reservations.guest,
      email: reservations.email,
      locale: reservations.locale,
    })
    .from(reservations)
    .where(and(eq(reservations.hotelId, hotelId), eq(reservations.number, number)));
  return row ?? null;
}

export interface NewPaymentLink {
  hotelId: number;
  number: string;
  reservationId: number | null;
  purpose: PaymentLinkPurpose;
  description: string | null;
  amount: number;
  currency: string;
  guestName: string | null;
  guestEmail: string | null;
  locale: Locale;
  createdByStaffUserId: number | null;
  createdByApiKeyId: number | null;
  now: Date;
}

/** Adds an unpaid link and its QR code; answers the link's id. */
export async function insertPaymentLink(tx: Db, link: NewPaymentLink, qrCode: string): Promise<number> {
  const { now, ...values } = link;
  const [row] = await tx
    .insert(paymentLinks)
    .values({ ...values, status: 'unpaid', createdAt: now, updatedAt: now })
    .returning({ id: paymentLinks.id });
  if (!row) throw new Error('the payment link was not inserted');
  await tx
    .insert(qrCodes)
    .values({ code: qrCode, hotelId: link.hotelId, paymentLinkId: row.id, createdAt: now });
  return row.id;
}

/** A link as staff and partners see it, with what its view joins. */
export interface PaymentLinkRecord {
  id: number;
  hotelId: number;
  hotelCode: string;
  number: string;
  status: PaymentLinkState;
  amount: number;
  currency: string;
  purpose: PaymentLinkPurpose;
  description: string | null;
  reservationId: number | null;
  reservationNumber: string | null;
  guestName: string | null;
  guestEmail: string | null;
  locale: string;
  /** Null only for a link made without one (e.g. written straight by a test); the service adds it. */
  qrCode: string | null;
  lastErrorCode: number | null;
  paidMethod: PaymentLinkMethod | null;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  completedAt: Date | null;
  refundedAt: Date | null;
  cancelledAt: Date | null;
  mailSentAt: Date | null;
  createdAt: Date;
  createdByStaff: { name: string; email: string } | null;
  createdByApiKey: { name: string } | null;
}

const recordColumns = {
  id: paymentLinks.id,
  hotelId: paymentLinks.hotelId,
  hotelCode: hotels.code,
  number: paymentLinks.number,
  status: paymentLinks.status,
  amount: paymentLinks.amount,
  currency: paymentLinks.currency,
  purpose: paymentLinks.purpose,
  description: paymentLinks.description,
  reservationId: paymentLinks.reservationId,
  reservationNumber: reservations.number,
  guestName: paymentLinks.guestName,
  guestEmail: paymentLinks.guestEmail,
  locale: paymentLinks.locale,
  qrCode: qrCodes.code,
  lastErrorCode: paymentLinks.lastErrorCode,
  paidMethod: paymentLinks.paidMethod,
  cardBrand: paymentLinks.cardBrand,
  cardLast4: paymentLinks.cardLast4,
  paidAt: paymentLinks.paidAt,
  completedAt: paymentLinks.completedAt,
  refundedAt: paymentLinks.refundedAt,
  cancelledAt: paymentLinks.cancelledAt,
  mailSentAt: paymentLinks.mailSentAt,
  createdAt: paymentLinks.createdAt,
  staffName: staffUsers.name,
  staffEmail: staffUsers.email,
  apiKeyName: partnerApiKeys.name,
};

/** The casts are what the table's CHECK constraints guarantee. */
function toRecord(row: Awaited<ReturnType<typeof selectRecords>>[number]): PaymentLinkRecord {
  const { staffName, staffEmail, apiKeyName, ...rest } = row;
  return {
    ...rest,
    status: row.status as PaymentLinkState,
    purpose: row.purpose as PaymentLinkPurpose,
    paidMethod: row.paidMethod as PaymentLinkMethod | null,
    createdByStaff: staffName !== null && staffEmail !== null ? { name: staffName, email: staffEmail } : null,
    createdByApiKey: apiKeyName !== null ? { name: apiKeyName } : null,
  };
}

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(paymentLinks)
    .innerJoin(hotels, eq(hotels.id, paymentLinks.hotelId))
    .leftJoin(reservations, eq(reservations.id, paymentLinks.reservationId))
    .leftJoin(qrCodes, eq(qrCodes.paymentLinkId, paymentLinks.id))
    .leftJoin(staffUsers, eq(staffUsers.id, paymentLinks.createdByStaffUserId))
    .leftJoin(partnerApiKeys, eq(partnerApiKeys.id, paymentLinks.createdByApiKeyId));
}

/** Link `number` of hotel `hotelId`, or null (none, or another hotel's). */
export async function findPaymentLink(
  db: Db,
  hotelId: number,
  number: string,
): Promise<PaymentLinkRecord | null> {
  const [row] = await selectRecords(db).where(
    and(eq(paymentLinks.hotelId, hotelId), eq(paymentLinks.number, number)),
  );
  return row ? toRecord(row) : null;
}

/** Link `id`, or null. */
export async function findPaymentLinkById(db: Db, id: number): Promise<PaymentLinkRecord | null> {
  const [row] = await selectRecords(db).where(eq(paymentLinks.id, id));
  return row ? toRecord(row) : null;
}

/** What a list is filtered by. */
export interface PaymentLinkFilter {
  hotelId: number;
  status?: PaymentLinkState;
  q?: string;
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf(f: PaymentLinkFilter): SQL {
  const parts: SQL[] = [eq(paymentLinks.hotelId, f.hotelId)];
  if (f.status) parts.push(eq(paymentLinks.status, f.status));
  if (f.q) {
    const prefix = `${likeEscaped(f.q.toUpperCase())}%`;
    const anywhere = `%${likeEscaped(f.q)}%`;
    parts.push(
      or(
        like(paymentLinks.number, prefix),
        like(reservations.number, prefix),
        ilike(paymentLinks.guestName, anywhere),
        ilike(paymentLinks.guestEmail, anywhere),
      )!,
    );
  }
  return and(...parts)!;
}

/**
 * A page of the hotel's links, newest first (the index on hotel, created_at desc, id desc serves it),
 * and how many match in all.
 */
export async function findPaymentLinkPage(
  db: Db,
  filter: PaymentLinkFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PaymentLinkRecord[]; total: number }> {
  const where = filterOf(filter);
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(paymentLinks)
    .leftJoin(reservations, eq(reservations.id, paymentLinks.reservationId))
    .where(where);
  return { rows: rows.map(toRecord), total: counted?.total ?? 0 };
}

const ofLink = (hotelId: number, number: string) =>
  and(eq(paymentLinks.hotelId, hotelId), eq(paymentLinks.number, number));

/** Where a link stands now (after a conditional UPDATE matched nothing: why), or null for none. */
export async function findLinkState(
  db: Db,
  hotelId: number,
  number: string,
): Promise<{ id: number; status: PaymentLinkState; guestEmail: string | null } | null> {
  const [row] = await db
    .select({ id: paymentLinks.id, status: paymentLinks.status, guestEmail: paymentLinks.guestEmail })
    .from(paymentLinks)
    .where(ofLink(hotelId, number));
  return row ? { ...row, status: row.status as PaymentLinkState } : null;
}

/**
 * unpaid → cancelled, unless the guest's payment is being captured under a live lease (its capture
 * must not meet a withdrawn link). Answers the link's id, or null when it did not match.
 */
export async function cancelUnpaidLink(
  tx: Db,
  hotelId: number,
  number: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(paymentLinks)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(
      and(
        ofLink(hotelId, number),
        eq(paymentLinks.status, 'unpaid'),
        or(
          isNull(paymentLinks.attemptState),
          ne(paymentLinks.attemptState, 'capturing'),
          lte(paymentLinks.attemptExpiresAt, now),
        ),
      ),
    )
    .returning({ id: paymentLinks.id });
  return row?.id ?? null;
}

/** paid → completed; the link's id, or null when it was not paid. */
export async function completePaidLink(
  tx: Db,
  hotelId: number,
  number: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(paymentLinks)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(ofLink(hotelId, number), eq(paymentLinks.status, 'paid')))
    .returning({ id: paymentLinks.id });
  return row?.id ?? null;
}

/** A refund claimed: what the gateway is asked to give back. */
export interface RefundClaim {
  id: number;
  amount: number;
  paidMethod: PaymentLinkMethod | null;
  paidRef: string | null;
}

/**
 * paid → refunded before the gateway is asked: of two refunds at once only one claims the link (the
 * other finds it no longer paid). `releaseRefundClaim` takes it back when the gateway refuses.
 */
export async function claimRefund(
  tx: Db,
  hotelId: number,
  number: string,
  now: Date,
): Promise<RefundClaim | null> {
  const [row] = await tx
    .update(paymentLinks)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(ofLink(hotelId, number), eq(paymentLinks.status, 'paid')))
    .returning({
      id: paymentLinks.id,
      amount: paymentLinks.amount,
      paidMethod: paymentLinks.paidMethod,
      paidRef: paymentLinks.paidRef,
    });
  return row ? { ...row, paidMethod: row.paidMethod as PaymentLinkMethod | null } : null;
}

/**
 * The refund claim of link `id` made at `claimedAt`, while it stands (not taken back), with the link's
 * number and hotel for the audit log; null when there is none.
 */
export async function findRefundClaim(
  db: Db,
  id: number,
  claimedAt: Date,
): Promise<(RefundClaim & { number: string; hotelId: number; brandId: number }) | null> {
  const [row] = await db
    .select({
      id: paymentLinks.id,
      amount: paymentLinks.amount,
      paidMethod: paymentLinks.paidMethod,
      paidRef: paymentLinks.paidRef,
      number: paymentLinks.number,
      hotelId: paymentLinks.hotelId,
      brandId: hotels.brandId,
    })
    .from(paymentLinks)
    .innerJoin(hotels, eq(hotels.id, paymentLinks.hotelId))
    .where(
      and(
        eq(paymentLinks.id, id),
        eq(paymentLinks.status, 'refunded'),
        eq(paymentLinks.refundedAt, claimedAt),
      ),
    );
  return row ? { ...row, paidMethod: row.paidMethod as PaymentLinkMethod | null } : null;
}

/** refunded → paid again, for the claim made at `claimedAt` only (the gateway refused the refund). */
export async function releaseRefundClaim(db: Db, id: number, claimedAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(paymentLinks)
    .set({ status: 'paid', refundedAt: null, updatedAt: now })
    .where(
      and(
        eq(paymentLinks.id, id),
        eq(paymentLinks.status, 'refunded'),
        eq(paymentLinks.refundedAt, claimedAt),
      ),
    )
    .returning({ id: paymentLinks.id });
  return rows.length > 0;
}

/** Stamps when the payment request last went to the guest. */
export async function markRequestMailed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(paymentLinks).set({ mailSentAt: at }).where(eq(paymentLinks.id, id));
}

/** Adds a QR code to link `id` when it has none (a link written without one); never a second. */
export async function insertLinkQrCode(
  db: Db,
  row: { code: string; hotelId: number; paymentLinkId: number; createdAt: Date },
): Promise<void> {
  await db.insert(qrCodes).values(row).onConflictDoNothing();
}

/** The QR code of link `id`, or null. */
export async function findLinkQrCode(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ code: qrCodes.code }).from(qrCodes).where(eq(qrCodes.paymentLinkId, id));
  return row?.code ?? null;
}

/** Adds the hotel's booking-page QR code unless it has one (one per hotel: a partial unique index). */
export async function insertHotelQrCode(
  db: Db,
  row: { code: string; hotelId: number; createdAt: Date },
): Promise<void> {
  await db
    .insert(qrCodes)
    .values({ ...row, paymentLinkId: null })
    .onConflictDoNothing();
}

/** The hotel's booking-page QR code, or null when none was made yet. */
export async function findHotelQrCode(db: Db, hotelId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: qrCodes.code })
    .from(qrCodes)
    .where(and(eq(qrCodes.hotelId, hotelId), isNull(qrCodes.paymentLinkId)));
  return row?.code ?? null;
}
