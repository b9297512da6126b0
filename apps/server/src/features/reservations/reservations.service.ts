import { attributionSource } from '@yadori/contract/analytics.constants';
import type { Locale } from '@yadori/contract/locales';
import type { MemberProvider } from '@yadori/contract/membership.schema';
import { priceAfterPoints } from '@yadori/contract/point-spending.rules';
import { THREE_D_SECURE_HOLD_MINUTES } from '@yadori/contract/reservation.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { databaseError } from '../../lib/safe-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { takeExtraInventory } from '../extras/extras.service.ts';
import { claimAttachments } from '../file-attachments/file-attachments.service.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { nightsTaking } from '../inventory/inventory.service.ts';
import { type BookingCardChoice, bookingCardChoice } from '../member-cards/member-cards.service.ts';
import { checkSpending, earnForStay, spendPoints } from '../member-points/member-points.service.ts';
import { memberSessionErrors } from '../member-sessions/member-sessions.errors.ts';
import { holdOrganizationQuota } from '../organizations/organizations.service.ts';
import { searchErrors } from '../search/search.errors.ts';
import { includedConsumptionTax, type SearchMember } from '../search/search.service.ts';
import { reservationEvent, reservationEventInCtes } from '../webhooks/webhook-events.service.ts';
import { holdExpiryJob } from './hold-expiry.job.ts';
import {
  hashIdempotencyKey,
  openAnswer,
  openToken,
  requestHash,
  sealAnswer,
  sealToken,
} from './idempotency.ts';
import { ensureIdempotencyCleanup } from './idempotency-cleanup.job.ts';
import {
  bankTransferDeadline,
  checkPaymentMethod,
  checkSomethingToPayByCard,
  isCard,
  paymentAmounts,
} from './payment-rules.ts';
import { checkGuest, checkRoomIndexes } from './reservation-guest.ts';
import { confirmationMailInsertion, RESERVATION_JOBS } from './reservation-lifecycle.ts';
import { newReservationNumber } from './reservation-number.ts';
import { type PaymentAnswer, payReservation } from './reservation-payment.ts';
import { type BookingBody, type BookingQuote, nightDemands, quoteBooking } from './reservation-quote.ts';
import { loadReservationDto, toReservationDto } from './reservation-view.ts';
import { paymentDeclined, reservationErrors } from './reservations.errors.ts';
import {
  type BookingWrite,
  bookingAsStored,
  codeUseRefusal,
  findBankTransferSettings,
  findIdempotencyKey,
  findReservationById,
  type IdempotencyRecord,
  insertBooking,
  insertReservationExtrasAndAnswers,
  type NewRoom,
  newReservationIds,
  type ReservationParts,
  type StoredReservation,
  saveIdempotentResponse,
  takeCodeUse,
} from './reservations.repository.ts';

/**
 * What the features built on reservations (updates, cancel, answers, payments, receipts) read and do
 * with a booked reservation (decision 034): they come here, never to the repository.
 */
export {
  bumpReservationVersion,
  findGuestReservation,
  findOwnReservation,
  type GuestProof,
  guestProofMatches,
  lockReservation,
  lockReservationByNumber,
  memberOwns,
} from './guest-access.ts';
export {
  authorisedAmount,
  checkSomethingToPayByCard,
  isCard,
  paymentAmounts,
} from './payment-rules.ts';
// What the cancellation and change mails share with the confirmation mail.
export {
  confirmationUrl,
  deliverGuestAndHotelMails,
  hotelNoticeAddress,
} from './reservation-confirmation-mail.ts';
export { checkGuest } from './reservation-guest.ts';
export {
  cancelPendingReservation,
  confirmPendingReservation,
  enqueueConfirmationMailAgain,
  findReservationForPayment,
  type PendingCancelReason,
  RESERVATION_JOBS,
  releaseReservationHoldings,
} from './reservation-lifecycle.ts';
export { formatDate, guestName } from './reservation-mail.ts';
export {
  type BookingBody,
  type BookingQuote,
  nightDemands,
  quoteBooking,
} from './reservation-quote.ts';
export { loadReservationDto, reservationView } from './reservation-view.ts';
export {
  findReservationById,
  findReservationByNumberAnywhere,
  loadReservationParts,
  takeCodeUse,
} from './reservations.repository.ts';

