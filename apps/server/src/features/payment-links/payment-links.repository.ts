import type { PaymentLinkMethod, PaymentLinkState } from '@yadori/contract/payment-links.constants';
import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { paymentLinkSessions, paymentLinks, qrCodes } from '../../db/tables/payment-links.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import type { CardBrand } from '../../platform/payments/payment-provider.ts';
import type {
  AttemptState,
  GuestPaymentLink,
  LinkAttempt,
  PaidWith,
  PaymentLinkSession,
  QrCodeRow,
} from './payment-links.types.ts';

// The guest side of payment links (decision 060): the page's read, its sessions, and the one attempt
// that may hold a link. Every change of a link's attempt is one conditional UPDATE, so whatever runs at
// once a link is claimed by one attempt and paid at most once.

const guestColumns = {
  link: paymentLinks,
  reservationNumber: reservations.number,
};

type GuestRow = { link: typeof paymentLinks.$inferSelect; reservationNumber: string | null };

function attemptOf(row: typeof paymentLinks.$inferSelect): LinkAttempt | null {
  if (!row.attemptId || !row.attemptSessionId || !row.attemptState || !row.attemptExpiresAt) return null;
  return {
    id: row.attemptId,
    sessionId: row.attemptSessionId,
    method: row.attemptMethod as PaymentLinkMethod,
    state: row.attemptState as AttemptState,
    ref: row.attemptRef,
    nextUrl: row.attemptNextUrl,
    expiresAt: row.attemptExpiresAt,
  };
}

function toGuestLink({ link, reservationNumber }: GuestRow): GuestPaymentLink {
  return {
    id: link.id,
    hotelId: link.hotelId,
    number: link.number,
    amount: link.amount,
    currency: link.currency,
    purpose: link.purpose,
    description: link.description,
    reservationNumber,
    guestName: link.guestName,
    locale: link.locale,
    status: link.status as PaymentLinkState,
    lastErrorCode: link.lastErrorCode,
    attempt: attemptOf(link),
    paidMethod: link.paidMethod as PaymentLinkMethod | null,
    paidRef: link.paidRef,
    cardBrand: link.cardBrand as CardBrand | null,
    cardLast4: link.cardLast4,
    paidSessionId: link.paidSessionId,
    paidAt: link.paidAt,
    refundedAt: link.refundedAt,
  };
}

/** The hotel's link `number` (another hotel's number is not found), with its stay's number. */
export async function findGuestLink(
  db: Db,
  hotelId: number,
  number: string,
): Promise<GuestPaymentLink | null> {
  const [row] = await db
    .select(guestColumns)
    .from(paymentLinks)
    .leftJoin(reservations, eq(reservations.id, paymentLinks.reservationId))
    .where(and(eq(paymentLinks.hotelId, hotelId), eq(paymentLinks.number, number)))
    .limit(1);
  return row ? toGuestLink(row) : null;
}

/** A link by id, as the guest page reads it (after a change). */
export async function findGuestLinkById(db: Db, id: number): Promise<GuestPaymentLink | null> {
  const [row] = await db
    .select(guestColumns)
    .from(paymentLinks)
    .leftJoin(reservations, eq(reservations.id, paymentLinks.reservationId))
    .where(eq(paymentLinks.id, id))
    .limit(1);
  return row ? toGuestLink(row) : null;
}

