import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The PayPal sandbox's orders (decision 060), as PayPal's Orders API keeps them: CREATED until the
 * buyer approves on the approval page (APPROVED) or cancels (back to the cancel URL, still CREATED),
 * COMPLETED once captured, VOIDED when dropped. `request_id` is PayPal-Request-Id: a retried create
 * answers the first order. `funding` is what the approval page chose: the buyer's balance, or a test
 * instrument that PayPal declines at capture.
 */
export const sandboxPayPalOrders = pgTable(
  'sandbox_paypal_orders',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    /** What the payment is for, shown on the approval page. */
    description: text('description'),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    locale: text('locale'),
    status: text('status').notNull(),
    payerEmail: text('payer_email'),
    funding: text('funding'),
    captureId: text('capture_id'),
    capturedAmount: bigint('captured_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('sandbox_paypal_orders_request_unique').on(t.requestId),
    unique('sandbox_paypal_orders_capture_unique').on(t.captureId),
    check(
      'sandbox_paypal_orders_status_known',
      sql`${t.status} in ('CREATED', 'APPROVED', 'COMPLETED', 'VOIDED')`,
    ),
    check(
      'sandbox_paypal_orders_amounts_in_range',
      sql`${t.amount} > 0 and ${t.capturedAmount} between 0 and ${t.amount} and ${t.refundedAmount} between 0 and ${t.capturedAmount}`,
    ),
  ],
);

/** Captures, refunds and card verifications, each once per idempotency key (PayPal-Request-Id). */
export const sandboxPayPalOperations = pgTable(
  'sandbox_paypal_operations',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').references(() => sandboxPayPalOrders.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A declined operation's code (spec §8), else null. */
    declineCode: bigint('decline_code', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_paypal_operations_kind_known', sql`${t.kind} in ('capture', 'refund', 'void', 'verify')`),
    unique('sandbox_paypal_operations_key_unique').on(t.idempotencyKey),
    index('sandbox_paypal_operations_order_idx').on(t.orderId),
  ],
);
