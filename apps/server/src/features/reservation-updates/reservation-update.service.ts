import { priceAfterPoints } from '@yadori/contract/point-spending.rules';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import { addDays, hotelToday } from '../../lib/hotel-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { releaseNights, takeNights } from '../inventory/inventory.service.ts';
import { pointErrors } from '../member-points/member-points.errors.ts';
import {
  earnForStay,
  keptPoints,
  refundPoints,
  spendPoints,
} from '../member-points/member-points.service.ts';
import { holdOrganizationQuota } from '../organizations/organizations.service.ts';
import {
  type BookingQuote,
  bumpReservationVersion,
  checkSomethingToPayByCard,
  findReservationById,
  isCard,
  loadReservationDto,
  loadReservationParts,
  nightDemands,
  paymentAmounts,
  takeCodeUse,
} from '../reservations/reservations.service.ts';
import type { ReservationParts, StoredReservation } from '../reservations/reservations.types.ts';
import { type GuestRequest, type UpdateDeps, withLockedReservation } from './guest-change.ts';
import { updateErrors } from './reservation-updates.errors.ts';
import {
  deleteRoomNights,
  insertReservationChange,
  releaseCodeUse,
  rewriteRooms,
  updateReservationFields,
} from './reservation-updates.repository.ts';
import { keptRooms, quoteNewStay, roomRewrites, staySummary, type UpdateBody } from './stay-quote.ts';
import { updateMailJob } from './update-mail.job.ts';
import { UPDATE_MAIL_KIND } from './update-mail.ts';

export type { GuestRequest, UpdateBody, UpdateDeps };

/** Money already taken on a card: changing the total would need a refund or a new charge. */
const CAPTURED_STATES = new Set(['captured', 'partially_refunded', 'refunded']);

const card = (row: StoredReservation) => isCard(row.paymentMethod);

/** The refusals that need no pricing: too soon, another code, extras left outside, money captured. */
function checkRequest(
  body: UpdateBody,
  row: StoredReservation,
  parts: ReservationParts,
  today: string,
): void {
  if (body.checkin_date <= today) throw updateErrors.checkinTooSoon();
  const booked = (row.couponCode ?? row.promoCode ?? '').toUpperCase();
  if (body.coupon_code && body.coupon_code.trim().toUpperCase() !== booked)
    throw updateErrors.couponNotChangeable();
  const outside = parts.extras.some(
    (e) =>
      e.serviceDate !== null && (e.serviceDate < body.checkin_date || e.serviceDate > body.checkout_date),
  );
  if (outside) throw updateErrors.extrasOutsideStay();
  if (card(row) && CAPTURED_STATES.has(row.paymentState)) throw updateErrors.payNotUpdatable();
}

/** The new total must be the one the guest saw (409 with the new prices). */
function checkTotal(
  request: GuestRequest & { body: UpdateBody },
  row: StoredReservation,
  quote: BookingQuote,
  parts: ReservationParts,
): { total: number; tax: number } {
  const tax = quote.tax + parts.extras.reduce((s, e) => s + e.tax, 0);
  const total = quote.roomsTotal + row.extrasTotal;
  if (total !== request.body.total_price) {
    throw updateErrors.priceChanged(
      {
        total_price: total,
        tax,
        previous_total_price: request.body.total_price,
        rooms: quote.rooms.map((r) => ({
          room_index: request.body.rooms[r.index]!.room_index,
          total_price: r.price.total,
          tax: r.price.tax,
        })),
      },
      formatMoney(total, request.hotel.currency, request.locale),
    );
  }
  return { total, tax };
}

/**
 * The points the changed stay spends (spec §5: an update re-computes them): what the body says, else
 * the booked points as far as the new total and the programme's steps allow. Only a member's booking
 * spends points (its member is the caller: the update rules make sure).
 */
async function pointsForChange(
  tx: Db,
  request: GuestRequest & { body: UpdateBody },
  row: StoredReservation,
  total: number,
): Promise<number> {
  const asked = request.body.spending_point;
  if (asked !== undefined) {
    if (asked > 0 && row.memberId === null) throw pointErrors.pointsUnavailable();
    return asked;
  }
  if (row.memberId === null) return 0;
  return keptPoints(tx, {
    brandId: request.hotel.brand.id,
    previous: row.pointDiscount,
    limit: total,
    currency: row.currency,
    provider: request.caller.provider,
  });
}

/**
 * Gives the booking's points back and spends `points` instead, in the change's transaction (after its
 * nights: the lock order of every booking). The same points again change nothing, so the member's
 * history shows a refund and a spend only when the figure moved.
 */
async function respendPoints(
  tx: Db,
  request: GuestRequest,
  row: StoredReservation,
  spend: { points: number; total: number; now: Date },
): Promise<void> {
  if (spend.points === row.pointDiscount) return;
  await refundPoints(tx, { reservationId: row.id, now: spend.now });
  if (spend.points === 0 || row.memberId === null) return;
  await spendPoints(tx, {
    memberId: row.memberId,
    brandId: request.hotel.brand.id,
    reservationId: row.id,
    amount: spend.points,
    now: spend.now,
    limit: spend.total,
    currency: row.currency,
    provider: request.caller.provider,
    field: 'spending_point',
  });
}