/** Checks a booking's answers against the hotel's questions and returns what to store (the additional-questions service). */
export type AnswersChecker = (input: {
  db: Db;
  hotel: HotelWithBrand;
  body: BookingBody;
  now: Date;
  /** The booking member: the questions labelled for their program and rank apply too. */
  member?: SearchMember | null;
}) => Promise<void>;

export interface ReservationDeps {
  db: Db;
  now: () => Date;
  /** The app's payment provider; null refuses card methods (402, no payment made). */
  paymentProvider: PaymentProvider | null;
  catalogOf(hotelId: number): Promise<HotelCatalog>;
  checkAnswers?: AnswersChecker;
}

/** The member who books: their rates, and for spending points how they signed in (spec §6). */
export interface BookingMember extends SearchMember {
  provider?: MemberProvider;
}

export interface CreateReservationInput {
  hotel: HotelWithBrand;
  body: BookingBody;
  idempotencyKey: string;
  locale: Locale;
  /** The signed-in member of the hotel's brand: the booking is theirs (null: a guest booking). */
  member: BookingMember | null;
  siteController: string | undefined;
}

/** An HTTP answer to replay exactly: status, the body's exact bytes (`raw`), and the body they hold. */
export interface BookingAnswer {
  status: number;
  raw: string;
  body: { data: Reservation & { bypass_token: string } };
}

/** The 201 of a booking as sent: the bytes are fixed here, once, and kept for replays. */
function answerOf(dto: Reservation, token: string): BookingAnswer {
  const body = { data: { ...dto, bypass_token: token } };
  return { status: 201, raw: JSON.stringify(body), body };
}

/** A kept answer again, byte for byte. */
function keptAnswer(status: number, raw: string): BookingAnswer {
  return { status, raw, body: JSON.parse(raw) };
}

const MAX_ATTEMPTS = 5;
const RETRYABLE_CODES = new Set(['40P01', '40001']);

function roomRows(quote: BookingQuote, body: BookingBody): NewRoom[] {
  return quote.rooms.map(({ index, offer, party, price }) => ({
    row: {
      roomIndex: index,
      roomTypeId: offer.roomType.id,
      roomPlanId: offer.roomPlan.id,
      hotelPlanId: offer.plan.id,
      roomTypeCode: offer.roomType.code,
      roomPlanCode: offer.roomPlan.code,
      hotelPlanCode: offer.plan.code,
      adults: party.adults,
      children: party.children,
      kidsTiers: party.echo.kids_tiers,
      kidsAgeRange: party.echo.kids_age_range,
      adultCompanion: party.adultCompanion,
      kidTierACompanion: party.kidTierACompanion,
      guestFirstName: body.rooms[index]!.guest?.first_name ?? null,
      guestLastName: body.rooms[index]!.guest?.last_name ?? null,
      totalPrice: price.total,
      tax: price.tax,
      accommodationTax: price.accommodationTax,
      priceBeforeDiscounts: price.priceBeforeDiscounts,
      discounts: price.discounts,
      codeDiscount: price.appliedCode?.discount_amount ?? 0,
    },
    nights: price.nightly,
  }));
}

/**
 * Where the guest came from, as the reservation keeps it (decision 061): an empty text is none, each
 * segment id once, and the funnel's source made of them (the bookings step counts by it).
 */
function attributionColumns(attribution: BookingBody['attribution']) {
  const given = attribution ?? {};
  const utmSource = given.utm_source || null;
  const metasearchSource = given.metasearch_source || null;
  return {
    utmSource,
    utmMedium: given.utm_medium || null,
    utmCampaign: given.utm_campaign || null,
    metasearchSource,
    segmentIds: [...new Set(given.segment_ids ?? [])],
    source: attributionSource({ metasearch_source: metasearchSource, utm_source: utmSource }),
  };
}

/** Whose points, in which currency, up to the total price: what checkSpending and spendPoints share. */
function spendingOf(hotel: HotelWithBrand, member: BookingMember, quote: BookingQuote) {
  return {
    memberId: member.memberId,
    brandId: hotel.brand.id,
    limit: quote.total,
    currency: hotel.currency,
    provider: member.provider,
    field: 'spending_point',
  };
}

/** Every file id the answers name (per answer and per room). */
function attachmentIdsOf(body: Pick<BookingBody, 'answers'>): string[] {
  return body.answers.flatMap((a) => [
    ...(a.file_attachment_ids ?? []),
    ...(a.rooms ?? []).flatMap((r) => r.file_attachment_ids ?? []),
  ]);
}

