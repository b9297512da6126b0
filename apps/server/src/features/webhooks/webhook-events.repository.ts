import type { WebhookEventType } from '@yadori/contract/partner.constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** A reservation event to tell the hotel's webhook endpoints of (decision 059). */
export interface ReservationEvent {
  hotelId: number;
  reservationId: number;
  type: WebhookEventType;
  /** The event's `data`: thin, the reservation's number, status, dates and price. */
  data: Record<string, unknown>;
}

/**
 * Writes the event to the outbox and one pending delivery for each active endpoint of the hotel that
 * follows its type, in one statement. Call it with the transaction of the change it tells of, so the
 * event exists iff the change commits. Returns the event id.
 */
export async function insertReservationEvent(db: Db, event: ReservationEvent, now: Date): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with event as (
        insert into webhook_events (hotel_id, reservation_id, type, payload, created_at)
        values (${event.hotelId}, ${event.reservationId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb,
          ${now.toISOString()}::timestamptz)
        returning id, seq, hotel_id, reservation_id, type
      ), deliveries as (
        insert into webhook_deliveries (event_id, endpoint_id, reservation_id, seq, next_attempt_at, created_at)
        select event.id, e.id, event.reservation_id, event.seq, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from event join webhook_endpoints e
          on e.hotel_id = event.hotel_id and e.active and event.type = any(e.event_types)
      )
      select id from event`),
  );
  if (!row) throw new Error('the webhook event was not written');
  return row.id;
}
