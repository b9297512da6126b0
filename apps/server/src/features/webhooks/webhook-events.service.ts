import type { WebhookEventType } from '@yadori/contract/partner.constants';
import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import type { Currency } from '@yadori/contract/settings.schema';
import type { WebhookEventData, WebhookPaidEventData } from '@yadori/contract/webhook-events.schema';
import type { Db } from '../../db/database.ts';
import {
  insertReservationEvent,
  type ReservationEvent,
  type ReservationEventInsertion,
  reservationEventInsertion,
} from './webhook-events.repository.ts';

export type { ReservationEvent, ReservationEventInsertion } from './webhook-events.repository.ts';

// Which change tells which event (decision 059), each in the statement or transaction of the change:
// - created: a booking confirmed by its own statement (on site, transfer, deferred), or a card booking
//   when its authorisation confirms it (at once, or after 3-D Secure). A hold that is declined, fails
//   its challenge or expires tells nothing, then or later: the PMS never heard of it.
// - modified: the guest's change of stay, of the booker's details, of the answers (they move the
//   stay's updated_at, which the reservations list orders by); the hotel's change (one event for stay
//   and booker together); money given back on the card (a refund, a cancellation's refund down to its
//   fee); a staff capture or refund the gateway declined, taken back.
// - cancelled: the guest's or the hotel's cancellation of a confirmed stay (partner API included).
// - paid: card money captured — by staff (told when written, before the gateway answers: a decline
//   then tells modified), or a cancellation's fee captured by its settlement; `amount` is that capture.
// - no_show: staff mark the guest a no-show.
// An authorisation voided moves no money and tells nothing.

/**
 * The reservation's columns an event tells of, as the change left them (a stored reservation has
 * them all): what the change point holds anyway, so telling costs no read.
 */
export interface ReservationEventRow {
  id: number;
  hotelId: number;
  number: string;
  status: ReservationStatus;
  checkinDate: string;
  checkoutDate: string;
  totalPrice: number;
  currency: string;
  updatedAt: Date;
  version: number;
}

/** `…T10:00:00.123000Z`: the reservations list's `updated_at` (microseconds; ours carry milliseconds). */
const microsecondsUtc = (at: Date) => at.toISOString().replace(/Z$/, '000Z');

/**
 * The thin `data` of every reservation event (decision 059, `webhookEventSchema` in the contract): the
 * reservation's number, status, dates, price and version, plus the amount a capture took. The one place
 * the payload is built, so every change point tells the same shape.
 */
export function reservationEventData(row: ReservationEventRow): WebhookEventData;
export function reservationEventData(row: ReservationEventRow, amount: number): WebhookPaidEventData;
export function reservationEventData(
  row: ReservationEventRow,
  amount?: number,
): WebhookEventData | WebhookPaidEventData {
  const data: WebhookEventData = {
    reservation: {
      number: row.number,
      hotel_id: row.hotelId,
      status: row.status,
      checkin_date: row.checkinDate,
      checkout_date: row.checkoutDate,
      total_price: row.totalPrice,
      // The hotel's currency, one of the settings' list (the table keeps what the booking was priced in).
      currency: row.currency as Currency,
      updated_at: microsecondsUtc(row.updatedAt),
      version: row.version,
    },
  };
  return amount === undefined ? data : { ...data, amount };
}

/**
 * The event of `type` about `row` as the change left it; `reservation.paid` also carries the amount
 * captured.
 * @example recordReservationEvent(tx, reservationEvent('reservation.cancelled', cancelledRow), now);
 */
export function reservationEvent(
  type: 'reservation.paid',
  row: ReservationEventRow,
  amount: number,
): ReservationEvent;
export function reservationEvent(
  type: Exclude<WebhookEventType, 'reservation.paid'>,
  row: ReservationEventRow,
): ReservationEvent;
export function reservationEvent(
  type: WebhookEventType,
  row: ReservationEventRow,
  amount?: number,
): ReservationEvent {
  const data = amount === undefined ? reservationEventData(row) : reservationEventData(row, amount);
  return { hotelId: row.hotelId, reservationId: row.id, type, data };
}

/**
 * Tells the hotel's webhook endpoints of a reservation event (decision 059): the event goes to the
 * outbox with one pending delivery per endpoint that follows its type. Call it with the transaction of
 * the change it tells of, so the event exists iff the change commits. Returns the event id.
 * @example await recordReservationEvent(tx, { hotelId, reservationId, type: 'reservation.cancelled', data }, now);
 */
export function recordReservationEvent(db: Db, event: ReservationEvent, now: Date): Promise<string> {
  return insertReservationEvent(db, event, now);
}

/**
 * The same event as two CTEs of the change's own statement (a change written in one statement, outside
 * a transaction: the booking, the guest's cancellation). `when` (SQL over the statement's CTEs) writes
 * it only when the change matched.
 * @example reservationEventInCtes(reservationEvent('reservation.cancelled', row), now, 'exists (select from cancelled)')
 */
export function reservationEventInCtes(
  event: ReservationEvent,
  now: Date,
  when?: string,
): ReservationEventInsertion {
  return reservationEventInsertion(event, now, when);
}
