import { type Locale, storedLocale } from '@yadori/contract/locales';
import { WIRE_STATUS_OF } from '@yadori/contract/reservation.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { DiscountType } from '@yadori/contract/search.constants';
import type { Currency } from '@yadori/contract/settings.schema';
import type { Db } from '../../db/database.ts';
import { translate } from '../../i18n/translate.ts';
import { formatMoney } from '../../lib/money.ts';
import { answersAsBooked } from '../additional-questions/additional-questions.service.ts';
import { cancelTerms, roomCosts } from '../cancellation-policies/cancellation-policies.service.ts';
import { findHotelById, type HotelCatalog, loadCatalog } from '../hotels/hotels.service.ts';
import {
  type BankTransferSettings,
  findBankTransferSettings,
  findReservationById,
  loadReservationParts,
  type ReservationParts,
  type StoredReservation,
} from './reservations.repository.ts';

function localizedName(
  translations: { locale: Locale; name: string }[],
  locale: Locale,
  fallback: string,
): string {
  return translations.find((t) => t.locale === locale)?.name ?? fallback;
}

function policyOf(catalog: HotelCatalog, policyId: number | undefined, locale: Locale) {
  const policy = policyId === undefined ? undefined : catalog.policies.get(policyId);
  if (!policy) return null;
  return {
    name: localizedName(policy.translations, locale, policy.name),
    cancel_before_at: policy.cancelBeforeAt,
    cancellation_policy_parts: policy.parts,
    no_show_percentage_of_cost: policy.noShow,
  };
}

function bankTransfer(
  row: StoredReservation,
  settings: BankTransferSettings | null,
  locale: Locale,
): Reservation['bank_transfer'] {
  if (row.paymentMethod !== 'bank_transfer' || !settings || !row.bankTransferDeadline) return null;
  const amount = row.remainingAmount;
  const own = settings.instructions.find((t) => t.locale === locale)?.name;
  return {
    bank_name: settings.bankName,
    branch_name: settings.branchName,
    account_type: settings.accountType,
    account_number: settings.accountNumber,
    account_holder: settings.accountHolder,
    amount,
    deadline: row.bankTransferDeadline,
    instructions:
      own ??
      translate(locale, 'reservation.bankTransferInstructions', {
        amount: formatMoney(amount, row.currency, locale),
        deadline: row.bankTransferDeadline,
      }),
  };
}

/** The app's clock and the hotel's time zone: what the cancellation terms are read with. */
export interface ReservationClock {
  now: Date;
  timeZone: string;
}

/** The cancellation fields of the DTO: the terms now before cancelling, what was charged after. */
function cancellationView(
  row: StoredReservation,
  parts: ReservationParts,
  catalog: HotelCatalog,
  clock: ReservationClock,
): Pick<Reservation, 'cancellation_fee' | 'cancellable' | 'cancel_refusal'> {
  const terms = cancelTerms({
    status: row.status,
    checkinDate: row.checkinDate,
    timeZone: clock.timeZone,
    now: clock.now,
    rooms: roomCosts(parts.rooms, parts.extras, catalog),
  });
  if (row.status === 'cancelled') {
    return { cancellation_fee: row.cancellationFee, cancellable: false, cancel_refusal: 'already_cancelled' };
  }
  return terms.cancellable
    ? { cancellation_fee: terms.fee, cancellable: true, cancel_refusal: null }
    : { cancellation_fee: null, cancellable: false, cancel_refusal: terms.refusal };
}

