import type { PaymentState } from '@yadori/contract/reservation.constants';
import type { StaffMoneyOperation } from '@yadori/contract/staff-reservations.constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf, tableRowsOf } from '../../db/rows.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';

/** A reservation's card money as stored. */
export interface CardMoney {
  paymentState: PaymentState;
  capturedAmount: number;
  refundedAmount: number;
}

/**
 * Writes the card money a staff capture or refund moves — before the gateway is asked, so a second
 * operation under the row's lock sees it — with the stay's version bumped, its staff mark and its
 * history row (kind `update`, actor `staff`), in one statement. False when the row is no longer at
 * `expectedVersion`.
 */
export async function recordStaffMoney(
  db: Db,
  input: {
    reservationId: number;
    expectedVersion: number;
    money: CardMoney;
    price: number;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    now: Date;
  },
): Promise<boolean> {
  const now = input.now.toISOString();
  const { money } = input;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with moved as (
        update reservations set payment_state = ${money.paymentState},
            captured_amount = ${money.capturedAmount}, refunded_amount = ${money.refundedAmount},
            staff_modified_at = ${now}::timestamptz, version = version + 1, updated_at = ${now}::timestamptz
          where id = ${input.reservationId} and version = ${input.expectedVersion}
          returning id
      )
      insert into reservation_changes (reservation_id, kind, actor, before, after, price_before, price_after, created_at)
        select id, 'update', 'staff', ${JSON.stringify(input.before)}::jsonb,
            ${JSON.stringify(input.after)}::jsonb, ${input.price}, ${input.price}, ${now}::timestamptz
          from moved
        returning id`),
  );
  return rows.length === 1;
}

/**
 * Takes back what a staff operation wrote when the gateway declined it (`key` names the operation):
 * the amount off the captured or refunded sum, the state that follows, the version bumped and a
 * history row (actor `system`) that marks the operation as undone — once: the row as undone, or null
 * when it was undone already or the money no longer allows it.
 */
export async function undoStaffMoney(
  db: Db,
  input: {
    reservationId: number;
    operation: StaffMoneyOperation;
    amount: number;
    key: string;
    code: number;
    now: Date;
  },
): Promise<StoredReservation | null> {
  const now = input.now.toISOString();
  const { amount } = input;
  const undo =
    input.operation === 'capture'
      ? sql`payment_state = 'authorized', captured_amount = 0`
      : sql`refunded_amount = refunded_amount - ${amount},
          payment_state = case when refunded_amount - ${amount} = 0 then 'captured' else 'partially_refunded' end`;
  const allowed =
    input.operation === 'capture'
      ? sql`payment_state = 'captured' and captured_amount = ${amount} and refunded_amount = 0`
      : sql`payment_state in ('partially_refunded', 'refunded') and refunded_amount >= ${amount}`;
  const [row] = tableRowsOf(
    reservations,
    await db.execute(sql`
      with undone as (
        update reservations set ${undo}, version = version + 1, updated_at = ${now}::timestamptz
          where id = ${input.reservationId} and ${allowed}
            and not exists (select 1 from reservation_changes c
              where c.reservation_id = ${input.reservationId} and c.after->>'undone' = ${input.key})
          returning *
      ), history as (
        insert into reservation_changes (reservation_id, kind, actor, before, after, price_before, price_after, created_at)
          select id, 'update', 'system', ${JSON.stringify({ payment: { operation: input.operation, amount } })}::jsonb,
              ${JSON.stringify({ undone: input.key, declined: input.code })}::jsonb, total_price, total_price,
              ${now}::timestamptz
            from undone
      )
      select * from undone`),
  );
  // The casts of StoredReservation are what the table's CHECK constraints guarantee.
  return (row as StoredReservation | undefined) ?? null;
}

/** True when the operation `key` was undone (its gateway declined it): it must not be tried again. */
export async function staffMoneyUndone(db: Db, reservationId: number, key: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from reservation_changes
        where reservation_id = ${reservationId} and after->>'undone' = ${key} limit 1`),
  );
  return rows.length > 0;
}
