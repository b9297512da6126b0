// The console's reads of a hotel's reservations (decision 058): the list, one stay in full, its fees.
import type { Attribution } from '@yadori/contract/analytics.schema';
import type { Locale } from '@yadori/contract/locales';
import type { Currency } from '@yadori/contract/settings.schema';
import type {
  StaffReservation,
  StaffReservationNote,
  StaffReservationRow,
  StaffReservationsQuery,
} from '@yadori/contract/staff-reservations.schema';
import type { Db } from '../../db/database.ts';
import { addDays, isIsoDate, zonedInstant } from '../../lib/hotel-time.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import {
  type CancelTermsInput,
  cancelTerms,
  roomCosts,
} from '../cancellation-policies/cancellation-policies.service.ts';
import type { HotelCatalog, HotelWithBrand } from '../hotels/hotels.service.ts';
import { guestName, loadReservationDto, loadReservationParts } from '../reservations/reservations.service.ts';
import type { ReservationParts } from '../reservations/reservations.types.ts';
import {
  requireStaffHotel,
  type StaffHotelRow,
  type StaffPrincipal,
} from '../staff-accounts/staff-access.service.ts';
import { cardMoneyLimits } from './staff-money-limits.ts';
import { staffReservationErrors as E } from './staff-reservations.errors.ts';
import {
  findHotelReservation,
  findStaffParts,
  findStaffReservations,
  type StaffStoredReservation,
} from './staff-reservations.repository.ts';

/** What the console's reservation calls run with (the app's). */
export interface StaffReservationDeps {
  db: Db;
  now: () => Date;
  catalogOf(hotelId: number): Promise<HotelCatalog>;
  /** The hotel with its brand and settings (a change of a stay is priced and checked with them). */
  hotelById(hotelId: number): Promise<HotelWithBrand | null>;
  /** Settles a cancellation's card money right after it (null: the durable job does it). */
  paymentProvider: PaymentProvider | null;
  /** Told when settling right away failed (the job retries it). */
  onSettleError?: (error: unknown, reservationId: number) => void;
}