type PreparedBooking = Awaited<ReturnType<typeof prepareBooking>>;

/**
 * Everything a booking checks and prices before it writes: the guest, the quote against the total the
 * guest saw, the payment method, points, the saved card, the answers. Reads only; throws the refusal.
 */
async function prepareBooking(deps: ReservationDeps, input: CreateReservationInput) {
  const { db } = deps;
  const { hotel, body, locale } = input;
  const guest = checkGuest(body, hotel.settings.guest_field_requirements);
  checkRoomIndexes(body);
  const now = deps.now();
  const catalog = await deps.catalogOf(hotel.id);
  const quote = await quoteBooking(db, { ...input, catalog, now });
  if (quote.codeForNoRoom) throw searchErrors.promotionNotForPlan(quote.codeForNoRoom);
  if (quote.total !== body.total_price) {
    throw reservationErrors.priceChanged(
      {
        total_price: quote.total,
        tax: quote.tax,
        previous_total_price: body.total_price,
        rooms: quote.rooms.map((r) => ({
          room_index: r.index,
          total_price: r.price.total,
          tax: r.price.tax,
        })),
      },
      formatMoney(quote.total, hotel.currency, locale),
    );
  }
  checkPaymentMethod(body, quote);
  // Points (decision 040): the member's, checked against the programme now and spent in the booking's
  // transaction below; total_price stays the price before them, the guest pays the rest.
  const points = body.spending_point;
  const spender = input.member;
  if (points > 0) {
    if (!spender) throw memberSessionErrors.signInRequired();
    await checkSpending(db, { ...spendingOf(hotel, spender, quote), amount: points });
  }
  const paid = priceAfterPoints(quote, points);
  checkSomethingToPayByCard(body.payment_method, paid.payable);
  if (isCard(body.payment_method)) {
    if (!body.card_token) throw reservationErrors.cardTokenRequired();
    if (!body.return_url) throw reservationErrors.returnUrlRequired();
    if (!deps.paymentProvider) throw reservationErrors.paymentUnavailable();
  }
  const cardChoice = await cardChoiceOf(deps, input, quote.checkout);
  const bank = body.payment_method === 'bank_transfer' ? await findBankTransferSettings(db, hotel.id) : null;
  if (body.payment_method === 'bank_transfer' && !bank) throw reservationErrors.paymentMethodNotAllowed();
  await deps.checkAnswers?.({ db, hotel, body, now, member: input.member });

  const amounts = paymentAmounts(body.payment_method, paid.payable, quote.depositPercent);
  const card = isCard(body.payment_method);
  const today = hotelToday(now, hotel.timeZone);
  const bankDeadline = bank ? bankTransferDeadline(today, quote.checkin, bank.deadlineDays) : null;
  const holdExpiresAt = card ? new Date(now.getTime() + THREE_D_SECURE_HOLD_MINUTES * 60_000) : null;
  const token = newToken();

  return {
    guest,
    now,
    catalog,
    quote,
    points,
    spender,
    paid,
    cardChoice,
    bank,
    amounts,
    card,
    bankDeadline,
    holdExpiresAt,
    token,
  };
}

/** What a booking writes besides its nights (decision 055): with none of it, one statement does all. */
function writesOnlyNights(input: CreateReservationInput, prepared: PreparedBooking): boolean {
  const { quote, points, card } = prepared;
  return (
    !card &&
    !input.member &&
    points === 0 &&
    quote.extras.extras.every((e) => e.deliveries.length === 0) &&
    !quote.code &&
    attachmentIdsOf(input.body).length === 0 &&
    input.body.answers.length === 0
  );
}

/**
 * The booking's statement (decision 055): its key, the nights it takes, the reservation with the ids
 * drawn for it and its rooms, and its job — the end of a card's hold, or the confirmation mail of a
 * booking confirmed in that statement alone (`mailNow`).
 */
