import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  sandboxCardTokens,
  sandboxPaymentOperations,
  sandboxPayments,
} from '../../../db/tables/sandbox-payments.table.ts';
import { sandboxSecurityCodeTokens, sandboxVaultCards } from '../../../db/tables/sandbox-vault.table.ts';
import type { CardBrand } from '../../../platform/payments/payment-provider.ts';
import type {
  SandboxCardBehaviour,
  SandboxCardToken,
  SandboxPayment,
  SandboxPaymentStatus,
  SandboxVaultCard,
  SandboxVaultStatus,
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

// The vault: security-code tokens and the cards customers keep.

export interface SecurityCodeTokenRow {
  tokenHash: string;
  brand: CardBrand;
  cvcSealed: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSecurityCodeToken(db: Db, row: SecurityCodeTokenRow): Promise<void> {
  await db.insert(sandboxSecurityCodeTokens).values(row);
}

export async function deleteSecurityCodeTokensExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(sandboxSecurityCodeTokens).where(lt(sandboxSecurityCodeTokens.expiresAt, before));
}

export async function findSecurityCodeToken(
  db: Db,
  tokenHash: string,
): Promise<SecurityCodeTokenRow | undefined> {
  const rows = await db
    .select()
    .from(sandboxSecurityCodeTokens)
    .where(eq(sandboxSecurityCodeTokens.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, brand: row.brand as CardBrand } : undefined;
}

function toVaultCard(row: typeof sandboxVaultCards.$inferSelect): SandboxVaultCard {
  return {
    ...row,
    status: row.status as SandboxVaultStatus,
    brand: row.brand as CardBrand,
    behaviour: row.behaviour as SandboxCardBehaviour,
  };
}

export async function insertVaultCard(db: Db, card: SandboxVaultCard): Promise<void> {
  await db.insert(sandboxVaultCards).values(card);
}

export async function findVaultCard(db: Db, id: string): Promise<SandboxVaultCard | undefined> {
  const rows = await db.select().from(sandboxVaultCards).where(eq(sandboxVaultCards.id, id)).limit(1);
  return rows[0] && toVaultCard(rows[0]);
}

/** Drops a card that was to be kept by a payment that did not go through (declined, voided). */
export async function deletePendingVaultCard(db: Db, id: string): Promise<void> {
  await db
    .delete(sandboxVaultCards)
    .where(and(eq(sandboxVaultCards.id, id), eq(sandboxVaultCards.status, 'pending')));
}

/** Removes a customer's card; false when the customer has no card of this id. */
export async function deleteVaultCard(db: Db, customer: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sandboxVaultCards)
    .where(and(eq(sandboxVaultCards.id, id), eq(sandboxVaultCards.customer, customer)))
    .returning({ id: sandboxVaultCards.id });
  return deleted.length > 0;
}

/**
 * The payment that kept `pendingId` was authorised: the card becomes usable. When the customer
 * already keeps the same card (brand, last four, expiry, holder), that one takes the new security
 * code's check and stays, the pending one goes, and the payment points at the one kept. Returns the
 * active card, or undefined when nothing is left to activate (removed meanwhile). Safe to repeat.
 */
export async function activateVaultCard(
  db: Db,
  paymentId: string,
  pendingId: string,
  at: Date,
): Promise<SandboxVaultCard | undefined> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const rows = await tx
      .select()
      .from(sandboxVaultCards)
      .where(eq(sandboxVaultCards.id, pendingId))
      .for('update')
      .limit(1);
    const card = rows[0] && toVaultCard(rows[0]);
    if (!card || card.status === 'active') return card;
    const same = await tx
      .select()
      .from(sandboxVaultCards)
      .where(
        and(
          eq(sandboxVaultCards.customer, card.customer),
          eq(sandboxVaultCards.status, 'active'),
          eq(sandboxVaultCards.brand, card.brand),
          eq(sandboxVaultCards.last4, card.last4),
          eq(sandboxVaultCards.expiryMonth, card.expiryMonth),
          eq(sandboxVaultCards.expiryYear, card.expiryYear),
          eq(sandboxVaultCards.holderName, card.holderName),
        ),
      )
      .for('update')
      .limit(1);
    const existing = same[0] && toVaultCard(same[0]);
    if (!existing) {
      const [active] = await tx
        .update(sandboxVaultCards)
        .set({ status: 'active', updatedAt: at })
        .where(eq(sandboxVaultCards.id, pendingId))
        .returning();
      return active && toVaultCard(active);
    }
    const [kept] = await tx
      .update(sandboxVaultCards)
      .set({
        cvcSalt: card.cvcSalt,
        cvcHash: card.cvcHash,
        behaviour: card.behaviour,
        declineCode: card.declineCode,
        updatedAt: at,
      })
      .where(eq(sandboxVaultCards.id, existing.id))
      .returning();
    await tx.delete(sandboxVaultCards).where(eq(sandboxVaultCards.id, pendingId));
    await tx
      .update(sandboxPayments)
      .set({ vaultCardId: existing.id, updatedAt: at })
      .where(eq(sandboxPayments.id, paymentId));
    return kept && toVaultCard(kept);
  });
}
