// The hotel's change of a stay (decision 058, issue 17): dates, parties and the guest's details.
import type { StaffChangeBody, StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { hotelToday } from '../../lib/hotel-time.ts';
import { changeGuestsAsStaff } from '../reservation-updates/reservation-guests.service.ts';
import { changeStayAsStaff } from '../reservation-updates/reservation-update.service.ts';
import { recordAudit, requireStaffHotel } from '../staff-accounts/staff-access.service.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import { type StaffReservationDeps, type StaffStayInput, showStay } from './staff-reservation-view.ts';
import { staffReservationErrors as E } from './staff-reservations.errors.ts';
import {
  findHotelReservation,
  markStaffModified,
  type StaffStoredReservation,
} from './staff-reservations.repository.ts';
import { changeStay, requireConfirmed } from './staff-stay-lock.ts';

/** What the audit log keeps of a stay before and after a change. */
const auditView = (row: StaffStoredReservation) => ({
  checkin_date: row.checkinDate,
  checkout_date: row.checkoutDate,
  total_price: row.totalPrice,
  email: row.email,
  phone: row.guest.phone,
  first_name: row.guest.first_name,
  last_name: row.guest.last_name,
  version: row.version,
});

/** A deadlock or serialization failure (two changes taking the same nights): the change runs again. */
function retryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * `POST …/change` (reservations.handle): the hotel changes a confirmed stay through the guest's own
 * change (reservation-updates), also after the guest's online deadline — new dates and parties from
 * today on (re-priced; its nights given back and taken again, sold out refused as for the guest; a card
 * never charged more than authorised), and the booker's details and room names — at the version the
 * console read, in one transaction with the staff mark (the guest can no longer change it online), the
 * history rows (actor `staff`), the guest's mails, the audit entry and one `reservation.modified`
 * webhook event.
 */
export async function changeStaffStay(
  deps: StaffReservationDeps,
  input: StaffStayInput & { body: StaffChangeBody },
): Promise<StaffReservation> {
  const { principal, body } = input;
  const hotel = await requireStaffHotel(deps.db, principal, input.hotelId, 'reservations.handle');
  const [full, catalog] = await Promise.all([deps.hotelById(hotel.id), deps.catalogOf(hotel.id)]);
  if (!full) throw E.notFound();
  const now = deps.now();
  const today = hotelToday(now, hotel.timeZone);
  const change = () =>
    changeStay(deps, hotel, { ...input, version: body.version }, async (tx, row) => {
      requireConfirmed(row);
      let version = row.version;
      if (body.stay) {
        // The hotel changes a stay up to its check-in day, and never into the past.
        if (row.checkinDate < today || body.stay.checkin_date < today) throw E.stayStarted();
        const stayBody = { ...body.stay, version };
        await changeStayAsStaff(
          tx,
          { hotel: full, catalog, locale: principal.locale, now, body: stayBody },
          row,
        );
        version += 1;
      }
      if (body.guests) {
        const current = (await findHotelReservation(tx, hotel.id, row.number))!;
        await changeGuestsAsStaff(tx, { hotel: full, body: body.guests, version, now }, current);
      }
      await markStaffModified(tx, row.id, now);
      const after = (await findHotelReservation(tx, hotel.id, row.number))!;
      // One event for the whole change (stay and guests alike), as it left the stay (decision 059).
      await recordReservationEvent(tx, reservationEvent('reservation.modified', after), now);
      await recordAudit(
        tx,
        {
          principal,
          brandId: principal.brandId,
          hotelId: hotel.id,
          action: 'reservation.change',
          entityType: 'reservation',
          entityId: row.number,
          before: auditView(row),
          after: { ...auditView(after), changed: Object.keys(body).filter((key) => key !== 'version') },
        },
        now,
      );
    });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await change();
      break;
    } catch (error) {
      if (attempt >= 5 || !retryable(error)) throw error;
    }
  }
  return showStay(deps, hotel, input);
}
