import { randomUUID } from 'node:crypto';
import { type Locale, storedLocale } from '@yadori/contract/locales';
import { PAYMENT_LINK_SESSION_MS } from '@yadori/contract/payment-links.constants';
import type {
  QrCodeTarget,
  Transaction,
  TransactionPayBody,
  TransactionUpdateBody,
} from '@yadori/contract/payment-links.schema';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import {
  clientCanSeeHotel,
  type HotelCatalogue,
  type HotelWithBrand,
  hotelNameIn,
} from '../hotels/hotels.service.ts';
import {
  ATTEMPT_LEASE_MS,
  type HeldAttempt,
  type PaymentLinkDeps,
  payByCard,
  payByPayPal,
  releaseAtGateway,
  takeCardPayment,
  takePayPalPayment,
} from './payment-link-attempts.ts';
import { ensurePageSessionCleanup } from './payment-link-session-cleanup.job.ts';
import { paymentPageUrl } from './payment-link-urls.ts';
import { paymentMethodsOf, transactionView } from './payment-link-view.ts';
import { paymentDeclined, paymentLinkErrors } from './payment-links.errors.ts';
import {
  claimAttempt,
  findGuestLink,
  findGuestLinkById,
  findLiveSession,
  findQrCode,
  insertSession,
  releaseAttempt,
} from './payment-links.repository.ts';
import type { GuestPaymentLink, PaymentLinkSession } from './payment-links.types.ts';
import { qrSvg } from './qr-image.ts';

export type { PaymentLinkDeps } from './payment-link-attempts.ts';
export { ATTEMPT_LEASE_MS };

/** Who asks, for which link: the hotel is one the client session can see (the route checked it). */
export interface PageRequest {
  hotel: HotelWithBrand;
  number: string;
  /** The request's Tripla-Locale; without one, the link's own language. */
  locale: Locale | null;
}

const localeOf = (request: PageRequest, link: GuestPaymentLink): Locale =>
  request.locale ?? storedLocale(link.locale, 'ja');

async function linkOf(deps: Pick<PaymentLinkDeps, 'db'>, request: PageRequest): Promise<GuestPaymentLink> {
  const link = await findGuestLink(deps.db, request.hotel.id, request.number);
  if (!link) throw paymentLinkErrors.linkNotFound();
  return link;
}

/** The live page session `id` of this link, else 410 1250 (the page offers a reload). */
async function liveSession(
  deps: PaymentLinkDeps,
  link: GuestPaymentLink,
  id: string,
): Promise<PaymentLinkSession> {
  const session = await findLiveSession(deps.db, { id, paymentLinkId: link.id, now: deps.now() });
  if (!session) throw paymentLinkErrors.sessionExpired();
  return session;
}

async function viewOf(
  deps: PaymentLinkDeps,
  request: PageRequest,
  linkId: number,
  session: PaymentLinkSession,
): Promise<Transaction> {
  const link = await findGuestLinkById(deps.db, linkId);
  if (!link) throw paymentLinkErrors.linkNotFound();
  return transactionView(link, request.hotel, {
    sessionId: session.id,
    live: session,
    locale: localeOf(request, link),
    now: deps.now(),
  });
}

/** Why a link that is not unpaid cannot be paid (409 3200). */
function notPayable(link: GuestPaymentLink): Error {
  switch (link.status) {
    case 'paid':
      return paymentLinkErrors.alreadyPaid();
    case 'cancelled':
      return paymentLinkErrors.withdrawn();
    case 'completed':
    case 'refunded':
      return paymentLinkErrors.closed(link.status);
    default:
      return paymentLinkErrors.inProgress();
  }
}

/**
 * GET: the link as its page shows it. A session sent and still good is kept; otherwise, while the link
 * can be paid, a fresh one of the same link is handed out (spec §4: reload after the hour).
 */
export async function readTransaction(
  deps: PaymentLinkDeps,
  request: PageRequest & { session: string | undefined },
): Promise<Transaction> {
  const link = await linkOf(deps, request);
  const now = deps.now();
  let live = request.session
    ? await findLiveSession(deps.db, { id: request.session, paymentLinkId: link.id, now })
    : null;
  if (!live && link.status === 'unpaid') {
    live = {
      id: randomUUID(),
      paymentLinkId: link.id,
      expiresAt: new Date(now.getTime() + PAYMENT_LINK_SESSION_MS),
    };
    await insertSession(deps.db, { ...live, createdAt: now });
    await ensurePageSessionCleanup(deps.db, now);
  }
  return transactionView(link, request.hotel, {
    sessionId: request.session ?? null,
    live,
    locale: localeOf(request, link),
    now,
  });
}