/** One stay of the console: the hotel, the staff member, the reservation number. */
export interface StaffStayInput {
  principal: StaffPrincipal;
  hotelId: number;
  number: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Midnight starting `date` in the hotel's time zone; none past 9999-12-31 (no bound then). */
const dayStart = (date: string, timeZone: string) =>
  isIsoDate(date) ? zonedInstant(date, '00:00', timeZone) : undefined;

/** `GET /staff/hotels/{hotelId}/reservations` (reservations.read): a page of the hotel's stays. */
export async function listStaffReservations(
  db: Db,
  input: { principal: StaffPrincipal; hotelId: number; query: StaffReservationsQuery },
): Promise<{
  data: StaffReservationRow[];
  page: number;
  per_page: number;
  total_pages: number;
  total_entries: number;
}> {
  const hotel = await requireStaffHotel(db, input.principal, input.hotelId, 'reservations.read');
  const { query } = input;
  const { rows, total } = await findStaffReservations(
    db,
    {
      hotelId: hotel.id,
      q: query.q,
      status: query.status,
      noShow: query.no_show,
      checkinFrom: query.checkin_from,
      checkinTo: query.checkin_to,
      // Booking dates are the hotel's calendar days: from the first one's midnight to the last one's end.
      createdFrom: query.created_from ? dayStart(query.created_from, hotel.timeZone) : undefined,
      createdBefore: query.created_to ? dayStart(addDays(query.created_to, 1), hotel.timeZone) : undefined,
      paymentMethod: query.payment_method,
    },
    { sort: query.sort, limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const locale = input.principal.locale;
  return {
    data: rows.map((row) => ({
      number: row.number,
      status: row.status,
      no_show: row.noShow,
      checkin_date: row.checkinDate,
      checkout_date: row.checkoutDate,
      nights: row.nights,
      room_count: row.roomCount,
      guest_name: guestName(row.guest, locale),
      email: row.email,
      phone: row.guest.phone,
      total_price: row.totalPrice,
      currency: row.currency as Currency,
      payment_method: row.paymentMethod,
      payment_state: row.paymentState,
      member: row.member,
      organization_name: row.organizationName,
      created_at: iso(row.createdAt),
      staff_modified: row.staffModified,
      source: row.source,
    })),
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
    total_entries: total,
  };
}

/** Each room's cost and policy, as the cancellation terms read them. */
export const costsOf = (parts: ReservationParts, catalog: HotelCatalog) =>
  roomCosts(parts.rooms, parts.extras, catalog);

/** The no-show's fee by the rooms' policies: each room's no-show percentage of its cost (rounded down). */
export function noShowPolicyFee(rooms: CancelTermsInput['rooms']): number {
  return rooms.reduce(
    (sum, room) =>
      sum + (room.policy ? Math.floor((room.cost * room.policy.no_show_percentage_of_cost) / 100) : 0),
    0,
  );
}

/** What cancelling now costs by the policies, also on the day and after (null: not a confirmed stay). */
export function cancellationPolicyFee(
  row: StaffStoredReservation,
  rooms: CancelTermsInput['rooms'],
  timeZone: string,
  now: Date,
): number | null {
  if (row.status !== 'confirmed') return null;
  return cancelTerms({ status: row.status, checkinDate: row.checkinDate, timeZone, now, rooms }).fee ?? null;
}

/** The stay in full, as the console shows it. */
async function detailOf(
  deps: Pick<StaffReservationDeps, 'db' | 'catalogOf'>,
  hotel: StaffHotelRow,
  row: StaffStoredReservation,
  locale: Locale,
  now: Date,
): Promise<StaffReservation> {
  const { db } = deps;
  const [catalog, parts, own] = await Promise.all([
    deps.catalogOf(hotel.id),
    loadReservationParts(db, row.id),
    findStaffParts(db, hotel.id, row.id),
  ]);
  const dto = await loadReservationDto(db, row, catalog, locale, now, { parts, timeZone: hotel.timeZone });
  const {
    status: _wireStatus,
    cancellable: _cancellable,
    cancel_refusal: _refusal,
    cancellation_fee: _terms,
    three_d_secure: _challenge,
    ...stay
  } = dto;
  const rooms = costsOf(parts, catalog);
  const live = row.status === 'confirmed';
  return {
    ...stay,
    status: row.status,
    cancellation_fee: row.status === 'cancelled' ? row.cancellationFee : null,
    policy_fees: {
      cancellation: cancellationPolicyFee(row, rooms, hotel.timeZone, now),
      no_show: live && row.noShowAt === null ? noShowPolicyFee(rooms) : null,
    },
    no_show: row.noShowAt ? { at: row.noShowAt.toISOString(), fee: row.noShowFee ?? 0 } : null,
    card_money: cardMoneyLimits(row),
    staff_modified_at: row.staffModifiedAt?.toISOString() ?? null,
    member_id: row.memberId,
    organization:
      row.organizationId !== null && row.organizationName !== null
        ? { id: row.organizationId, name: row.organizationName }
        : null,
    files: own.files.map((f) => ({
      id: f.id,
      file_name: f.fileName,
      content_type: f.contentType,
      size: f.size,
      question_id: f.questionId,
      room_index: f.roomIndex,
      created_at: iso(f.createdAt),
    })),
    changes: own.changes.map((c) => ({
      id: c.id,
      kind: c.kind,
      actor: c.actor,
      before: c.before,
      after: c.after,
      price_before: c.priceBefore,
      price_after: c.priceAfter,
      created_at: iso(c.createdAt),
    })),
    notes: own.notes.map(toNote),
    attribution: attributionOf(row),
  };
}

/** Where the guest came from, as the booking kept it (decision 061). */
const attributionOf = (row: StaffStoredReservation): Attribution => ({
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
  metasearch_source: row.metasearchSource,
  segment_ids: row.segmentIds,
  source: row.source,
});

export const toNote = (n: {
  id: number;
  body: string;
  author: string;
  createdAt: string;
}): StaffReservationNote => ({
  id: n.id,
  body: n.body,
  author: n.author,
  created_at: iso(n.createdAt),
});

/** The hotel's stay `number` read afresh and shown in full (404 when it is not the hotel's). */
export async function showStay(
  deps: StaffReservationDeps,
  hotel: StaffHotelRow,
  input: StaffStayInput,
): Promise<StaffReservation> {
  const row = await findHotelReservation(deps.db, hotel.id, input.number);
  if (!row) throw E.notFound();
  return detailOf(deps, hotel, row, input.principal.locale, deps.now());
}

/** `GET …/reservations/{number}` (reservations.read). */
export async function staffReservation(
  deps: StaffReservationDeps,
  input: StaffStayInput,
): Promise<StaffReservation> {
  const hotel = await requireStaffHotel(deps.db, input.principal, input.hotelId, 'reservations.read');
  return showStay(deps, hotel, input);
}
