import type { UserReservationTab } from '@yadori/contract/membership.schema';
import type { NamedTranslation } from '@yadori/contract/search.schema';
import type { Translation } from '@yadori/contract/settings.schema';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotelPlans } from '../../db/tables/hotel-plans.table.ts';
import { hotels } from '../../db/tables/hotels.table.ts';
import { reservationRooms, reservations } from '../../db/tables/reservations.table.ts';
import { roomTypes } from '../../db/tables/room-types.table.ts';

/** One of a member's stays as the list shows it (names in every language, picked by the service). */
export interface MemberStayRow {
  number: string;
  status: string;
  hotelId: number;
  hotelCode: string;
  hotelName: string;
  hotelTranslations: Translation[];
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  roomCount: number;
  totalPrice: number;
  currency: string;
  roomTypeName: string | null;
  roomTypeTranslations: NamedTranslation[] | null;
  planName: string | null;
  planTranslations: NamedTranslation[] | null;
}

/** The hotel-local date of `now` at the reservation's hotel. */
const hotelToday = (now: Date) =>
  sql`((${now.toISOString()}::timestamptz) at time zone ${hotels.timeZone})::date`;

/**
 * Which stays a tab holds. Only stays that were booked count: a card hold whose payment never completed
 * (never confirmed, cancelled as declined or expired) is nobody's stay. Upcoming and completed are told
 * apart by the check-out date against today at the hotel.
 */
function tabCondition(tab: UserReservationTab, now: Date): SQL {
  switch (tab) {
    case 'upcoming':
      return and(
        eq(reservations.status, 'confirmed'),
        sql`${reservations.checkoutDate} >= ${hotelToday(now)}`,
      )!;
    case 'completed':
      return and(
        eq(reservations.status, 'confirmed'),
        sql`${reservations.checkoutDate} < ${hotelToday(now)}`,
      )!;
    case 'cancelled':
      return eq(reservations.status, 'cancelled');
  }
}

/** Upcoming: the next stay first; completed: the latest first; cancelled: the last cancelled first. */
function tabOrder(tab: UserReservationTab): SQL[] {
  switch (tab) {
    case 'upcoming':
      return [asc(reservations.checkinDate), asc(reservations.id)];
    case 'completed':
      return [desc(reservations.checkoutDate), desc(reservations.id)];
    case 'cancelled':
      return [desc(reservations.cancelledAt), desc(reservations.id)];
  }
}

/**
 * A page of the member's stays in one tab, at the hotels of `brandId` only, with the total count. Names
 * come from the first room (room type and plan).
 */
export async function findMemberStays(
  db: Db,
  input: {
    memberId: number;
    brandId: number;
    tab: UserReservationTab;
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: MemberStayRow[]; total: number }> {
  const where = and(
    eq(reservations.memberId, input.memberId),
    eq(hotels.brandId, input.brandId),
    isNotNull(reservations.confirmedAt),
    tabCondition(input.tab, input.now),
  );
  const roomCount = sql<number>`(select count(*)::int from ${reservationRooms} rr where rr.reservation_id = ${reservations.id})`;
  const [rows, counted] = await Promise.all([
    db
      .select({
        number: reservations.number,
        status: reservations.status,
        hotelId: hotels.id,
        hotelCode: hotels.code,
        hotelName: hotels.name,
        hotelTranslations: hotels.nameTranslations,
        checkinDate: reservations.checkinDate,
        checkoutDate: reservations.checkoutDate,
        nights: reservations.nights,
        roomCount,
        totalPrice: reservations.totalPrice,
        currency: reservations.currency,
        roomTypeName: roomTypes.name,
        roomTypeTranslations: roomTypes.translations,
        planName: hotelPlans.name,
        planTranslations: hotelPlans.translations,
      })
      .from(reservations)
      .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
      .leftJoin(
        reservationRooms,
        and(eq(reservationRooms.reservationId, reservations.id), eq(reservationRooms.roomIndex, 0)),
      )
      .leftJoin(roomTypes, eq(roomTypes.id, reservationRooms.roomTypeId))
      .leftJoin(hotelPlans, eq(hotelPlans.id, reservationRooms.hotelPlanId))
      .where(where)
      .orderBy(...tabOrder(input.tab))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reservations)
      .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, roomCount: Number(r.roomCount) })),
    total: Number(counted[0]?.total ?? 0),
  };
}
