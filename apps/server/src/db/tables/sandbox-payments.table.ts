import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sandboxCardChecks, sandboxCardColumns } from './sandbox-card.columns.ts';

/**
 * Tokens the sandbox's hosted card fields hand out. The card number itself is never stored: only its
 * brand, last four digits and what the sandbox will do with it (approve, 3-D Secure challenge, decline
 * code). The token is stored as its sha256.
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    ...sandboxCardColumns(),
    /**
     * The security code sealed (AES-256-GCM) under a key derived from the token itself, which is not
     * stored: readable only with the token, to keep the card in the vault (sandbox-vault.table.ts).
     */
    cvcSealed: text('cvc_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...sandboxCardChecks('sandbox_card_tokens', t),
    index('sandbox_card_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * One authorisation of the sandbox gateway and where it stands. `idempotency_key` makes a retried
 * authorise return the first answer. A 3-D Secure authorisation waits in `challenge` until the challenge
 * page records its outcome and `completeChallenge` turns it into `authorized` or `declined`.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    tokenHash: text('token_hash'),
    brand: text('brand'),
    last4: text('last4'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    returnUrl: text('return_url').notNull(),
    /** challenge | authorized | declined | captured | voided */
    status: text('status').notNull(),
    /** The challenge page's answer: passed | failed | cancelled. */
    challengeOutcome: text('challenge_outcome'),
    declineCode: integer('decline_code'),
    /** Why a decline happened beyond its code (e.g. online_limit). */
    declineReason: text('decline_reason'),
    capturedAmount: bigint('captured_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /**
     * The vault card this payment keeps (active once the payment is authorised) or pays with
     * (sandbox_vault_cards.id); null for a card used once.
     */
    vaultCardId: text('vault_card_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('sandbox_payments_idempotency_key_unique').on(t.idempotencyKey),
    check(
      'sandbox_payments_status_known',
      sql`${t.status} in ('challenge', 'authorized', 'declined', 'captured', 'voided')`,
    ),
    check(
      'sandbox_payments_outcome_known',
      sql`${t.challengeOutcome} is null or ${t.challengeOutcome} in ('passed', 'failed', 'cancelled')`,
    ),
    check(
      'sandbox_payments_declined_has_code',
      sql`(${t.status} = 'declined') = (${t.declineCode} is not null)`,
    ),
    check(
      'sandbox_payments_amounts_in_range',
      sql`${t.amount} >= 0 and ${t.capturedAmount} between 0 and ${t.amount} and ${t.refundedAmount} between 0 and ${t.capturedAmount}`,
    ),
  ],
);

/** Captures and refunds, each once per idempotency key (the gateway's ledger). */
export const sandboxPaymentOperations = pgTable(
  'sandbox_payment_operations',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_payment_operations_kind_known', sql`${t.kind} in ('capture', 'refund', 'void')`),
    unique('sandbox_payment_operations_key_unique').on(t.idempotencyKey),
    index('sandbox_payment_operations_payment_idx').on(t.paymentId),
  ],
);
