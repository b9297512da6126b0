import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  sandboxCardTokens,
  sandboxPaymentOperations,
  sandboxPayments,
} from '../../../db/tables/sandbox-payments.table.ts';
import type { CardBrand } from '../../../platform/payments/payment-provider.ts';
import type {
  SandboxCardBehaviour,
  SandboxCardToken,
  SandboxPayment,
  SandboxPaymentStatus,
} from './sandbox.types.ts';

/** The sandbox gateway's SQL: card tokens, payments and their captures/refunds/voids. */

export type NewPaymentRow = typeof sandboxPayments.$inferInsert;

// The casts below are what the tables' CHECK constraints guarantee (brand, behaviour, status, outcome).
type ChallengeOutcome = SandboxPayment['challengeOutcome'];

function toPayment(row: typeof sandboxPayments.$inferSelect): SandboxPayment {
  return {
    ...row,
    status: row.status as SandboxPaymentStatus,
    challengeOutcome: row.challengeOutcome as ChallengeOutcome,
  };
}

export const newSandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export async function insertCardToken(db: Db, row: SandboxCardToken): Promise<void> {
  await db.insert(sandboxCardTokens).values(row);
}

export async function deleteCardTokensExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(sandboxCardTokens).where(lt(sandboxCardTokens.expiresAt, before));
}

export async function findCardToken(db: Db, tokenHash: string): Promise<SandboxCardToken | undefined> {
  const rows = await db
    .select()
    .from(sandboxCardTokens)
    .where(eq(sandboxCardTokens.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  return row
    ? { ...row, brand: row.brand as CardBrand, behaviour: row.behaviour as SandboxCardBehaviour }
    : undefined;
}

export async function findPayment(db: Db, paymentId: string): Promise<SandboxPayment | undefined> {
  const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
  return rows[0] && toPayment(rows[0]);
}

export async function findPaymentByKey(db: Db, idempotencyKey: string): Promise<SandboxPayment | undefined> {
  const rows = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows[0] && toPayment(rows[0]);
}

/** Inserts the payment unless one with its idempotency key exists; returns the inserted row or undefined. */
export async function insertPaymentOnce(db: Db, row: NewPaymentRow): Promise<SandboxPayment | undefined> {
  const inserted = await db
    .insert(sandboxPayments)
    .values(row)
    .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
    .returning();
  return inserted[0] && toPayment(inserted[0]);
}

/** Turns the challenge page's recorded answer into the payment's state, once (complete → authorized, fail → 3006, cancel → 3008). */
export async function settleChallenge(db: Db, paymentId: string, at: Date): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({
      status: sql`case when ${sandboxPayments.challengeOutcome} = 'passed' then 'authorized' else 'declined' end`,
      declineCode: sql`case ${sandboxPayments.challengeOutcome} when 'failed' then 3006 when 'cancelled' then 3008 else null end`,
      updatedAt: at,
    })
    .where(
      and(
        eq(sandboxPayments.id, paymentId),
        eq(sandboxPayments.status, 'challenge'),
        sql`${sandboxPayments.challengeOutcome} is not null`,
      ),
    );
}

/** authorized → captured for at most the authorised amount; false when nothing changed. */
export async function capturePayment(db: Db, paymentId: string, amount: number, at: Date): Promise<boolean> {
  const changed = await db
    .update(sandboxPayments)
    .set({ status: 'captured', capturedAmount: amount, updatedAt: at })
    .where(
      and(
        eq(sandboxPayments.id, paymentId),
        eq(sandboxPayments.status, 'authorized'),
        sql`${sandboxPayments.amount} >= ${amount}`,
        sql`${amount} >= 0`,
      ),
    )
    .returning({ id: sandboxPayments.id });
  return changed.length > 0;
}

/** Adds `amount` to what was refunded, never beyond the capture; false when nothing changed. */
export async function refundPayment(db: Db, paymentId: string, amount: number, at: Date): Promise<boolean> {
  const changed = await db
    .update(sandboxPayments)
    .set({ refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`, updatedAt: at })
    .where(
      and(
        eq(sandboxPayments.id, paymentId),
        eq(sandboxPayments.status, 'captured'),
        sql`${amount} > 0`,
        sql`${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.capturedAmount}`,
      ),
    )
    .returning({ id: sandboxPayments.id });
  return changed.length > 0;
}

/** authorized or waiting for its challenge → voided; false when nothing changed. */
export async function voidPayment(db: Db, paymentId: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(sandboxPayments)
    .set({ status: 'voided', updatedAt: at })
    .where(
      and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['authorized', 'challenge'])),
    )
    .returning({ id: sandboxPayments.id });
  return changed.length > 0;
}

export async function operationDone(db: Db, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: sandboxPaymentOperations.id })
    .from(sandboxPaymentOperations)
    .where(eq(sandboxPaymentOperations.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

export async function recordOperation(
  db: Db,
  operation: {
    paymentId: string;
    kind: 'capture' | 'refund' | 'void';
    amount: number;
    idempotencyKey?: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(sandboxPaymentOperations).values({
    id: newSandboxId('op'),
    paymentId: operation.paymentId,
    kind: operation.kind,
    amount: operation.amount,
    idempotencyKey: operation.idempotencyKey ?? null,
    createdAt: operation.at,
  });
}

/**
 * Records what the guest chose on the challenge page (first answer wins) and returns where to send
 * the browser back to, or null for an unknown payment.
 */
export async function recordChallengeOutcome(
  db: Db,
  paymentId: string,
  outcome: 'passed' | 'failed' | 'cancelled',
  at: Date,
): Promise<{ returnUrl: string } | null> {
  await db
    .update(sandboxPayments)
    .set({ challengeOutcome: outcome, updatedAt: at })
    .where(
      and(
        eq(sandboxPayments.id, paymentId),
        eq(sandboxPayments.status, 'challenge'),
        sql`${sandboxPayments.challengeOutcome} is null`,
      ),
    );
  const rows = await db
    .select({ returnUrl: sandboxPayments.returnUrl })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, paymentId))
    .limit(1);
  return rows[0] ?? null;
}

export type ChallengeView = Pick<
  SandboxPayment,
  'id' | 'status' | 'challengeOutcome' | 'amount' | 'currency' | 'reference' | 'brand' | 'last4' | 'returnUrl'
>;

/** The challenge page's view of a payment (no card data beyond brand and last four). */
export async function findChallenge(db: Db, paymentId: string): Promise<ChallengeView | null> {
  const rows = await db
    .select({
      id: sandboxPayments.id,
      status: sandboxPayments.status,
      challengeOutcome: sandboxPayments.challengeOutcome,
      amount: sandboxPayments.amount,
      currency: sandboxPayments.currency,
      reference: sandboxPayments.reference,
      brand: sandboxPayments.brand,
      last4: sandboxPayments.last4,
      returnUrl: sandboxPayments.returnUrl,
    })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, paymentId))
    .limit(1);
  const row = rows[0];
  return row
    ? {
        ...row,
        status: row.status as SandboxPaymentStatus,
        challengeOutcome: row.challengeOutcome as ChallengeOutcome,
      }
    : null;
}
