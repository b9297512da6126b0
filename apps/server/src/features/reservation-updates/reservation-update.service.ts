import { ERROR_CODES } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { UpdateSettings, updateReservationBodySchema } from '@yadori/contract/reservation-update.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { HotelWithBrand } from '../hotels/hotels.repository.ts';
import { enqueueJob } from '../jobs/jobs.ts';
import { UPDATE_MAIL_KIND } from '../mail/update-mail.ts';
import {
  bumpReservationVersion,
  findGuestReservation,
  type GuestProof,
  guestProofMatches,
  lockReservation,
} from '../reservations/guest-access.ts';
import { isCard, paymentAmounts } from '../reservations/payment-rules.ts';
import {
  type BookingBody,
  type BookingQuote,
  formatMoney,
  quoteBooking,
} from '../reservations/reservation-quote.ts';
import { loadReservationDto } from '../reservations/reservation-view.ts';
import { ReservationError, reservationErrors } from '../reservations/reservations.errors.ts';
import {
  findReservationById,
  loadReservationParts,
  type NightDemand,
  type ReservationRoomRow,
  type ReservationRow,
  takeCodeUse,
  takeRoomNights,
} from '../reservations/reservations.repository.ts';
import { addDays, localDateTime } from '../search/dates.ts';
import type { HotelCatalog } from '../search/search.repository.ts';
import { updateErrors } from './reservation-updates.errors.ts';
import {
  insertReservationChange,
  type RoomRewrite,
  releaseCodeUse,
  releaseRoomNights,
  rewriteRooms,
  updateReservationFields,
} from './reservation-updates.repository.ts';
import { type BookingOwner, type UpdateCaller, updateDeadline, updateRefusal } from './update-rules.ts';

export type UpdateBody = z.output<typeof updateReservationBodySchema>;

export interface UpdateDeps {
  db: Db;
  now: () => Date;
  catalogOf(hotelId: number): Promise<HotelCatalog>;
}

export interface GuestRequest {
  hotel: HotelWithBrand;
  number: string;
  proof: GuestProof;
  caller: UpdateCaller;
  locale: Locale;
}

/** Every reservation is a guest booking today (reservations carry no member or organization yet). */
export function ownerOf(_row: ReservationRow): BookingOwner {
  return { kind: 'guest' };
}

/** Money already taken on a card: changing the total would need a refund or a new charge. */
const CAPTURED_STATES = new Set(['captured', 'partially_refunded', 'refunded']);

/** Guests whose `proof` does not open the reservation get the lookup's 404, whatever the reason. */
export async function findOwn(db: Db, request: GuestRequest): Promise<ReservationRow> {
  const row = await findGuestReservation(db, {
    hotelId: request.hotel.id,
    number: request.number,
    ...request.proof,
  });
  if (!row) throw reservationErrors.notFound();
  return row;
}

export function refusalOf(row: ReservationRow, hotel: HotelWithBrand, caller: UpdateCaller, now: Date) {
  return updateRefusal({
    status: row.status as ReservationStatus,
    staffModifiedAt: row.staffModifiedAt,
    checkinDate: row.checkinDate,
    timeZone: hotel.timeZone,
    now,
    owner: ownerOf(row),
    caller,
  });
}

/** `GET …/update_settings`: whether this caller may change the reservation now, and until when. */
export async function getUpdateSettings(deps: UpdateDeps, request: GuestRequest): Promise<UpdateSettings> {
  const row = await findOwn(deps.db, request);
  const parts = await loadReservationParts(deps.db, row.id);
  const reason = refusalOf(row, request.hotel, request.caller, deps.now());
  const over =
    reason === 'cancelled' ||
    reason === 'pending_payment' ||
    reason === 'modified_by_staff' ||
    reason === 'deadline_passed';
  return {
    is_active: true,
    updatable: reason === null,
    reason,
    deadline: over ? null : updateDeadline(row.checkinDate, request.hotel.timeZone).toISOString(),
    max_room_count: parts.rooms.length,
    version: row.version,
  };
}

/**
 * Runs `work` in one transaction after locking the reservation and checking again, on the locked row,
 * that the proof still opens it (a concurrent change may have replaced the token), that nobody changed
 * it since the guest read `version`, and that the rules still allow it. Deadlocks are retried.
 */
export async function withLockedReservation<T>(
  deps: UpdateDeps,
  request: GuestRequest,
  expectedVersion: number,
  work: (tx: Db, row: ReservationRow) => Promise<T>,
): Promise<T> {
  const found = await findOwn(deps.db, request);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await lockReservation(tx, found.id);
        if (!row || !guestProofMatches(row, request.proof)) throw reservationErrors.notFound();
        const reason = refusalOf(row, request.hotel, request.caller, deps.now());
        if (reason === 'cancelled' || reason === 'pending_payment') throw updateErrors.notUpdatable(reason);
        if (row.version !== expectedVersion) throw updateErrors.versionConflict();
        if (reason) throw updateErrors.notUpdatable(reason);
        return work(tx, row);
      });
    } catch (error) {
      if (attempt >= 5 || !retryable(error)) throw error;
    }
  }
}

function retryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Which booked rooms the change keeps, in the body's order; 400 for a room not booked or named twice. */
function keptRooms(body: UpdateBody, booked: ReservationRoomRow[]): ReservationRoomRow[] {
  const seen = new Set<number>();
  return body.rooms.map((input, position) => {
    const room = booked.find((r) => r.roomIndex === input.room_index);
    if (!room || seen.has(input.room_index)) throw updateErrors.roomNotBooked(position, input.room_index);
    seen.add(input.room_index);
    return room;
  });
}

/** The booked plan's search mode, so secret, voucher, member and limited plans are found again. */
function planAccess(catalog: HotelCatalog, room: ReservationRoomRow) {
  const plan = catalog.plans.find((p) => p.id === room.hotelPlanId);
  const visibility = plan?.visibility ?? 'all';
  return {
    mode: visibility === 'member' ? ('all' as const) : visibility,
    signedIn: visibility === 'member',
    siteController: plan?.siteControllerLimited ? 'tl_lincon' : undefined,
  };
}

function nightDemands(quote: BookingQuote): NightDemand[] {
  const byKey = new Map<string, NightDemand>();
  for (const room of quote.rooms) {
    for (const night of room.price.nightly) {
      const key = `${room.offer.roomType.id}|${night.date}`;
      const entry = byKey.get(key) ?? { roomTypeId: room.offer.roomType.id, date: night.date, rooms: 0 };
      entry.rooms += 1;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => a.roomTypeId - b.roomTypeId || a.date.localeCompare(b.date));
}

/** What the history keeps of a stay. */
function staySummary(row: ReservationRow, rooms: ReservationRoomRow[]) {
  return {
    checkin_date: row.checkinDate,
    checkout_date: row.checkoutDate,
    total_price: row.totalPrice,
    rooms: rooms.map((r) => ({
      room_index: r.roomIndex,
      adults: r.adults,
      children: r.children,
      kids_tiers: r.kidsTiers,
      total_price: r.totalPrice,
    })),
  };
}

/**
 * `PUT …/reservations/{number}`: new dates, fewer rooms or other parties, re-priced by the search
 * engine. In one transaction after the lock: the old nights go back, the stay is priced on what is
 * then free, the new nights are taken with the conditional update, rooms, nights and totals are
 * rewritten, a new bypass token replaces the old one, the version goes up and the change is
 * recorded with its mail. Any refusal rolls all of it back.
 */
export async function updateReservation(
  deps: UpdateDeps,
  request: GuestRequest & { body: UpdateBody },
): Promise<Reservation & { bypass_token: string }> {
  const { hotel, body, locale } = request;
  const now = deps.now();
  const today = localDateTime(now, hotel.timeZone).date;
  const catalog = await deps.catalogOf(hotel.id);
  const token = newToken();

  const id = await withLockedReservation(deps, request, body.version, async (tx, row) => {
    if (body.checkin_date <= today) throw updateErrors.checkinTooSoon();
    const bookedCode = row.couponCode ?? row.promoCode;
    if (body.coupon_code && body.coupon_code.trim().toUpperCase() !== (bookedCode ?? '').toUpperCase())
      throw updateErrors.couponNotChangeable();
    const parts = await loadReservationParts(tx, row.id);
    const kept = keptRooms(body, parts.rooms);
    const outside = parts.extras.some(
      (e) =>
        e.serviceDate !== null && (e.serviceDate < body.checkin_date || e.serviceDate > body.checkout_date),
    );
    if (outside) throw updateErrors.extrasOutsideStay();
    if (isCard(row.paymentMethod as BookingBody['payment_method']) && CAPTURED_STATES.has(row.paymentState))
      throw updateErrors.payNotUpdatable();

    await releaseRoomNights(tx, row.id);
    if (row.promotionCodeId !== null) await releaseCodeUse(tx, row.promotionCodeId);
    const access = planAccess(catalog, kept[0]!);
    const quoteBody = {
      checkin_date: body.checkin_date,
      checkout_date: body.checkout_date,
      rooms: body.rooms.map((input, i) => ({
        room_type_code: kept[i]!.roomTypeCode,
        room_plan_code: kept[i]!.roomPlanCode,
        adults: input.adults,
        children: input.children,
        kids_tiers: input.kids_tiers,
        kids_age_range: input.kids_age_range,
        adult_companion: kept[i]!.adultCompanion,
        kid_tier_A_companion: kept[i]!.kidTierACompanion,
      })),
      guest: row.guest,
      payment_method: row.paymentMethod,
      promo_code: row.promoCode ?? undefined,
      coupon_code: row.couponCode ?? undefined,
      mode: access.mode,
      extras: [],
      answers: [],
      total_price: body.total_price,
      terms_accepted: true,
    } as BookingBody;
    const quote = await quoteBooking(tx, {
      hotel,
      catalog,
      body: quoteBody,
      locale,
      now,
      signedIn: access.signedIn,
      siteController: access.siteController,
    }).catch((error: unknown) => {
      if (error instanceof ReservationError && error.detailCode === 'sold_out') throw updateErrors.soldOut();
      // The booked code is re-checked for the new stay: expired or used up since is not the guest's input.
      if (error instanceof AppError && error.code === ERROR_CODES.couponInvalid)
        throw updateErrors.couponNoLongerValid();
      throw error;
    });
    if (row.promotionCodeId !== null) {
      if (quote.code?.id !== row.promotionCodeId) throw updateErrors.couponNoLongerValid();
      if (!(await takeCodeUse(tx, row.promotionCodeId))) throw updateErrors.couponNoLongerValid();
    }

    const extrasTax = parts.extras.reduce((s, e) => s + e.tax, 0);
    const total = quote.roomsTotal + row.extrasTotal;
    if (total !== body.total_price) {
      throw updateErrors.priceChanged(
        {
          total_price: total,
          tax: quote.tax + extrasTax,
          previous_total_price: body.total_price,
          rooms: quote.rooms.map((r) => ({
            room_index: kept[r.index]!.roomIndex,
            total_price: r.price.total,
            tax: r.price.tax,
          })),
        },
        formatMoney(total, hotel.currency, locale),
      );
    }
    if (isCard(row.paymentMethod as BookingBody['payment_method']) && total > row.totalPrice)
      throw updateErrors.payNotUpdatable();
    if (!(await takeRoomNights(tx, hotel.id, nightDemands(quote)))) throw updateErrors.soldOut();

    const rewrites: RoomRewrite[] = quote.rooms.map(({ index, party, price }) => ({
      room: kept[index]!,
      fields: {
        adults: party.adults,
        children: party.children,
        kidsTiers: party.echo.kids_tiers,
        kidsAgeRange: party.echo.kids_age_range,
        totalPrice: price.total,
        tax: price.tax,
        accommodationTax: price.accommodationTax,
        priceBeforeDiscounts: price.priceBeforeDiscounts,
        discounts: price.discounts,
        codeDiscount: price.appliedCode?.discount_amount ?? 0,
      },
      nights: price.nightly,
    }));
    const keptIds = new Set(kept.map((r) => r.id));
    await rewriteRooms(
      tx,
      row.id,
      rewrites,
      parts.rooms.filter((r) => !keptIds.has(r.id)),
    );

    const amounts = paymentAmounts(
      row.paymentMethod as BookingBody['payment_method'],
      total,
      row.depositPercent,
    );
    const latestTransfer = addDays(body.checkin_date, -1);
    const bankDeadline =
      row.bankTransferDeadline && row.bankTransferDeadline > latestTransfer
        ? latestTransfer < today
          ? today
          : latestTransfer
        : row.bankTransferDeadline;
    if (!(await bumpReservationVersion(tx, row.id, body.version, now))) throw updateErrors.versionConflict();
    await updateReservationFields(
      tx,
      row.id,
      {
        checkinDate: quote.checkin,
        checkoutDate: quote.checkout,
        nights: quote.nights,
        roomsTotal: quote.roomsTotal,
        totalPrice: total,
        tax: quote.tax + extrasTax,
        accommodationTax: quote.accommodationTax,
        discount: quote.discount,
        amountDueNow: amounts.amountDueNow,
        remainingAmount: amounts.remainingAmount,
        bankTransferDeadline: bankDeadline,
        bypassTokenHash: hashToken(token),
      },
      now,
    );
    const after = await loadReservationParts(tx, row.id);
    const changeId = await insertReservationChange(tx, {
      reservationId: row.id,
      kind: 'update',
      actor: request.caller.memberId !== null ? 'member' : 'guest',
      before: staySummary(row, parts.rooms),
      after: staySummary(
        { ...row, checkinDate: quote.checkin, checkoutDate: quote.checkout, totalPrice: total },
        after.rooms,
      ),
      priceBefore: row.totalPrice,
      priceAfter: total,
      createdAt: now,
    });
    await enqueueJob(tx, {
      kind: UPDATE_MAIL_KIND,
      payload: { reservationId: row.id, changeId },
      dedupeKey: `${UPDATE_MAIL_KIND}:${changeId}`,
    });
    return row.id;
  });

  const row = (await findReservationById(deps.db, id))!;
  const dto = await loadReservationDto(deps.db, row, catalog, locale);
  return { ...dto, bypass_token: token };
}