/** The page session `id` of link `paymentLinkId` while it lasts; null when unknown, another link's or over. */
export async function findLiveSession(
  db: Db,
  input: { id: string; paymentLinkId: number; now: Date },
): Promise<PaymentLinkSession | null> {
  const [row] = await db
    .select({
      id: paymentLinkSessions.id,
      paymentLinkId: paymentLinkSessions.paymentLinkId,
      expiresAt: paymentLinkSessions.expiresAt,
    })
    .from(paymentLinkSessions)
    .where(
      and(
        eq(paymentLinkSessions.id, input.id),
        eq(paymentLinkSessions.paymentLinkId, input.paymentLinkId),
        gt(paymentLinkSessions.expiresAt, input.now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Db,
  session: PaymentLinkSession & { createdAt: Date },
): Promise<void> {
  await db.insert(paymentLinkSessions).values(session);
}

/** Deletes the page sessions whose hour ended before `before`; how many went. */
export async function deleteSessionsExpiredBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(paymentLinkSessions)
    .where(lte(paymentLinkSessions.expiresAt, before))
    .returning({ id: paymentLinkSessions.id });
  return gone.length;
}

/** What a claim took the link over from: the attempt whose lease had run out, if any. */
export interface ClaimResult {
  previous: { id: string; method: PaymentLinkMethod | null; ref: string | null } | null;
}

/**
 * Claims link `paymentLinkId` for a new attempt, in one conditional UPDATE: only while it is unpaid and
 * no live attempt holds it (none, one whose lease ran out, or this session's own attempt still waiting
 * for the guest, which the new one replaces). Answers null when the link could not be claimed; else the
 * attempt it replaced (to release its authorisation), read under the same row lock.
 */
export async function claimAttempt(
  db: Db,
  input: {
    paymentLinkId: number;
    attemptId: string;
    sessionId: string;
    method: PaymentLinkMethod;
    now: Date;
    leaseUntil: Date;
  },
): Promise<ClaimResult | null> {
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    with previous as (
      select id, attempt_id, attempt_method, attempt_ref from payment_links
        where id = ${input.paymentLinkId} for update
    )
    update payment_links as l set
      attempt_id = ${input.attemptId}::uuid,
      attempt_session_id = ${input.sessionId}::uuid,
      attempt_method = ${input.method},
      attempt_state = 'started',
      attempt_ref = null,
      attempt_next_url = null,
      attempt_expires_at = ${input.leaseUntil.toISOString()}::timestamptz,
      card_brand = null,
      card_last4 = null,
      updated_at = ${now}::timestamptz
    from previous
    where l.id = previous.id
      and l.status = 'unpaid'
      and (
        l.attempt_id is null
        or l.attempt_expires_at < ${now}::timestamptz
        or (l.attempt_session_id = ${input.sessionId}::uuid and l.attempt_state = 'awaiting_guest')
      )
    returning previous.attempt_id as previous_id, previous.attempt_method as previous_method,
      previous.attempt_ref as previous_ref`);
  const [row] = rowsOf<{
    previous_id: string | null;
    previous_method: string | null;
    previous_ref: string | null;
  }>(result);
  if (!row) return null;
  return {
    previous: row.previous_id
      ? {
          id: row.previous_id,
          method: row.previous_method as PaymentLinkMethod | null,
          ref: row.previous_ref,
        }
      : null,
  };
}

const holds = (paymentLinkId: number, attemptId: string) =>
  and(eq(paymentLinks.id, paymentLinkId), eq(paymentLinks.attemptId, attemptId));

/** The gateway answered the attempt; the guest must act (3-D Secure, PayPal approval). False when it lost the link. */
export async function awaitGuest(
  db: Db,
  input: {
    paymentLinkId: number;
    attemptId: string;
    ref: string;
    nextUrl: string;
    card: { brand: CardBrand; last4: string } | null;
    now: Date;
  },
): Promise<boolean> {
  const changed = await db
    .update(paymentLinks)
    .set({
      attemptState: 'awaiting_guest',
      attemptRef: input.ref,
      attemptNextUrl: input.nextUrl,
      cardBrand: input.card?.brand ?? null,
      cardLast4: input.card?.last4 ?? null,
      updatedAt: input.now,
    })
    .where(and(holds(input.paymentLinkId, input.attemptId), eq(paymentLinks.status, 'unpaid')))
    .returning({ id: paymentLinks.id });
  return changed.length > 0;
}

/**
 * The attempt is about to take the money: while it captures, its lease is renewed so no other session
 * can take the link over. One capture of an attempt at a time: a capture under way is entered again
 * only once it began before `stuckBefore` (its call failed without an answer). False when the attempt
 * no longer holds an unpaid link, or its capture is under way.
 */
export async function startCapturing(
  db: Db,
  input: {
    paymentLinkId: number;
    attemptId: string;
    ref: string;
    card: { brand: CardBrand; last4: string } | null;
    now: Date;
    leaseUntil: Date;
    /** A capture that began before this is taken for failed (its lease then ends before `leaseUntil` less the wait). */
    stuckBefore: Date;
  },
): Promise<boolean> {
  const changed = await db
    .update(paymentLinks)
    .set({
      attemptState: 'capturing',
      attemptRef: input.ref,
      attemptNextUrl: null,
      attemptExpiresAt: input.leaseUntil,
      ...(input.card ? { cardBrand: input.card.brand, cardLast4: input.card.last4 } : {}),
      updatedAt: input.now,
    })
    .where(
      and(
        holds(input.paymentLinkId, input.attemptId),
        eq(paymentLinks.status, 'unpaid'),
        or(ne(paymentLinks.attemptState, 'capturing'), lte(paymentLinks.attemptExpiresAt, input.stuckBefore)),
      ),
    )
    .returning({ id: paymentLinks.id });
  return changed.length > 0;
}

/**
 * Drops attempt `attemptId` from its link (declined, failed, cancelled by the guest, or lost). With
 * `errorCode`, an unpaid link keeps it as its last decline (the page reads `failed`). A capturing
 * attempt is dropped only with `evenCapturing`. False when the attempt no longer held the link.
 */
export async function releaseAttempt(
  db: Db,
  input: {
    paymentLinkId: number;
    attemptId: string;
    errorCode: number | null;
    now: Date;
    evenCapturing?: boolean;
  },
): Promise<boolean> {
  const changed = await db
    .update(paymentLinks)
    .set({
      attemptId: null,
      attemptSessionId: null,
      attemptMethod: null,
      attemptState: null,
      attemptRef: null,
      attemptNextUrl: null,
      attemptExpiresAt: null,
      cardBrand: null,
      cardLast4: null,
      ...(input.errorCode === null
        ? {}
        : {
            lastErrorCode: sql`case when ${paymentLinks.status} = 'unpaid' then ${input.errorCode}::int else ${paymentLinks.lastErrorCode} end`,
          }),
      updatedAt: input.now,
    })
    .where(
      and(
        holds(input.paymentLinkId, input.attemptId),
        input.evenCapturing ? undefined : sql`${paymentLinks.attemptState} <> 'capturing'`,
      ),
    )
    .returning({ id: paymentLinks.id });
  return changed.length > 0;
}

/**
 * unpaid → paid by attempt `attemptId`, in one conditional UPDATE: only the attempt holding an unpaid
 * link marks it paid (run it in the transaction that enqueues the receipt). False when it lost the link.
 */
export async function markLinkPaid(
  db: Db,
  input: { paymentLinkId: number; attemptId: string; sessionId: string; paid: PaidWith; now: Date },
): Promise<boolean> {
  const changed = await db
    .update(paymentLinks)
    .set({
      status: 'paid',
      paidMethod: input.paid.method,
      paidRef: input.paid.ref,
      cardBrand: input.paid.cardBrand,
      cardLast4: input.paid.cardLast4,
      paidSessionId: input.sessionId,
      paidAt: input.now,
      lastErrorCode: null,
      attemptId: null,
      attemptSessionId: null,
      attemptMethod: null,
      attemptState: null,
      attemptRef: null,
      attemptNextUrl: null,
      attemptExpiresAt: null,
      updatedAt: input.now,
    })
    .where(and(holds(input.paymentLinkId, input.attemptId), eq(paymentLinks.status, 'unpaid')))
    .returning({ id: paymentLinks.id });
  return changed.length > 0;
}

/** What printed QR code `code` stands for, or null when unknown. */
export async function findQrCode(db: Db, code: string): Promise<QrCodeRow | null> {
  const [row] = await db
    .select({ hotelId: qrCodes.hotelId, paymentNumber: paymentLinks.number })
    .from(qrCodes)
    .leftJoin(paymentLinks, eq(paymentLinks.id, qrCodes.paymentLinkId))
    .where(eq(qrCodes.code, code))
    .limit(1);
  return row ?? null;
}