/**
 * The SVG QR image of the link's payments page (`…/transactions/{n}/qr_code`), for the front desk's
 * display page: read like the link (404 when unknown), handing out no page session.
 */
export async function paymentPageQrSvg(
  deps: Pick<PaymentLinkDeps, 'db'>,
  request: PageRequest & { publicUrl: string },
): Promise<string> {
  const link = await linkOf(deps, request);
  return qrSvg(paymentPageUrl(request.publicUrl, request.hotel.code, link.number));
}

/** Claims the link for a new attempt of `session` (409 3200 when it cannot be), releasing the one it replaced. */
async function claim(
  deps: PaymentLinkDeps,
  request: PageRequest,
  link: GuestPaymentLink,
  session: PaymentLinkSession,
  method: 'credit_card' | 'paypal',
): Promise<HeldAttempt> {
  if (link.status !== 'unpaid') throw notPayable(link);
  const attemptId = randomUUID();
  const now = deps.now();
  const claimed = await claimAttempt(deps.db, {
    paymentLinkId: link.id,
    attemptId,
    sessionId: session.id,
    method,
    now,
    leaseUntil: new Date(now.getTime() + ATTEMPT_LEASE_MS),
  });
  if (!claimed) {
    const current = await findGuestLinkById(deps.db, link.id);
    throw current && current.status !== 'unpaid' ? notPayable(current) : paymentLinkErrors.inProgress();
  }
  if (claimed.previous) await releaseAtGateway(deps, claimed.previous);
  return { link, attemptId, sessionId: session.id, locale: localeOf(request, link) };
}

/** What a PayPal order's approval page shows the payment is for. */
const orderDescription = (hotel: HotelWithBrand, link: GuestPaymentLink, locale: Locale) =>
  link.description
    ? `${hotelNameIn(hotel, locale)}: ${link.description}`.slice(0, 127)
    : hotelNameIn(hotel, locale);