/** Bank transfers stay due by their deadline, but never after the day before the new check-in. */
function transferDeadline(row: StoredReservation, checkin: string, today: string): string | null {
  const latest = addDays(checkin, -1);
  if (!row.bankTransferDeadline || row.bankTransferDeadline <= latest) return row.bankTransferDeadline;
  return latest < today ? today : latest;
}

/**
 * `PUT …/reservations/{number}`: new dates, fewer rooms or other parties, re-priced by the search
 * engine. In one transaction after the lock: the old nights and the code use go back, the stay is
 * priced on what is then free, the new nights and the code use are taken with conditional updates,
 * rooms, nights and totals are rewritten, a new bypass token replaces the old one, the version goes up
 * and the change is recorded with its mail. Any refusal rolls all of it back.
 */
export async function updateReservation(
  deps: UpdateDeps,
  request: GuestRequest & { body: UpdateBody },
): Promise<Reservation & { bypass_token: string }> {
  const { hotel, body, locale } = request;
  const now = deps.now();
  const today = hotelToday(now, hotel.timeZone);
  const catalog = await deps.catalogOf(hotel.id);
  const token = newToken();

  const id = await withLockedReservation(deps, request, body.version, async (tx, row) => {
    const parts = await loadReservationParts(tx, row.id);
    checkRequest(body, row, parts, today);
    const kept = keptRooms(body, parts.rooms);

    await releaseNights(tx, row.id);
    await deleteRoomNights(tx, row.id);
    if (row.promotionCodeId !== null) await releaseCodeUse(tx, row.promotionCodeId);
    const quote = await quoteNewStay(tx, { hotel, catalog, locale, now, row, kept, body });
    const { total, tax } = checkTotal(request, row, quote, parts);
    if (!(await takeNights(tx, hotel.id, nightDemands(quote)))) throw updateErrors.soldOut();
    if (row.promotionCodeId !== null && !(await takeCodeUse(tx, row.promotionCodeId)))
      throw updateErrors.couponNoLongerValid();

    // Points: re-computed on the new total; the guest pays the rest, and a card never more than before.
    const points = await pointsForChange(tx, request, row, total);
    const paid = priceAfterPoints({ total, tax, accommodationTax: quote.accommodationTax }, points);
    if (card(row)) {
      checkSomethingToPayByCard(row.paymentMethod, paid.payable);
      if (paid.payable > row.amountDueNow + row.remainingAmount) throw updateErrors.payNotUpdatable();
    }
    await respendPoints(tx, request, row, { points, total, now });

    const keptIds = new Set(kept.map((r) => r.id));
    const dropped = parts.rooms.filter((r) => !keptIds.has(r.id));
    await rewriteRooms(tx, row.id, roomRewrites(quote, kept), dropped);
    const amounts = paymentAmounts(row.paymentMethod, paid.payable, row.depositPercent);
    if (!(await bumpReservationVersion(tx, row.id, body.version, now))) throw updateErrors.versionConflict();
    const stay = { checkinDate: quote.checkin, checkoutDate: quote.checkout, totalPrice: total };
    await updateReservationFields(
      tx,
      row.id,
      {
        ...stay,
        nights: quote.nights,
        roomsTotal: quote.roomsTotal,
        tax: paid.tax,
        accommodationTax: quote.accommodationTax,
        discount: quote.discount,
        pointDiscount: points,
        amountDueNow: amounts.amountDueNow,
        remainingAmount: amounts.remainingAmount,
        bankTransferDeadline: transferDeadline(row, quote.checkin, today),
        bypassTokenHash: hashToken(token),
      },
      now,
    );
    // A corporate stay's new nights count against its organization's quota (its old ones are gone).
    if (row.organizationId !== null)
      await holdOrganizationQuota(tx, {
        organizationId: row.organizationId,
        nights: quote.rooms.flatMap((room) => room.price.nightly.map((night) => night.date)),
      });
    // A member's future points follow the changed stay (its total, points and check-out day).
    await earnForStay(tx, row.id, now);
    await recordUpdate(tx, request, row, {
      before: staySummary(row, parts.rooms),
      after: staySummary(stay, (await loadReservationParts(tx, row.id)).rooms),
      priceAfter: total,
      now,
    });
    return row.id;
  });

  const row = (await findReservationById(deps.db, id))!;
  return { ...(await loadReservationDto(deps.db, row, catalog, locale)), bypass_token: token };
}

/** The history row and its mail job, in the change's transaction. */
async function recordUpdate(
  tx: Db,
  request: GuestRequest,
  row: StoredReservation,
  change: { before: Record<string, unknown>; after: Record<string, unknown>; priceAfter: number; now: Date },
): Promise<void> {
  const changeId = await insertReservationChange(tx, {
    reservationId: row.id,
    kind: 'update',
    actor: request.caller.memberId !== null ? 'member' : 'guest',
    before: change.before,
    after: change.after,
    priceBefore: row.totalPrice,
    priceAfter: change.priceAfter,
    createdAt: change.now,
  });
  await updateMailJob.enqueue(
    tx,
    { reservationId: row.id, changeId },
    { dedupeKey: `${UPDATE_MAIL_KIND}:${changeId}` },
  );
}
