import type { Locale } from '@yadori/contract/locales';
import type {
  CancelReason,
  PaymentMethod,
  PaymentState,
  ReservationStatus,
} from '@yadori/contract/reservation.constants';
import type { Reservation, ReservationAnswerInput } from '@yadori/contract/reservation.schema';
import type { DiscountType } from '@yadori/contract/search.constants';
import type { Currency } from '@yadori/contract/settings.schema';
import type { Db } from '../../db/database.ts';
import { translate } from '../../i18n/translate.ts';
import { type HotelCatalog, loadCatalog } from '../search/search.repository.ts';
import { formatMoney } from './reservation-quote.ts';
import {
  type BankTransferSettingsRow,
  findBankTransferSettings,
  findReservationById,
  loadReservationParts,
  type ReservationParts,
  type ReservationRow,
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
  row: ReservationRow,
  settings: BankTransferSettingsRow | null,
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

/** The whole stay as the confirmation page shows it (names in `locale`). */
export function toReservationDto(
  row: ReservationRow,
  parts: ReservationParts,
  catalog: HotelCatalog,
  bank: BankTransferSettingsRow | null,
  locale: Locale,
): Reservation {
  const { email_confirmation: _omit, ...guest } = row.guest;
  return {
    id: row.id,
    number: row.number,
    hotel_id: row.hotelId,
    status: row.status as ReservationStatus,
    cancel_reason: (row.cancelReason as CancelReason | null) ?? null,
    email: row.email,
    checkin_date: row.checkinDate,
    checkout_date: row.checkoutDate,
    nights: row.nights,
    currency: row.currency as Currency,
    locale: row.locale as Locale,
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
    answers: parts.answers.map((a) => a.answer as ReservationAnswerInput),
    rooms_total: row.roomsTotal,
    extras_total: row.extrasTotal,
    total_price: row.totalPrice,
    tax: row.tax,
    accommodation_tax: row.accommodationTax,
    discount: row.discount,
    promo_code: row.promoCode,
    coupon_code: row.couponCode,
    payment: {
      method: row.paymentMethod as PaymentMethod,
      state: row.paymentState as PaymentState,
      deposit_percent: row.depositPercent,
      amount_due_now: row.amountDueNow,
      remaining_amount: row.remainingAmount,
      card_brand: row.cardBrand,
      card_last4: row.cardLast4,
    },
    bank_transfer: bankTransfer(row, bank, locale),
    three_d_secure:
      row.status === 'pending_payment' && row.threeDSecureUrl && row.holdExpiresAt
        ? { challenge_url: row.threeDSecureUrl, expires_at: row.holdExpiresAt.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Loads what the DTO needs besides the row: rooms, nights, extras, answers, bank details. */
export async function loadReservationDto(
  db: Db,
  row: ReservationRow,
  catalog: HotelCatalog,
  locale: Locale,
): Promise<Reservation> {
  const [parts, bank] = await Promise.all([
    loadReservationParts(db, row.id),
    row.paymentMethod === 'bank_transfer' ? findBankTransferSettings(db, row.hotelId) : Promise.resolve(null),
  ]);
  return toReservationDto(row, parts, catalog, bank, locale);
}

/**
 * The reservation as `GET …/reservations/{number}` answers it, by id (for the 3-D Secure endpoint's
 * 200 answer); null when there is none.
 */
export async function reservationView(
  db: Db,
  reservationId: number,
  locale: Locale,
): Promise<Reservation | null> {
  const row = await findReservationById(db, reservationId);
  if (!row) return null;
  return loadReservationDto(db, row, await loadCatalog(db, row.hotelId), locale);
}
