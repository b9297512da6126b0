/**
 * The guest's hot reads of a booked reservation, each one prepared statement (the lookup's row and
 * parts; the cancellation's lock and, after it, the parts and points): what the features built on
 * reservations use where every guest request runs them.
 */

export { findGuestReservationWithParts } from './guest-access.ts';
export {
  findReservationWithParts,
  loadPartsAndPoints,
  lockReservationWithNumber,
  type ReservationWithParts,
  readForCancel,
} from './reservation-read.repository.ts';