/** PayPal's order for the link (POST …/paypal_payments/order, or POST transactions with `method: paypal`). */
export async function startPayPalPayment(
  deps: PaymentLinkDeps,
  request: PageRequest & { session: string; returnUrl: string; cancelUrl: string },
): Promise<{
  view: Transaction;
  order: { orderId: string; status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'; approveUrl: string };
}> {
  const link = await linkOf(deps, request);
  const session = await liveSession(deps, link, request.session);
  if (!paymentMethodsOf(request.hotel).includes('paypal')) throw paymentLinkErrors.payPalNotAccepted();
  const held = await claim(deps, request, link, session, 'paypal');
  const order = await payByPayPal(deps, held, {
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    description: orderDescription(request.hotel, link, held.locale),
  });
  return { view: await viewOf(deps, request, link.id, session), order };
}

/**
 * POST: pay the link. By card the money is taken at once (or after 3-D Secure, `next_action`); by
 * PayPal the answer carries the approval page. A link is paid at most once whatever runs at once.
 */
export async function payTransaction(
  deps: PaymentLinkDeps,
  request: PageRequest & { body: TransactionPayBody },
): Promise<Transaction> {
  const { body } = request;
  if (body.method === 'paypal') {
    const started = await startPayPalPayment(deps, {
      ...request,
      session: body.session,
      returnUrl: body.return_url,
      cancelUrl: body.cancel_url,
    });
    return started.view;
  }
  const link = await linkOf(deps, request);
  const session = await liveSession(deps, link, body.session);
  const held = await claim(deps, request, link, session, 'credit_card');
  await payByCard(deps, held, { token: body.card_token, returnUrl: body.return_url });
  return viewOf(deps, request, link.id, session);
}

/**
 * PUT: after the 3-D Secure or PayPal page came back, `complete` takes the money of this session's
 * attempt, `cancel` drops it (the gateway releases what it held; the link stays payable).
 */
export async function updateTransaction(
  deps: PaymentLinkDeps,
  request: PageRequest & { body: TransactionUpdateBody },
): Promise<Transaction> {
  const link = await linkOf(deps, request);
  const session = await liveSession(deps, link, request.body.session);
  const attempt = link.attempt?.sessionId === session.id ? link.attempt : null;
  if (request.body.action === 'cancel') {
    if (attempt) await cancelAttempt(deps, link, attempt);
    return viewOf(deps, request, link.id, session);
  }
  if (!attempt) {
    // Paid by this very page already (a repeated `complete`): the same answer again.
    if (link.status === 'paid' && link.paidSessionId === session.id)
      return viewOf(deps, request, link.id, session);
    throw link.status === 'unpaid' && link.attempt === null
      ? paymentLinkErrors.nothingToComplete()
      : paymentLinkErrors.notCapturable();
  }
  const held: HeldAttempt = {
    link,
    attemptId: attempt.id,
    sessionId: session.id,
    locale: localeOf(request, link),
  };
  if (link.status !== 'unpaid') {
    // Withdrawn while the guest was away: the authorisation is released, nothing is captured.
    await releaseAttempt(deps.db, {
      paymentLinkId: link.id,
      attemptId: attempt.id,
      errorCode: null,
      now: deps.now(),
      evenCapturing: true,
    });
    await releaseAtGateway(deps, attempt);
    throw paymentLinkErrors.notCapturable();
  }
  if (attempt.state === 'started' || !attempt.ref) throw paymentLinkErrors.inProgress();
  if (attempt.method === 'paypal') await takePayPalPayment(deps, held, attempt.ref);
  else await completeCard(deps, held, attempt.ref);
  return viewOf(deps, request, link.id, session);
}

async function completeCard(deps: PaymentLinkDeps, held: HeldAttempt, paymentId: string): Promise<void> {
  let outcome: Awaited<ReturnType<PaymentLinkDeps['paymentProvider']['completeChallenge']>>;
  try {
    outcome = await deps.paymentProvider.completeChallenge(paymentId);
  } catch {
    throw paymentDeclined(3203);
  }
  // The guest has not answered the challenge yet: the page keeps waiting (next_action still set).
  if (outcome.status === 'pending') return;
  if (outcome.status === 'declined') {
    await releaseAttempt(deps.db, {
      paymentLinkId: held.link.id,
      attemptId: held.attemptId,
      errorCode: outcome.code,
      now: deps.now(),
      evenCapturing: true,
    });
    await releaseAtGateway(deps, { id: held.attemptId, method: 'credit_card', ref: paymentId });
    throw paymentDeclined(outcome.code);
  }
  const { cardBrand, cardLast4 } = held.link;
  await takeCardPayment(
    deps,
    held,
    paymentId,
    cardBrand ? { brand: cardBrand, last4: cardLast4 ?? '' } : null,
  );
}

async function cancelAttempt(
  deps: PaymentLinkDeps,
  link: GuestPaymentLink,
  attempt: NonNullable<GuestPaymentLink['attempt']>,
): Promise<void> {
  // Money being taken is not dropped from under the capture: cancel answers the link as it stands.
  if (attempt.state === 'capturing') throw paymentLinkErrors.inProgress();
  const released = await releaseAttempt(deps.db, {
    paymentLinkId: link.id,
    attemptId: attempt.id,
    errorCode: null,
    now: deps.now(),
  });
  if (released) await releaseAtGateway(deps, attempt);
}

/**
 * After staff withdrew link `paymentLinkId` (unpaid → cancelled): the attempt still holding it, if any,
 * is dropped and what the gateway holds for it released (card authorisation voided, PayPal order
 * voided), so nothing stays authorised when the guest never comes back. Call it after the cancelling
 * transaction committed; safe to call again. The guest's page then answers `complete` with 409 3201.
 */
export async function releaseWithdrawnLink(deps: PaymentLinkDeps, paymentLinkId: number): Promise<void> {
  const link = await findGuestLinkById(deps.db, paymentLinkId);
  if (link?.status !== 'cancelled' || !link.attempt) return;
  const released = await releaseAttempt(deps.db, {
    paymentLinkId,
    attemptId: link.attempt.id,
    errorCode: null,
    now: deps.now(),
    evenCapturing: true,
  });
  if (released) await releaseAtGateway(deps, link.attempt);
}

/**
 * GET /book/qr_codes: where a printed code leads. An unknown code, and one of a hotel the client
 * session cannot see, are the same 404.
 */
export async function resolveQrCode(
  deps: { db: PaymentLinkDeps['db']; hotels: HotelCatalogue },
  request: { scope: Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>; code: string },
): Promise<QrCodeTarget> {
  const row = await findQrCode(deps.db, request.code);
  const hotel = row ? await deps.hotels.byId(row.hotelId) : null;
  if (!row || !hotel || !clientCanSeeHotel(request.scope, hotel)) throw paymentLinkErrors.qrCodeNotFound();
  return row.paymentNumber
    ? { type: 'payment_link', hotel_id: hotel.id, hotel_code: hotel.code, payment_number: row.paymentNumber }
    : { type: 'booking', hotel_id: hotel.id, hotel_code: hotel.code };
}