async function bookingWrite(
  deps: ReservationDeps,
  input: CreateReservationInput,
  prepared: PreparedBooking,
  keys: { keyHash: string; requestHash: string },
  mailNow: boolean,
): Promise<BookingWrite> {
  const { hotel, body, idempotencyKey, locale } = input;
  const { guest, now, quote, points, paid, amounts, card, bankDeadline, holdExpiresAt, token } = prepared;
  const newRooms = roomRows(quote, body);
  const demands = nightDemands(quote);
  const { reservationId: id, roomIds } = await newReservationIds(deps.db, newRooms.length);
  return {
    key: { hotelId: hotel.id, ...keys, tokenCiphertext: sealToken(token, idempotencyKey) },
    reservation: {
      id,
      hotelId: hotel.id,
      number: newReservationNumber(),
      status: card ? 'pending_payment' : 'confirmed',
      email: body.guest.email,
      // A member's booking is theirs (spec §6), with the program and rank they booked in.
      memberId: input.member?.memberId ?? null,
      memberProgramId: input.member?.programId ?? null,
      memberRankId: input.member?.rankId ?? null,
      // A corporate booking (spec §6): the organization it counts against, and its referrer code.
      organizationId: input.member?.organizationId ?? null,
      referrerCode: input.member?.organizationId ? (input.member.referrerCode ?? null) : null,
      bypassTokenHash: hashToken(token),
      locale: body.locale ?? locale,
      currency: hotel.currency,
      checkinDate: quote.checkin,
      checkoutDate: quote.checkout,
      nights: quote.nights,
      guest,
      paymentMethod: body.payment_method,
      paymentState: amounts.state,
      returnUrl: body.return_url ?? null,
      roomsTotal: quote.roomsTotal,
      extrasTotal: quote.extras.total,
      totalPrice: quote.total,
      tax: paid.tax,
      accommodationTax: quote.accommodationTax,
      discount: quote.discount,
      pointDiscount: points,
      depositPercent: amounts.depositPercent,
      amountDueNow: amounts.amountDueNow,
      remainingAmount: amounts.remainingAmount,
      bankTransferDeadline: bankDeadline,
      promotionCodeId: quote.code?.id ?? null,
      promoCode: body.promo_code || null,
      couponCode: body.coupon_code || null,
      termsAcceptedAt: now,
      ...attributionColumns(body.attribution),
      holdExpiresAt,
      confirmedAt: card ? null : now,
      createdAt: now,
      updatedAt: now,
    },
    rooms: newRooms.map((room, i) => ({ ...room.row, id: roomIds[i]!, reservationId: id })),
    nights: newRooms.flatMap((room, i) =>
      room.nights.map((night) => ({
        reservationRoomId: roomIds[i]!,
        roomTypeId: room.row.roomTypeId,
        stayDate: night.date,
        price: night.price,
      })),
    ),
    taking: nightsTaking(hotel.id, demands),
    nightsWanted: demands.length,
    job: card
      ? holdExpiryJob.insertion(
          { reservationId: id },
          { runAt: holdExpiresAt!, dedupeKey: `${RESERVATION_JOBS.expirePaymentHold}:${id}` },
        )
      : mailNow
        ? confirmationMailInsertion(id)
        : undefined,
  };
}

/**
 * A booking that takes or records more than its nights, in one transaction: the statement, then the
 * extras' stock, the code's use, the files, the points, the extras and answers, a member's future
 * points, and the final answer kept with the key (none yet for a card: its step comes after).
 */