/** The whole stay as the confirmation page shows it (names in `locale`, cancellation terms at `clock`). */
export function toReservationDto(
  row: StoredReservation,
  parts: ReservationParts,
  catalog: HotelCatalog,
  bank: BankTransferSettings | null,
  locale: Locale,
  clock: ReservationClock,
): Reservation {
  const { email_confirmation: _omit, ...guest } = row.guest;
  return {
    id: row.id,
    number: row.number,
    hotel_id: row.hotelId,
    // Stored `confirmed` is the spec's `done` on the wire (decision 024).
    status: WIRE_STATUS_OF[row.status],
    cancel_reason: row.cancelReason,
    email: row.email,
    checkin_date: row.checkinDate,
    checkout_date: row.checkoutDate,
    nights: row.nights,
    currency: row.currency as Currency,
    locale: storedLocale(row.locale),
    guest,
    rooms: parts.rooms.map((room) => {
      const type = catalog.roomTypes.find((t) => t.id === room.roomTypeId);
      const plan = catalog.plans.find((p) => p.id === room.hotelPlanId);
      return {
        room_index: room.roomIndex,
        room_type_code: room.roomTypeCode,
        room_type_name: type ? localizedName(type.translations, locale, type.name) : room.roomTypeCode,
        room_plan_code: room.roomPlanCode,
        room_plan_name: plan ? localizedName(plan.translations, locale, plan.name) : room.roomPlanCode,
        hotel_plan_code: room.hotelPlanCode,
        adults: room.adults,
        children: room.children,
        kids_tiers: room.kidsTiers,
        kids_age_range: room.kidsAgeRange,
        adult_companion: room.adultCompanion,
        kid_tier_A_companion: room.kidTierACompanion,
        guest:
          room.guestFirstName && room.guestLastName
            ? { first_name: room.guestFirstName, last_name: room.guestLastName }
            : null,
        total_price: room.totalPrice,
        tax: room.tax,
        accommodation_tax: room.accommodationTax,
        price_before_discounts: room.priceBeforeDiscounts,
        discounts: room.discounts.map((d) => ({
          discount_type: d.discount_type as DiscountType,
          discount_amount: d.discount_amount,
        })),
        code_discount: room.codeDiscount,
        nightly_prices: parts.nights
          .filter((n) => n.reservationRoomId === room.id)
          .map((n) => ({ date: n.stayDate, price: n.price })),
        cancellation_policy: policyOf(catalog, plan?.cancellationPolicyId, locale),
      };
    }),
    extras: parts.extras.map((e) => {
      const extra = catalog.extras.find((x) => x.id === e.extraId);
      return {
        extra_id: e.extraId,
        name: extra ? localizedName(extra.translations, locale, extra.name) : String(e.extraId),
        room_index: e.roomIndex,
        service_date: e.serviceDate,
        quantity: e.quantity,
        unit_price: e.unitPrice,
        total_price: e.totalPrice,
        tax: e.tax,
        answer: e.answer,
      };
    }),
    answers: answersAsBooked(parts.answers),
    rooms_total: row.roomsTotal,
    extras_total: row.extrasTotal,
    total_price: row.totalPrice,
    tax: row.tax,
    accommodation_tax: row.accommodationTax,
    discount: row.discount,
    point_discount: row.pointDiscount,
    promo_code: row.promoCode,
    coupon_code: row.couponCode,
    payment: {
      method: row.paymentMethod,
      state: row.paymentState,
      deposit_percent: row.depositPercent,
      amount_due_now: row.amountDueNow,
      remaining_amount: row.remainingAmount,
      card_brand: row.cardBrand,
      card_last4: row.cardLast4,
      captured_amount: row.capturedAmount,
      refunded_amount: row.refundedAmount,
    },
    bank_transfer: bankTransfer(row, bank, locale),
    three_d_secure:
      row.status === 'pending_payment' && row.threeDSecureUrl && row.holdExpiresAt
        ? { challenge_url: row.threeDSecureUrl, expires_at: row.holdExpiresAt.toISOString() }
        : null,
    ...cancellationView(row, parts, catalog, clock),
    cancellation_fee_displayed: row.cancellationFeeDisplayed,
    reason: row.guestCancelReason,
    details: row.cancelDetails,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

async function hotelTimeZone(db: Db, hotelId: number): Promise<string> {
  return (await findHotelById(db, hotelId))?.timeZone ?? 'UTC';
}

/**
 * Loads what the DTO needs besides the row: rooms, nights, extras, answers, bank details, the hotel's
 * time zone. `now` is the app's clock (callers that have it pass it; the wall clock otherwise). `known`
 * holds what the caller already read (the parts in its transaction, the hotel's time zone): not read again.
 */
export async function loadReservationDto(
  db: Db,
  row: StoredReservation,
  catalog: HotelCatalog,
  locale: Locale,
  now: Date = new Date(),
  known: { parts?: ReservationParts; timeZone?: string } = {},
): Promise<Reservation> {
  const [parts, bank, timeZone] = await Promise.all([
    known.parts ?? loadReservationParts(db, row.id),
    row.paymentMethod === 'bank_transfer' ? findBankTransferSettings(db, row.hotelId) : Promise.resolve(null),
    known.timeZone ?? hotelTimeZone(db, row.hotelId),
  ]);
  return toReservationDto(row, parts, catalog, bank, locale, { now, timeZone });
}

/**
 * The reservation as `GET …/reservations/{number}` answers it, by id (for the 3-D Secure endpoint's
 * 200 answer); null when there is none.
 */
export async function reservationView(
  db: Db,
  reservationId: number,
  locale: Locale,
  now?: Date,
): Promise<Reservation | null> {
  const row = await findReservationById(db, reservationId);
  if (!row) return null;
  return loadReservationDto(db, row, await loadCatalog(db, row.hotelId), locale, now);
}
