import type { Locale } from '@yadori/contract/locales';
import {
  USER_RESERVATIONS_PAGE_SIZE,
  type UserReservation,
  type UserReservationTab,
  type userReservationsResponseSchema,
} from '@yadori/contract/membership.schema';
import type { Currency } from '@yadori/contract/settings.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { requireAnyMember } from '../member-sessions/member-sessions.service.ts';
import { findMemberStays, type MemberStayRow } from './member-reservations.repository.ts';

type UserReservationsPage = z.infer<typeof userReservationsResponseSchema>;

function nameIn(
  translations: readonly { locale: string; name: string }[] | null,
  locale: Locale,
  fallback: string | null,
): string {
  return translations?.find((t) => t.locale === locale && t.name)?.name ?? fallback ?? '';
}

function toUserReservation(row: MemberStayRow, locale: Locale): UserReservation {
  return {
    number: row.number,
    hotel_id: row.hotelId,
    hotel_code: row.hotelCode,
    hotel_name: nameIn(row.hotelTranslations, locale, row.hotelName),
    checkin_date: row.checkinDate,
    checkout_date: row.checkoutDate,
    nights: row.nights,
    room_count: row.roomCount,
    // Spec §3: a booked stay is `done` (shown as Reserved); the list never holds unfinished card holds.
    status: row.status === 'cancelled' ? 'cancelled' : 'done',
    room_type_name: nameIn(row.roomTypeTranslations, locale, row.roomTypeName),
    plan_name: nameIn(row.planTranslations, locale, row.planName),
    total_price: row.totalPrice,
    // The hotels_currency_known CHECK keeps it within the contract's currencies.
    currency: row.currency as Currency,
  };
}

/**
 * `GET /book/user/reservations?page&status`: the signed-in member's stays at the hotels of their
 * session's brand — upcoming (check-out today or later at the hotel), completed or cancelled — a page
 * of USER_RESERVATIONS_PAGE_SIZE at a time. 401 without a live session (requireAnyMember).
 */
export async function listMemberReservations(
  db: Db,
  input: {
    authorization: string | undefined;
    /** Whether the widget's client session may see the member's brand. */
    canSeeBrand: (brandId: number) => Promise<boolean>;
    page: number;
    status: UserReservationTab;
    locale: Locale;
    now: Date;
  },
): Promise<UserReservationsPage> {
  const member = await requireAnyMember(db, {
    authorization: input.authorization,
    canSeeBrand: input.canSeeBrand,
    now: input.now,
  });
  const { rows, total } = await findMemberStays(db, {
    memberId: member.memberId,
    brandId: member.brandId,
    tab: input.status,
    now: input.now,
    limit: USER_RESERVATIONS_PAGE_SIZE,
    offset: (input.page - 1) * USER_RESERVATIONS_PAGE_SIZE,
  });
  return {
    data: rows.map((row) => toUserReservation(row, input.locale)),
    page: input.page,
    total_pages: Math.ceil(total / USER_RESERVATIONS_PAGE_SIZE),
    total_entries: total,
  };
}
