import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { sandboxPayPalOperations, sandboxPayPalOrders } from '../../../db/tables/sandbox-paypal.table.ts';

/** The PayPal sandbox's SQL: orders, and their captures, refunds, voids and card verifications. */

export type PayPalOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

/** How the approval page's buyer pays: the balance, or a card PayPal declines at capture. */
export type PayPalFunding = 'balance' | 'declined_card';

export type PayPalOperationKind = 'capture' | 'refund' | 'void' | 'verify';

export interface SandboxPayPalOrder {
  id: string;
  requestId: string;
  amount: number;
  currency: string;
  reference: string;
  description: string | null;
  returnUrl: string;
  cancelUrl: string;
  locale: string | null;
  /** Guaranteed by the `sandbox_paypal_orders_status_known` CHECK. */
  status: PayPalOrderStatus;
  payerEmail: string | null;
  funding: PayPalFunding | null;
  captureId: string | null;
  capturedAmount: number;
  refundedAmount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxPayPalOperation {
  id: string;
  orderId: string | null;
  /** Guaranteed by the `sandbox_paypal_operations_kind_known` CHECK. */
  kind: PayPalOperationKind;
  amount: number;
  declineCode: number | null;
  idempotencyKey: string | null;
  createdAt: Date;
}

export type NewPayPalOrderRow = Omit<
  SandboxPayPalOrder,
  'status' | 'payerEmail' | 'funding' | 'captureId' | 'capturedAmount' | 'refundedAmount'
>;

// The casts are what the tables' CHECK constraints guarantee (status, kind); funding is only ever
// written by approveOrder below.
const toOrder = (row: typeof sandboxPayPalOrders.$inferSelect): SandboxPayPalOrder => ({
  ...row,
  status: row.status as PayPalOrderStatus,
  funding: row.funding as PayPalFunding | null,
});

const toOperation = (row: typeof sandboxPayPalOperations.$inferSelect): SandboxPayPalOperation => ({
  ...row,
  kind: row.kind as PayPalOperationKind,
});

export async function findOrder(db: Db, orderId: string): Promise<SandboxPayPalOrder | undefined> {
  const rows = await db
    .select()
    .from(sandboxPayPalOrders)
    .where(eq(sandboxPayPalOrders.id, orderId))
    .limit(1);
  return rows[0] && toOrder(rows[0]);
}

export async function findOrderByRequestId(
  db: Db,
  requestId: string,
): Promise<SandboxPayPalOrder | undefined> {
  const rows = await db
    .select()
    .from(sandboxPayPalOrders)
    .where(eq(sandboxPayPalOrders.requestId, requestId))
    .limit(1);
  return rows[0] && toOrder(rows[0]);
}

export async function findOrderByCaptureId(
  db: Db,
  captureId: string,
): Promise<SandboxPayPalOrder | undefined> {
  const rows = await db
    .select()
    .from(sandboxPayPalOrders)
    .where(eq(sandboxPayPalOrders.captureId, captureId))
    .limit(1);
  return rows[0] && toOrder(rows[0]);
}

/** Inserts the order unless one with its request id exists; returns the inserted row or undefined. */
export async function insertOrderOnce(
  db: Db,
  row: NewPayPalOrderRow,
): Promise<SandboxPayPalOrder | undefined> {
  const inserted = await db
    .insert(sandboxPayPalOrders)
    .values({ ...row, status: 'CREATED' })
    .onConflictDoNothing({ target: sandboxPayPalOrders.requestId })
    .returning();
  return inserted[0] && toOrder(inserted[0]);
}

/** CREATED → APPROVED with the buyer's funding (the approval page's first answer); false when nothing changed. */
export async function approveOrder(
  db: Db,
  orderId: string,
  approval: { funding: PayPalFunding; payerEmail: string },
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(sandboxPayPalOrders)
    .set({ status: 'APPROVED', funding: approval.funding, payerEmail: approval.payerEmail, updatedAt: at })
    .where(and(eq(sandboxPayPalOrders.id, orderId), eq(sandboxPayPalOrders.status, 'CREATED')))
    .returning({ id: sandboxPayPalOrders.id });
  return changed.length > 0;
}

/**
 * APPROVED with the balance → COMPLETED, its whole amount captured as `captureId`; false when nothing
 * changed (not approved, funding declined, already captured or voided). One conditional UPDATE: of
 * concurrent captures of one order, one changes the row.
 */
export async function completeOrder(db: Db, orderId: string, captureId: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(sandboxPayPalOrders)
    .set({
      status: 'COMPLETED',
      captureId,
      capturedAmount: sql`${sandboxPayPalOrders.amount}`,
      updatedAt: at,
    })
    .where(
      and(
        eq(sandboxPayPalOrders.id, orderId),
        eq(sandboxPayPalOrders.status, 'APPROVED'),
        eq(sandboxPayPalOrders.funding, 'balance'),
      ),
    )
    .returning({ id: sandboxPayPalOrders.id });
  return changed.length > 0;
}

/** Adds `amount` to what a capture gave back, never beyond what it took; false when nothing changed. */
export async function refundCaptured(db: Db, captureId: string, amount: number, at: Date): Promise<boolean> {
  const changed = await db
    .update(sandboxPayPalOrders)
    .set({ refundedAmount: sql`${sandboxPayPalOrders.refundedAmount} + ${amount}`, updatedAt: at })
    .where(
      and(
        eq(sandboxPayPalOrders.captureId, captureId),
        eq(sandboxPayPalOrders.status, 'COMPLETED'),
        sql`${amount} > 0`,
        sql`${sandboxPayPalOrders.refundedAmount} + ${amount} <= ${sandboxPayPalOrders.capturedAmount}`,
      ),
    )
    .returning({ id: sandboxPayPalOrders.id });
  return changed.length > 0;
}

/** CREATED or APPROVED → VOIDED; false when nothing changed. */
export async function voidOrder(db: Db, orderId: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(sandboxPayPalOrders)
    .set({ status: 'VOIDED', updatedAt: at })
    .where(
      and(eq(sandboxPayPalOrders.id, orderId), inArray(sandboxPayPalOrders.status, ['CREATED', 'APPROVED'])),
    )
    .returning({ id: sandboxPayPalOrders.id });
  return changed.length > 0;
}

export async function findOperationByKey(
  db: Db,
  idempotencyKey: string,
): Promise<SandboxPayPalOperation | undefined> {
  const rows = await db
    .select()
    .from(sandboxPayPalOperations)
    .where(eq(sandboxPayPalOperations.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows[0] && toOperation(rows[0]);
}

/**
 * Records an operation. With an idempotency key, only the first of that key is kept: returns false
 * when one was there already (a concurrent holder of the key waits here until the first commits).
 */
export async function insertOperationOnce(db: Db, operation: SandboxPayPalOperation): Promise<boolean> {
  const inserted = await db
    .insert(sandboxPayPalOperations)
    .values(operation)
    .onConflictDoNothing({ target: sandboxPayPalOperations.idempotencyKey })
    .returning({ id: sandboxPayPalOperations.id });
  return inserted.length > 0;
}

/** The operations of an order, oldest first (tests and support read them). */
export async function operationsOfOrder(db: Db, orderId: string): Promise<SandboxPayPalOperation[]> {
  const rows = await db
    .select()
    .from(sandboxPayPalOperations)
    .where(eq(sandboxPayPalOperations.orderId, orderId))
    .orderBy(sandboxPayPalOperations.createdAt, sandboxPayPalOperations.id);
  return rows.map(toOperation);
}
