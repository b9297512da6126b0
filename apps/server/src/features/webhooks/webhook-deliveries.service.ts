import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDeliveriesPage,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
} from '@yadori/contract/webhooks.schema';
import type { Db } from '../../db/database.ts';
import { requireStaffHotel, type StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { WEBHOOK_ABILITY as ABILITY, audit, inTransaction, requireEndpoint } from './webhook-changes.ts';
import {
  type DeliveryRecord,
  findDelivery,
  listDeliveries,
  reviveDeadDelivery,
} from './webhook-deliveries.repository.ts';
import { webhookErrors } from './webhooks.errors.ts';

function toDelivery(row: DeliveryRecord): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    reservation_number: row.reservationNumber,
    status: row.status,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET …/webhooks/:endpointId/deliveries`: newest first, a page at a time, by status. */
export async function webhookDeliveriesOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  endpointId: number,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveriesPage> {
  await requireStaffHotel(db, principal, hotelId, ABILITY);
  await requireEndpoint(db, hotelId, endpointId);
  const perPage = WEBHOOK_DELIVERIES_PAGE_SIZE;
  const { rows, total } = await listDeliveries(db, endpointId, {
    ...(query.status ? { status: query.status } : {}),
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  return {
    data: rows.map(toDelivery),
    page: query.page,
    per_page: perPage,
    total_pages: Math.ceil(total / perPage),
    total_entries: total,
  };
}

/**
 * `POST …/deliveries/:deliveryId/retry`: a dead delivery is pending again, due now, its attempts
 * counted afresh (it holds back the reservation's later events again until it is through). 409 for a
 * pending or delivered one.
 */
export async function retryWebhookDelivery(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  endpointId: number,
  deliveryId: number,
  now: Date,
): Promise<WebhookDelivery> {
  const hotel = await requireStaffHotel(db, principal, hotelId, ABILITY);
  return inTransaction(db, async (tx) => {
    await requireEndpoint(tx, hotelId, endpointId);
    const before = await findDelivery(tx, endpointId, deliveryId);
    if (!before) throw webhookErrors.deliveryNotFound();
    if (!(await reviveDeadDelivery(tx, endpointId, deliveryId, now))) throw webhookErrors.deliveryNotDead();
    const after = toDelivery((await findDelivery(tx, endpointId, deliveryId))!);
    await audit(
      tx,
      principal,
      hotel,
      {
        action: 'webhook_delivery.retry',
        entityType: 'webhook_delivery',
        entityId: deliveryId,
        before: { status: before.status, attempts: before.attempts, endpoint_id: endpointId },
        after: { status: after.status, attempts: after.attempts, endpoint_id: endpointId },
      },
      now,
    );
    return after;
  });
}
