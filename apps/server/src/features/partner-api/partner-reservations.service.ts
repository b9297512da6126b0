import {
  PARTNER_POLL_OVERLAP_SECONDS,
  type PartnerReservationsQuery,
  type PartnerReservationsResponse,
} from '@yadori/contract/partner-api.schema';
import type { Currency } from '@yadori/contract/settings.schema';
import { STAFF_RESERVATIONS_PAGE_SIZE } from '@yadori/contract/staff.constants';
import type { Db } from '../../db/database.ts';
import type { PartnerPrincipal } from '../partner-keys/partner-access.service.ts';
import { guestName } from '../reservations/reservations.service.ts';
import { requireStaffHotel } from '../staff-accounts/staff-access.service.ts';
import {
  findPartnerReservations,
  type PartnerReservationListRow,
  type PollPosition,
} from './partner-api.repository.ts';

type Next = PartnerReservationsResponse['next'];

/**
 * Where the next poll starts. While rows follow this page: right after its last row. Once caught up:
 * after the last row read, or where this poll started — but never later than the overlap behind the
 * clock, so a change written with an earlier `updated_at` that committed after this read (a slow
 * transaction, another instance's clock) is read by the next poll instead of being passed over.
 */
function nextPosition(
  rows: PartnerReservationListRow[],
  more: boolean,
  from: PollPosition | undefined,
  now: Date,
): Next {
  const last = rows.at(-1);
  const reached: Next | null = last
    ? { updated_since: last.updatedAt, after: last.number }
    : from
      ? { updated_since: from.since, after: from.after ?? null }
      : null;
  if (reached && more) return reached;
  const horizon = now.getTime() - PARTNER_POLL_OVERLAP_SECONDS * 1000;
  if (reached && Date.parse(reached.updated_since) <= horizon) return reached;
  return { updated_since: new Date(horizon).toISOString(), after: null };
}

/**
 * `GET /api/v1/hotels/{hotelId}/reservations` (reservations:read): a page of 50 of the hotel's stays
 * in the order they last changed, as the console lists them plus `updated_at` and `version`, and the
 * position the next poll starts from (see `nextPosition`).
 */
export async function listPartnerReservations(
  db: Db,
  input: { principal: PartnerPrincipal; hotelId: number; query: PartnerReservationsQuery; now: Date },
): Promise<PartnerReservationsResponse> {
  const { principal, query } = input;
  const hotel = await requireStaffHotel(db, principal, input.hotelId, 'reservations.read');
  const from = query.updated_since ? { since: query.updated_since, after: query.after } : undefined;
  const perPage = STAFF_RESERVATIONS_PAGE_SIZE;
  const { rows, total } = await findPartnerReservations(
    db,
    {
      hotelId: hotel.id,
      from,
      status: query.status,
      checkinFrom: query.checkin_from,
      checkinTo: query.checkin_to,
    },
    { limit: perPage, offset: (query.page - 1) * perPage },
  );
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return {
    data: rows.map((row) => ({
      number: row.number,
      status: row.status,
      no_show: row.noShow,
      checkin_date: row.checkinDate,
      checkout_date: row.checkoutDate,
      nights: row.nights,
      room_count: row.roomCount,
      guest_name: guestName(row.guest, principal.locale),
      email: row.email,
      phone: row.guest.phone,
      total_price: row.totalPrice,
      currency: row.currency as Currency,
      payment_method: row.paymentMethod,
      payment_state: row.paymentState,
      member: row.member,
      organization_name: row.organizationName,
      created_at: new Date(row.createdAt).toISOString(),
      staff_modified: row.staffModified,
      source: row.source,
      updated_at: row.updatedAt,
      version: row.version,
    })),
    page: query.page,
    per_page: perPage,
    total_pages: totalPages,
    total_entries: total,
    next: nextPosition(rows, query.page < totalPages, from, input.now),
  };
}
