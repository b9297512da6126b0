import type { Locale } from '@yadori/contract/locales';
import type { PaymentLinkMethod } from '@yadori/contract/payment-links.constants';
import type { Db } from '../../db/database.ts';
import { loggableError } from '../../lib/safe-error.ts';
import type { CardBrand, DeclineCode, PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import { enqueuePaymentLinkMail } from './payment-link-mail.job.ts';
import { paymentDeclined, paymentLinkErrors } from './payment-links.errors.ts';
import {
  awaitGuest,
  findGuestLinkById,
  markLinkPaid,
  releaseAttempt,
  startCapturing,
} from './payment-links.repository.ts';
import type { GuestPaymentLink, PaidWith } from './payment-links.types.ts';

/**
 * How long an attempt holds a link (decision 060): 3-D Secure's 15 minutes (spec §4) and a margin.
 * After it another page session may take the link over; the old attempt can then only be released.
 */
export const ATTEMPT_LEASE_MS = 20 * 60 * 1000;

export interface PaymentLinkDeps {
  db: Db;
  now: () => Date;
  paymentProvider: PaymentProvider;
  walletProvider: WalletProvider;
  /** Where a release that failed at the gateway is noted (the request's logger). */
  log?: { warn(details: object, message: string): void };
}

/** The attempt a page session holds on a link. */
export interface HeldAttempt {
  link: GuestPaymentLink;
  attemptId: string;
  sessionId: string;
  locale: Locale;
}

/** The card gateway's idempotency key of an attempt's authorisation; PayPal's request id is the same. */
export const attemptKey = (attemptId: string) => `payment_link:${attemptId}`;

/**
 * A capture whose call failed without an answer leaves its attempt capturing; `complete` may capture
 * again (under the same key) once this long has passed, so two calls at once never both capture.
 */
export const CAPTURE_RETRY_MS = 30 * 1000;

const leaseFrom = (now: Date) => new Date(now.getTime() + ATTEMPT_LEASE_MS);

/** Moves the attempt to capturing (see `startCapturing`). */
function capture(
  deps: PaymentLinkDeps,
  held: HeldAttempt,
  ref: string,
  card: { brand: CardBrand; last4: string } | null,
) {
  const now = deps.now();
  return startCapturing(deps.db, {
    paymentLinkId: held.link.id,
    attemptId: held.attemptId,
    ref,
    card,
    now,
    leaseUntil: leaseFrom(now),
    stuckBefore: new Date(leaseFrom(now).getTime() - CAPTURE_RETRY_MS),
  });
}

/**
 * Why an attempt could not start capturing: the link is paid with `paidRef` already (a concurrent
 * `complete` of the same attempt took the money first: this one answers paid too), the attempt's
 * capture is under way (409 3200, nothing released), or the attempt lost the link (released, 3201).
 */
async function notCapturing(
  deps: PaymentLinkDeps,
  held: HeldAttempt,
  release: { method: PaymentLinkMethod; ref: string },
  paidRef: string | null,
): Promise<void> {
  const link = await findGuestLinkById(deps.db, held.link.id);
  if (paidRef !== null && link && isPaidWith(link, paidRef)) return;
  if (link?.status === 'unpaid' && link.attempt?.id === held.attemptId) throw paymentLinkErrors.inProgress();
  await releaseAtGateway(deps, { id: held.attemptId, ...release });
  throw paymentLinkErrors.notCapturable();
}

const isPaidWith = (link: GuestPaymentLink, ref: string) =>
  link.status !== 'unpaid' && link.status !== 'cancelled' && link.paidRef === ref;

/** Releases what the gateway holds for an attempt that will not be captured; never throws. */
export async function releaseAtGateway(
  deps: PaymentLinkDeps,
  attempt: { id: string; method: PaymentLinkMethod | null; ref: string | null },
): Promise<void> {
  try {
    const outcome =
      attempt.method === 'paypal'
        ? attempt.ref
          ? await deps.walletProvider.voidOrder(attempt.ref)
          : { status: 'ok' as const }
        : attempt.ref
          ? await deps.paymentProvider.void(attempt.ref)
          : await deps.paymentProvider.voidByIdempotencyKey(attemptKey(attempt.id));
    if (outcome.status !== 'ok')
      deps.log?.warn({ attemptId: attempt.id, code: outcome.code }, 'payment link attempt not released');
  } catch (error) {
    deps.log?.warn(
      { attemptId: attempt.id, error: loggableError(error) },
      'payment link attempt not released',
    );
  }
}

/** Drops the attempt (declined or failed): the link can be paid again; `code` makes it read `failed`. */
async function dropAttempt(
  deps: PaymentLinkDeps,
  held: HeldAttempt,
  code: number | null,
  evenCapturing = false,
): Promise<void> {
  await releaseAttempt(deps.db, {
    paymentLinkId: held.link.id,
    attemptId: held.attemptId,
    errorCode: code,
    now: deps.now(),
    evenCapturing,
  });
}

/**
 * Pays by card: authorises (once per attempt), then either waits for the guest's 3-D Secure or takes
 * the money at once. Throws the 402 of a decline (the link then reads `failed`) or of a gateway failure.
 */
export async function payByCard(
  deps: PaymentLinkDeps,
  held: HeldAttempt,
  card: { token: string; returnUrl: string },
): Promise<void> {
  const key = attemptKey(held.attemptId);
  let result: Awaited<ReturnType<PaymentProvider['authorize']>>;
  try {
    result = await deps.paymentProvider.authorize({
      cardToken: card.token,
      amount: held.link.amount,
      currency: held.link.currency,
      reference: held.link.number,
      returnUrl: card.returnUrl,
      idempotencyKey: key,
      locale: held.locale,
    });
  } catch (error) {
    deps.log?.warn({ error: loggableError(error) }, 'card gateway failed for a payment link');
    await dropAttempt(deps, held, null);
    await releaseAtGateway(deps, { id: held.attemptId, method: 'credit_card', ref: null });
    throw paymentDeclined(3203);
  }
  if (result.status === 'declined') {
    await dropAttempt(deps, held, result.code);
    throw paymentDeclined(result.code, result.reason);
  }
  const cardOf = { brand: result.brand, last4: result.last4 };
  if (result.status === 'challenge') {
    const waiting = await awaitGuest(deps.db, {
      paymentLinkId: held.link.id,
      attemptId: held.attemptId,
      ref: result.paymentId,
      nextUrl: result.challengeUrl,
      card: cardOf,
      now: deps.now(),
    });
    if (!waiting) {
      // Withdrawn (or taken over) while the gateway answered: nothing may be captured.
      await releaseAtGateway(deps, { id: held.attemptId, method: 'credit_card', ref: result.paymentId });
      throw paymentLinkErrors.notCapturable();
    }
    return;
  }
  await takeCardPayment(deps, held, result.paymentId, cardOf);
}

/**
 * Captures an authorised card payment and marks the link paid. Only the attempt holding the link
 * captures (its lease renewed meanwhile); if the link was withdrawn or paid before, the authorisation
 * is voided, and if it changed between capture and marking, the capture is given back: 409 3201.
 */
export async function takeCardPayment(
  deps: PaymentLinkDeps,
  held: HeldAttempt,
  paymentId: string,
  card: { brand: CardBrand; last4: string } | null,
): Promise<void> {
  const key = attemptKey(held.attemptId);
  if (!(await capture(deps, held, paymentId, card))) {
    return notCapturing(deps, held, { method: 'credit_card', ref: paymentId }, paymentId);
  }
  let outcome: Awaited<ReturnType<PaymentProvider['capture']>>;
  try {
    outcome = await deps.paymentProvider.capture(paymentId, held.link.amount, `${key}:capture`);
  } catch (error) {
    // Whether the money was taken is unknown: the attempt stays capturing, and `complete` retries the
    // capture under the same key.
    deps.log?.warn({ error: loggableError(error) }, 'card capture failed for a payment link');
    throw paymentDeclined(3203);
  }
  if (outcome.status === 'failed') {
    await dropAttempt(deps, held, outcome.code, true);
    await releaseAtGateway(deps, { id: held.attemptId, method: 'credit_card', ref: paymentId });
    throw paymentDeclined(outcome.code);
  }
  const paid = await markPaid(deps, held, {
    method: 'credit_card',
    ref: paymentId,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
  });
  if (!paid && !(await paidBy(deps, held, paymentId))) {
    await giveBack(deps, () => deps.paymentProvider.refund(paymentId, held.link.amount, `${key}:refund`));
    throw paymentLinkErrors.notCapturable();
  }
}

/** Starts a PayPal payment: an order (once per attempt) whose approval page the guest goes to. */
export async function payByPayPal(
  deps: PaymentLinkDeps,
  held: HeldAttempt,
  input: { returnUrl: string; cancelUrl: string; description: string },
): Promise<{ orderId: string; status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'; approveUrl: string }> {
  let order: Awaited<ReturnType<WalletProvider['createOrder']>>;
  try {
    order = await deps.walletProvider.createOrder({
      amount: held.link.amount,
      currency: held.link.currency,
      reference: held.link.number,
      description: input.description,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      requestId: attemptKey(held.attemptId),
      locale: held.locale,
    });
  } catch (error) {
    deps.log?.warn({ error: loggableError(error) }, 'PayPal failed to create an order for a payment link');
    await dropAttempt(deps, held, null);
    throw paymentDeclined(3203);
  }
  const waiting = await awaitGuest(deps.db, {
    paymentLinkId: held.link.id,
    attemptId: held.attemptId,
    ref: order.id,
    nextUrl: order.approveUrl,
    card: null,
    now: deps.now(),
  });
  if (!waiting) {
    await releaseAtGateway(deps, { id: held.attemptId, method: 'paypal', ref: order.id });
    throw paymentLinkErrors.notCapturable();
  }
  return { orderId: order.id, status: order.status, approveUrl: order.approveUrl };
}

/**
 * Captures an approved PayPal order and marks the link paid, under the same rules as a card: not
 * approved yet is 409 3201 (the attempt keeps waiting), a refused funding its 402 (the order voided).
 */
export async function takePayPalPayment(
  deps: PaymentLinkDeps,
  held: HeldAttempt,
  orderId: string,
): Promise<void> {
  const key = attemptKey(held.attemptId);
  let order: Awaited<ReturnType<WalletProvider['getOrder']>>;
  try {
    order = await deps.walletProvider.getOrder(orderId);
  } catch (error) {
    deps.log?.warn({ error: loggableError(error) }, 'PayPal order could not be read for a payment link');
    throw paymentDeclined(3203);
  }
  if (order?.status === 'CREATED') throw paymentLinkErrors.notApproved();
  if (!order || order.status === 'VOIDED') {
    await dropAttempt(deps, held, 3201);
    throw paymentLinkErrors.notApproved();
  }
  if (!(await capture(deps, held, orderId, null))) {
    const captured = (await deps.walletProvider.getOrder(orderId).catch(() => null))?.captureId ?? null;
    return notCapturing(deps, held, { method: 'paypal', ref: orderId }, captured);
  }
  let result: Awaited<ReturnType<WalletProvider['captureOrder']>>;
  try {
    result = await deps.walletProvider.captureOrder(orderId, `${key}:capture`);
  } catch (error) {
    deps.log?.warn({ error: loggableError(error) }, 'PayPal capture failed for a payment link');
    throw paymentDeclined(3203);
  }
  if (result.status === 'declined') {
    await dropAttempt(deps, held, result.code, true);
    await releaseAtGateway(deps, { id: held.attemptId, method: 'paypal', ref: orderId });
    throw result.code === 3201 ? paymentLinkErrors.notApproved() : paymentDeclined(result.code);
  }
  const captureId = result.captureId;
  const paid = await markPaid(deps, held, {
    method: 'paypal',
    ref: captureId,
    cardBrand: null,
    cardLast4: null,
  });
  if (!paid && !(await paidBy(deps, held, captureId))) {
    await giveBack(deps, () =>
      deps.walletProvider.refundCapture(captureId, held.link.amount, `${key}:refund`),
    );
    throw paymentLinkErrors.notCapturable();
  }
}

/** unpaid → paid by this attempt, and the receipt enqueued, in one transaction. */
async function markPaid(deps: PaymentLinkDeps, held: HeldAttempt, paid: PaidWith): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const marked = await markLinkPaid(tx, {
      paymentLinkId: held.link.id,
      attemptId: held.attemptId,
      sessionId: held.sessionId,
      paid,
      now,
    });
    if (marked) await enqueuePaymentLinkMail(tx, { paymentLinkId: held.link.id, kind: 'receipt' }, now);
    return marked;
  });
}

/**
 * Whether the link is paid with `ref` already: a concurrent `complete` of the same attempt captured
 * under the same key and marked it first (then this one is paid too, and nothing is given back).
 */
async function paidBy(deps: PaymentLinkDeps, held: HeldAttempt, ref: string): Promise<boolean> {
  const link = await findGuestLinkById(deps.db, held.link.id);
  return link !== null && isPaidWith(link, ref);
}

/** Gives a capture back (the link changed under it); a failure is logged for staff to settle. */
async function giveBack(
  deps: PaymentLinkDeps,
  refund: () => Promise<{ status: 'ok' } | { status: 'failed'; code: DeclineCode }>,
): Promise<void> {
  try {
    const outcome = await refund();
    if (outcome.status !== 'ok')
      deps.log?.warn({ code: outcome.code }, 'captured payment of a changed payment link not refunded');
  } catch (error) {
    deps.log?.warn(
      { error: loggableError(error) },
      'captured payment of a changed payment link not refunded',
    );
  }
}