function bookInTransaction(
  deps: ReservationDeps,
  input: CreateReservationInput,
  prepared: PreparedBooking,
  write: BookingWrite,
  answerFor: (others: Pick<ReservationParts, 'extras' | 'answers'>) => BookingAnswer,
): Promise<{ id: number; answer: BookingAnswer | null }> {
  const { hotel, body, idempotencyKey } = input;
  const { now, quote, points, spender, card } = prepared;
  const id = write.reservation.id;
  const fileIds = attachmentIdsOf(body);
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The key is claimed in the same statement: a concurrent request with this key waits there
    // until this transaction ends.
    if ((await insertBooking(tx, write)) === 'sold_out') throw reservationErrors.soldOut();
    await takeExtraInventory(
      tx,
      quote.extras.extras.flatMap((e) => e.deliveries),
      new Map(quote.extras.extras.map((e) => [e.extraId, e.name])),
    );
    // Used up, or switched off by staff since the quote (then refused as an unknown code).
    if (quote.code && !(await takeCodeUse(tx, quote.code.id)))
      throw searchErrors.coupon(
        (await codeUseRefusal(tx, quote.code.id)) === 'switched_off'
          ? 'search.couponInvalid'
          : 'search.couponLimitReached',
        quote.code.codeType === 'coupon' ? 'coupon_code' : 'promo_code',
      );
    if ((await claimAttachments(tx, hotel.id, fileIds, id)) < new Set(fileIds).size)
      throw reservationErrors.attachmentTaken();
    // After the nights (the order every transaction takes locks in): 2401 when the balance is short.
    if (points > 0 && spender) {
      await spendPoints(tx, {
        ...spendingOf(hotel, spender, quote),
        amount: points,
        reservationId: id,
        now,
      });
    }
    const others = await insertReservationExtrasAndAnswers(tx, id, {
      extras: quote.extras.extras.flatMap((e) =>
        e.deliveries.map((d) => ({
          extraId: e.extraId,
          roomIndex: null,
          serviceDate: d.date,
          quantity: d.quantity,
          unitPrice: d.unitPrice,
          totalPrice: d.amount,
          tax: includedConsumptionTax(d.amount),
          inventoryTaken: d.quantity,
          answer: e.answer,
        })),
      ),
      answers: body.answers.map((a) => ({
        questionId: a.question_id,
        roomIndex: null,
        answer: a,
        attachmentIds: attachmentIdsOf({ answers: [a] }),
      })),
    });
    // A corporate booking counts against its organization's quota, last: the organization's lock is
    // taken after the nights' and held for the count and the commit only.
    const organizationId = write.reservation.organizationId;
    if (organizationId)
      await holdOrganizationQuota(tx, { organizationId, nights: write.nights.map((n) => n.stayDate) });
    if (card) return { id, answer: null };
    // A member's stay earns points, credited after check-out (member-points).
    if (input.member) await earnForStay(tx, id, now);
    // Without a card step the answer is final now: it is kept with the key, and the confirmation
    // mail's job inserted, in one statement of this transaction.
    const answer = answerFor(others);
    await saveIdempotentResponse(
      tx,
      hotel.id,
      write.key.keyHash,
      answer.status,
      sealAnswer(answer.raw, idempotencyKey),
      confirmationMailInsertion(id),
    );
    return { id, answer };
  });
}

/**
 * `POST /hotels/{hotelId}/reservations`: re-prices, then takes every night of every room, the extras'
 * stock and the code's use while it claims the Idempotency-Key — in one statement outside a
 * transaction when the booking writes nothing else (decision 055), else in one transaction; card
 * methods then authorise through the provider. A retry with the same key and body replays the first
 * answer; the same key with another body is refused (422).
 */
export async function createReservation(
  deps: ReservationDeps,
  input: CreateReservationInput,
): Promise<BookingAnswer> {
  const { db } = deps;
  const { hotel, body, idempotencyKey, locale } = input;
  const keyHash = hashIdempotencyKey(idempotencyKey);
  // Who books is part of the request: the same key and body from another member (or signed out) is
  // another request, never a replay of someone else's booking.
  const bodyHash = requestHash(hotel.id, input.member ? { ...body, member_id: input.member.memberId } : body);
  let prepared: PreparedBooking;
  try {
    prepared = await prepareBooking(deps, input);
  } catch (error) {
    // The key is read only when the checks refuse: a retry of a booking already made may no longer
    // pass them (its night is now sold out, the price moved) and still answers as it did. A fresh
    // key costs no read; a retry that passes meets the key in the insert below.
    const existing = await findIdempotencyKey(db, hotel.id, keyHash);
    if (existing) return replay(deps, input, existing, bodyHash);
    throw error;
  }
  const { now, catalog, bank, cardChoice, token } = prepared;
  const alone = writesOnlyNights(input, prepared);

  let booked: { id: number; answer: BookingAnswer | null } | null = null;
  for (let attempt = 1; booked === null; attempt += 1) {
    const write = await bookingWrite(deps, input, prepared, { keyHash, requestHash: bodyHash }, alone);
    // The rows as the statement stores them: the answer is made from them, never read back.
    const { reservation, rooms, nights } = bookingAsStored(write);
    // Confirmed by this statement (not a card's, which its authorisation confirms): told in it too.
    if (reservation.status === 'confirmed')
      write.event = reservationEventInCtes(reservationEvent('reservation.created', reservation), now);
    const answerFor = (others: Pick<ReservationParts, 'extras' | 'answers'>) =>
      answerOf(
        toReservationDto(reservation, { rooms, nights, ...others }, catalog, bank, locale, {
          now: deps.now(),
          timeZone: hotel.timeZone,
        }),
        token,
      );
    try {
      if (alone) {
        // The answer is made before the statement and kept by it with the key: one round trip.
        const answer = answerFor({ extras: [], answers: [] });
        write.key.answer = { status: answer.status, sealed: sealAnswer(answer.raw, idempotencyKey) };
        if ((await insertBooking(db, write)) === 'sold_out') throw reservationErrors.soldOut();
        booked = { id: write.reservation.id, answer };
      } else booked = await bookInTransaction(deps, input, prepared, write, answerFor);
    } catch (error) {
      const pg = databaseError(error);
      if (pg?.constraint === 'idempotency_keys_pk') {
        // Another request with this key committed first: answer as it did.
        const winner = await findIdempotencyKey(db, hotel.id, keyHash);
        if (winner) return replay(deps, input, winner, bodyHash);
      }
      const retry = pg && (pg.constraint === 'reservations_number_unique' || RETRYABLE_CODES.has(pg.code));
      if (!retry || attempt >= MAX_ATTEMPTS) throw error;
    }
  }

  await ensureIdempotencyCleanup(db, now).catch(() => undefined);
  if (booked.answer) return booked.answer;
  const row = (await findReservationById(db, booked.id))!;
  return finish(deps, input, row, token, keyHash, cardChoice);
}

