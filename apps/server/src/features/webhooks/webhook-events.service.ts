import type { Db } from '../../db/database.ts';
import { insertReservationEvent, type ReservationEvent } from './webhook-events.repository.ts';

export type { ReservationEvent } from './webhook-events.repository.ts';

/**
 * Tells the hotel's webhook endpoints of a reservation event (decision 059): the event goes to the
 * outbox with one pending delivery per endpoint that follows its type. Call it with the transaction of
 * the change it tells of, so the event exists iff the change commits. Returns the event id.
 * @example await recordReservationEvent(tx, { hotelId, reservationId, type: 'reservation.cancelled', data }, now);
 */
export function recordReservationEvent(db: Db, event: ReservationEvent, now: Date): Promise<string> {
  return insertReservationEvent(db, event, now);
}
