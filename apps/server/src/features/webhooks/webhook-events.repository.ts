import type { WebhookEventType } from '@yadori/contract/partner.constants';
import type { Db } from '../../db/database.ts';
import { type Bind, queryPreparedIn, statementValues } from '../../db/prepared-statements.ts';

/** A reservation event to tell the hotel's webhook endpoints of (decision 059). */
export interface ReservationEvent {
  hotelId: number;
  reservationId: number;
  type: WebhookEventType;
  /** The event's `data`: thin, the reservation's number, status, dates and price. */
  data: Record<string, unknown>;
}

/**
 * A reservation event's insert as parts of the caller's statement (decision 055: a change that is one
 * statement writes its event in that statement): two CTEs, the event and its deliveries. Data-modifying
 * CTEs must sit at the top of a statement, so the caller lists these among its own.
 */
export interface ReservationEventInsertion {
  /**
   * `webhook_event as (…), webhook_event_deliveries as (…)`, its values bound with the caller's `bind`;
   * the caller's statement must not use those two names.
   */
  ctes(bind: Bind): string;
}

/**
 * The event and one pending delivery per active endpoint of the hotel that follows its type, as CTEs.
 * `when` (SQL over the caller's CTEs, e.g. `exists (select from cancelled)`) writes them only when the
 * change they tell of matched, so a statement that changed nothing writes no event.
 */
export function reservationEventInsertion(
  event: ReservationEvent,
  now: Date,
  when?: string,
): ReservationEventInsertion {
  return {
    ctes: (bind) => {
      const at = bind(now.toISOString());
      return `webhook_event as (
        insert into webhook_events (hotel_id, reservation_id, type, payload, created_at)
          select ${bind(event.hotelId)}::int, ${bind(event.reservationId)}::int, ${bind(event.type)}::text,
                 ${bind(JSON.stringify(event.data))}::jsonb, ${at}::timestamptz${when ? `\n          where ${when}` : ''}
          returning id, seq, hotel_id, reservation_id, type
      ),
      webhook_event_deliveries as (
        insert into webhook_deliveries (event_id, endpoint_id, reservation_id, seq, next_attempt_at, created_at)
          select ev.id, e.id, ev.reservation_id, ev.seq, ${at}::timestamptz, ${at}::timestamptz
            from webhook_event ev join webhook_endpoints e
              on e.hotel_id = ev.hotel_id and e.active and ev.type = any(e.event_types)
      )`;
    },
  };
}

/**
 * Writes the event to the outbox and one pending delivery for each active endpoint of the hotel that
 * follows its type, in one statement. Call it with the transaction of the change it tells of, so the
 * event exists iff the change commits. Returns the event id.
 */
export async function insertReservationEvent(db: Db, event: ReservationEvent, now: Date): Promise<string> {
  const { values, bind } = statementValues();
  const text = `with ${reservationEventInsertion(event, now).ctes(bind)}
    select id from webhook_event`;
  const [row] = await queryPreparedIn<{ id: string }>(db, 'insert_reservation_event', text, values);
  if (!row) throw new Error('the webhook event was not written');
  return row.id;
}