const cardOwner = (input: CreateReservationInput) =>
  input.member ? { memberId: input.member.memberId, brandId: input.hotel.brand.id } : null;

/** The booking's saved-card choice (`credit_card_id`, `save_card`), checked; refused before anything is held. */
function cardChoiceOf(
  deps: ReservationDeps,
  input: CreateReservationInput,
  checkout: string,
): Promise<BookingCardChoice> {
  return bookingCardChoice(
    { db: deps.db, now: deps.now, provider: deps.paymentProvider },
    { body: input.body, card: isCard(input.body.payment_method), owner: cardOwner(input), checkout },
  );
}

/** Runs the card step if there is one, builds the 201 and keeps it for replays. */
async function finish(
  deps: ReservationDeps,
  input: CreateReservationInput,
  row: StoredReservation,
  token: string,
  keyHash: string,
  cardChoice?: BookingCardChoice,
): Promise<BookingAnswer> {
  let current = row;
  if (current.status === 'pending_payment' && !current.paymentId) {
    const outcome: PaymentAnswer = await payReservation(deps, {
      cardChoice: cardChoice ?? (await cardChoiceOf(deps, input, current.checkoutDate)),
      owner: cardOwner(input),
      row: current,
      cardToken: input.body.card_token!,
      returnUrl: input.body.return_url!,
      bypassToken: token,
      hotelId: input.hotel.id,
      keyHash,
      acceptedBrands: input.hotel.settings.payment_gateway_setting?.card_brands,
    });
    current = outcome.row;
  }
  const dto = await loadReservationDto(
    deps.db,
    current,
    await deps.catalogOf(input.hotel.id),
    input.locale,
    deps.now(),
    { timeZone: input.hotel.timeZone },
  );
  const answer = answerOf(dto, token);
  const sealed = sealAnswer(answer.raw, input.idempotencyKey);
  if (await saveIdempotentResponse(deps.db, input.hotel.id, keyHash, answer.status, sealed)) return answer;
  // A replay rebuilt and kept the answer first: every answer of this key is that one.
  const kept = await findIdempotencyKey(deps.db, input.hotel.id, keyHash);
  const raw = kept?.responseSealed ? openAnswer(kept.responseSealed, input.idempotencyKey) : null;
  return raw !== null && kept?.responseStatus ? keptAnswer(kept.responseStatus, raw) : answer;
}

/** The first answer of a key again; rebuilt from the reservation when it was not saved yet. */
async function replay(
  deps: ReservationDeps,
  input: CreateReservationInput,
  row: IdempotencyRecord,
  bodyHash: string,
): Promise<BookingAnswer> {
  if (row.requestHash !== bodyHash) throw reservationErrors.idempotencyKeyReused();
  const token = row.tokenCiphertext ? openToken(row.tokenCiphertext, input.idempotencyKey) : null;
  if (token === null) throw reservationErrors.idempotencyKeyReused();
  const raw = row.responseSealed ? openAnswer(row.responseSealed, input.idempotencyKey) : null;
  if (row.responseStatus !== null && raw !== null) return keptAnswer(row.responseStatus, raw);
  const reservation = row.reservationId ? await findReservationById(deps.db, row.reservationId) : null;
  if (!reservation) throw reservationErrors.idempotencyKeyReused();
  if (reservation.status === 'cancelled') throw paymentDeclined(3203);
  return finish(deps, input, reservation, token, row.keyHash);
}
