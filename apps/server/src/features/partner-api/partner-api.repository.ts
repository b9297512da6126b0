import type { PaymentMethod, PaymentState, ReservationStatus } from '@yadori/contract/reservation.constants';
import type { ReservationGuest } from '@yadori/contract/reservation.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The partner API's own SQL (decision 059): the reservations list in the order a poll follows.
 * Everything else it reads and writes through the console's services (Idempotency-Keys: partner-keys).
 */

/** Where a poll starts: the rows changed at or after `since`, past (`since`, `after`) when given. */
export interface PollPosition {
  since: string;
  after?: string;
}

/** The list's filters as the service resolved them. */
export interface PartnerReservationFilter {
  hotelId: number;
  from?: PollPosition;
  status?: ReservationStatus;
  checkinFrom?: string;
  checkinTo?: string;
}

/** One row of the list, as stored. */
export interface PartnerReservationListRow {
  number: string;
  status: ReservationStatus;
  noShow: boolean;
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  roomCount: number;
  guest: ReservationGuest;
  email: string;
  totalPrice: number;
  currency: string;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  member: boolean;
  organizationName: string | null;
  createdAt: string;
  staffModified: boolean;
  /** The funnel's source of the booking (decision 061). */
  source: string;
  /** `updated_at` in UTC to the microsecond (`…T10:00:00.123456Z`): compared back exactly. */
  updatedAt: string;
  version: number;
}

function filterOf(f: PartnerReservationFilter): SQL {
  const parts: SQL[] = [sql`r.hotel_id = ${f.hotelId}`];
  if (f.from) {
    const since = sql`${f.from.since}::timestamptz`;
    parts.push(
      f.from.after === undefined
        ? sql`r.updated_at >= ${since}`
        : sql`(r.updated_at > ${since} or (r.updated_at = ${since} and r.number > ${f.from.after}))`,
    );
  }
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.checkinFrom) parts.push(sql`r.checkin_date >= ${f.checkinFrom}::date`);
  if (f.checkinTo) parts.push(sql`r.checkin_date <= ${f.checkinTo}::date`);
  return sql.join(parts, sql` and `);
}

/**
 * A page of the hotel's reservations in the order they last changed (`updated_at`, then number: a
 * total order, so a poll resuming after a row skips none), and how many match in all, in one statement.
 * Only the page's rows are joined to their rooms and organization; one row carries the count even when
 * the page is past the end.
 */
export async function findPartnerReservations(
  db: Db,
  filter: PartnerReservationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PartnerReservationListRow[]; total: number }> {
  const where = filterOf(filter);
  const rows = rowsOf<(PartnerReservationListRow & { total: number }) | { number: null; total: number }>(
    await db.execute(sql`
      with p as (
        select r.id from reservations r where ${where}
          order by r.updated_at, r.number
          limit ${page.limit} offset ${page.offset}
      ),
      matching as (select count(*)::int as total from reservations r where ${where})
      select r.number, r.status, r.no_show_at is not null as "noShow",
          r.checkin_date::text as "checkinDate", r.checkout_date::text as "checkoutDate", r.nights,
          (select count(*)::int from reservation_rooms rr where rr.reservation_id = r.id) as "roomCount",
          r.guest, r.email, r.total_price as "totalPrice", r.currency,
          r.payment_method as "paymentMethod", r.payment_state as "paymentState",
          r.member_id is not null as member, o.name as "organizationName",
          to_json(r.created_at) #>> '{}' as "createdAt", r.staff_modified_at is not null as "staffModified",
          to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "updatedAt",
          r.version, r.source, matching.total
        from matching
          left join p on true
          left join reservations r on r.id = p.id
          left join organizations o on o.id = r.organization_id
        order by r.updated_at, r.number`),
  );
  return {
    rows: rows.filter((row): row is PartnerReservationListRow & { total: number } => row.number !== null),
    total: rows[0]?.total ?? 0,
  };
}
