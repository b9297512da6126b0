import type { FunnelCounts, StaffFunnel, StaffFunnelQuery } from '@yadori/contract/analytics.schema';
import type { Db } from '../../db/database.ts';
import { addDays, isIsoDate, zonedInstant } from '../../lib/hotel-time.ts';
import { requireStaffHotel, type StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { findFunnelRows } from './staff-funnel.repository.ts';

/**
 * No step is counted and no booking made before this day: earlier days of a range are answered empty
 * without asking the database (which has no year 0, a date the contract's calendar check lets through).
 */
const EARLIEST_DAY = '1970-01-01';

const zero = (): FunnelCounts => ({ searches: 0, selections: 0, checkouts: 0, bookings: 0 });

function add(into: FunnelCounts, counts: FunnelCounts): void {
  into.searches += counts.searches;
  into.selections += counts.selections;
  into.checkouts += counts.checkouts;
  into.bookings += counts.bookings;
}

/** Code-unit order: the same on every database and locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `GET /staff/hotels/{hotelId}/funnel?from&to` (reservations.read; decision 061): the hotel's
 * searches, selections and checkouts as the booking engine counted them, and its bookings from its
 * reservations, per hotel-local day and source; each source over the range, most searched first; and
 * the range's totals. Another brand's hotel, or one the account does not see, is a 404.
 */
export async function staffFunnel(
  db: Db,
  input: { principal: StaffPrincipal; hotelId: number; query: StaffFunnelQuery },
): Promise<StaffFunnel> {
  const hotel = await requireStaffHotel(db, input.principal, input.hotelId, 'reservations.read');
  const { from, to } = input.query;
  const first = from < EARLIEST_DAY ? EARLIEST_DAY : from;
  const dayAfter = addDays(to, 1);
  const found =
    to < EARLIEST_DAY
      ? []
      : await findFunnelRows(db, {
          hotelId: hotel.id,
          timeZone: hotel.timeZone,
          from: first,
          to,
          createdFrom: zonedInstant(first, '00:00', hotel.timeZone),
          createdBefore: isIsoDate(dayAfter) ? zonedInstant(dayAfter, '00:00', hotel.timeZone) : null,
        });

  const rows = found
    .map(({ day, source, searches, selections, checkouts, bookings }) => ({
      date: day,
      source,
      searches,
      selections,
      checkouts,
      bookings,
    }))
    .sort((a, b) => byText(a.date, b.date) || byText(a.source, b.source));
  const bySource = new Map<string, FunnelCounts>();
  const totals = zero();
  for (const row of rows) {
    let counts = bySource.get(row.source);
    if (!counts) {
      counts = zero();
      bySource.set(row.source, counts);
    }
    add(counts, row);
    add(totals, row);
  }
  const sources = [...bySource]
    .map(([source, counts]) => ({ source, ...counts }))
    .sort((a, b) => b.searches - a.searches || byText(a.source, b.source));
  return { from, to, rows, sources, totals };
}
