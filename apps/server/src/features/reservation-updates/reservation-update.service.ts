import type { Locale } from '@yadori/contract/locales';
import type { MemberProvider } from '@yadori/contract/membership.schema';
import { priceAfterPoints } from '@yadori/contract/point-spending.rules';
import type { ReservationChangeActor } from '@yadori/contract/reservation.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Db } from '../../db/database.ts';
import { addDays, hotelToday } from '../../lib/hotel-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
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
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
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
  body: Pick<UpdateBody, 'checkin_date' | 'checkout_date' | 'coupon_code'>,
  row: StoredReservation,
  parts: ReservationParts,
  earliestCheckin: string,
): void {
  if (body.checkin_date < earliestCheckin) throw updateErrors.checkinTooSoon();
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

/** The new total must be the one the caller saw, when one was sent (409 with the new prices). */
function checkTotal(
  change: StayChange,
  row: StoredReservation,
  quote: BookingQuote,
  parts: ReservationParts,
): { total: number; tax: number } {
  const { body } = change;
  const tax = quote.tax + parts.extras.reduce((s, e) => s + e.tax, 0);
  const total = quote.roomsTotal + row.extrasTotal;
  if (body.total_price !== undefined && total !== body.total_price) {
    throw updateErrors.priceChanged(
      {
        total_price: total,
        tax,
        previous_total_price: body.total_price,
        rooms: quote.rooms.map((r) => ({
          room_index: body.rooms[r.index]!.room_index,
          total_price: r.price.total,
          tax: r.price.tax,
        })),
      },
      formatMoney(total, change.hotel.currency, change.locale),
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
  change: StayChange,
  row: StoredReservation,
  total: number,
): Promise<number> {
  const asked = change.body.spending_point;
  if (asked !== undefined) {
    if (asked > 0 && row.memberId === null) throw pointErrors.pointsUnavailable();
    return asked;
  }
  if (row.memberId === null) return 0;
  return keptPoints(tx, {
    brandId: change.hotel.brand.id,
    previous: row.pointDiscount,
    limit: total,
    currency: row.currency,
    provider: change.provider,
  });
}

/**
 * Gives the booking's points back and spends `points` instead, in the change's transaction (after its
 * nights: the lock order of every booking). The same points again change nothing, so the member's
 * history shows a refund and a spend only when the figure moved.
 */
async function respendPoints(
  tx: Db,
  request: Pick<StayChange, 'hotel' | 'provider'>,
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
    provider: request.provider,
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
 * One change of a stay, whoever makes it: the hotel, the caller's language, the new stay, and what
 * differs between the guest and the hotel's staff (decision 058).
 */
interface StayChange {
  hotel: HotelWithBrand;
  catalog: HotelCatalog;
  locale: Locale;
  now: Date;
  body: Omit<UpdateBody, 'total_price' | 'coupon_code'> & { total_price?: number; coupon_code?: string };
  /** The first check-in date allowed: the guest's is tomorrow, the hotel's today. */
  earliestCheckin: string;
  actor: ReservationChangeActor;
  /** How the member signed in (points are not spent through a partner). */
  provider?: MemberProvider;
  /** The hash of the bypass token that replaces the old one (null: the token stays). */
  bypassTokenHash: string | null;
}

/**
 * The change itself, in the caller's transaction on the locked row: the old nights and the code use go
 * back, the stay is priced on what is then free, the new nights and the code use are taken with
 * conditional updates, rooms, nights and totals are rewritten, the version goes up (409 when it is not
 * `body.version`) and the change is recorded with its mail. Any refusal rolls all of it back. Returns
 * the new dates and total.
 */
async function applyStayChange(
  tx: Db,
  change: StayChange,
  row: StoredReservation,
): Promise<Pick<StoredReservation, 'checkinDate' | 'checkoutDate' | 'totalPrice'>> {
  const { hotel, catalog, locale, now, body } = change;
  const today = hotelToday(now, hotel.timeZone);
  const parts = await loadReservationParts(tx, row.id);
  checkRequest(body, row, parts, change.earliestCheckin);
  const kept = keptRooms(body, parts.rooms);

  await releaseNights(tx, row.id);
  await deleteRoomNights(tx, row.id);
  if (row.promotionCodeId !== null) await releaseCodeUse(tx, row.promotionCodeId);
  const quote = await quoteNewStay(tx, { hotel, catalog, locale, now, row, kept, body });
  const { total, tax } = checkTotal(change, row, quote, parts);
  if (!(await takeNights(tx, hotel.id, nightDemands(quote)))) throw updateErrors.soldOut();
  if (row.promotionCodeId !== null && !(await takeCodeUse(tx, row.promotionCodeId)))
    throw updateErrors.couponNoLongerValid();

  // Points: re-computed on the new total; the guest pays the rest, and a card never more than before.
  const points = await pointsForChange(tx, change, row, total);
  const paid = priceAfterPoints({ total, tax, accommodationTax: quote.accommodationTax }, points);
  if (card(row)) {
    checkSomethingToPayByCard(row.paymentMethod, paid.payable);
    if (paid.payable > row.amountDueNow + row.remainingAmount) throw updateErrors.payNotUpdatable();
  }
  await respendPoints(tx, change, row, { points, total, now });

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
      ...(change.bypassTokenHash === null ? {} : { bypassTokenHash: change.bypassTokenHash }),
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
  await recordUpdate(tx, change.actor, row, {
    before: staySummary(row, parts.rooms),
    after: staySummary(stay, (await loadReservationParts(tx, row.id)).rooms),
    priceAfter: total,
    now,
  });
  return stay;
}

/**
 * `PUT …/reservations/{number}`: new dates, fewer rooms or other parties, re-priced by the search
 * engine, in one transaction after the lock (`applyStayChange`) with its `reservation.modified` event; a
 * new bypass token replaces the old one.
 */
export async function updateReservation(
  deps: UpdateDeps,
  request: GuestRequest & { body: UpdateBody },
): Promise<Reservation & { bypass_token: string }> {
  const { hotel, body, locale } = request;
  const now = deps.now();
  const catalog = await deps.catalogOf(hotel.id);
  const token = newToken();
  const change: StayChange = {
    hotel,
    catalog,
    locale,
    now,
    body,
    earliestCheckin: addDays(hotelToday(now, hotel.timeZone), 1),
    actor: request.caller.memberId !== null ? 'member' : 'guest',
    provider: request.caller.provider,
    bypassTokenHash: hashToken(token),
  };
  const id = await withLockedReservation(deps, request, body.version, async (tx, row) => {
    const stay = await applyStayChange(tx, change, row);
    // The hotel's PMS hears of it in the change's transaction (decision 059), as the change left the stay.
    const changed = { ...row, ...stay, version: row.version + 1, updatedAt: now };
    await recordReservationEvent(tx, reservationEvent('reservation.modified', changed), now);
    return row.id;
  });

  const row = (await findReservationById(deps.db, id))!;
  return { ...(await loadReservationDto(deps.db, row, catalog, locale)), bypass_token: token };
}

/**
 * The hotel's change of a stay (decision 058), in the staff's transaction on the row they locked and
 * checked: the guest's change without the guest's rules — from today on (not only from tomorrow), the
 * total checked only when `total_price` is sent, the bypass token kept — recorded as the staff's, with
 * the guest's mail. The caller marks the stay staff-modified and tells the hotel's PMS (one event for
 * its whole change).
 */
export async function changeStayAsStaff(
  tx: Db,
  input: Pick<StayChange, 'hotel' | 'catalog' | 'locale' | 'now' | 'body'>,
  row: StoredReservation,
): Promise<void> {
  await applyStayChange(
    tx,
    {
      ...input,
      earliestCheckin: hotelToday(input.now, input.hotel.timeZone),
      actor: 'staff',
      bypassTokenHash: null,
    },
    row,
  );
}

/** The history row and its mail job, in the change's transaction. */
async function recordUpdate(
  tx: Db,
  actor: ReservationChangeActor,
  row: StoredReservation,
  change: { before: Record<string, unknown>; after: Record<string, unknown>; priceAfter: number; now: Date },
): Promise<void> {
  const changeId = await insertReservationChange(tx, {
    reservationId: row.id,
    kind: 'update',
    actor,
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
