import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  sandboxCardTokens,
  sandboxPaymentOperations,
  sandboxPayments,
} from '../../../db/tables/sandbox-payments.table.ts';
import { hashToken } from '../../../lib/tokens.ts';
import type {
  AuthorizeInput,
  AuthorizeResult,
  CardBrand,
  ChallengeResult,
  DeclineCode,
  PaymentProvider,
  ProviderOutcome,
} from '../payment-provider.ts';
import { overOnlineLimit } from './card-rules.ts';

/** Where the sandbox's pages live (outside /book: the guest's browser opens them, not the API client). */
export const SANDBOX_PREFIX = '/sandbox-pay';

type PaymentRow = typeof sandboxPayments.$inferSelect;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Root-relative: the widget resolves it against the API origin (test servers listen on random ports). */
export const challengePath = (paymentId: string) =>
  `${SANDBOX_PREFIX}/challenge/${encodeURIComponent(paymentId)}`;

function answerOf(row: PaymentRow): AuthorizeResult {
  const card = { brand: row.brand as CardBrand, last4: row.last4 ?? '' };
  if (row.status === 'declined') {
    return {
      status: 'declined',
      code: row.declineCode as DeclineCode,
      paymentId: row.id,
      ...(row.declineReason === 'online_limit' ? { reason: 'online_limit' as const } : {}),
    };
  }
  if (row.status === 'challenge')
    return { status: 'challenge', paymentId: row.id, challengeUrl: challengePath(row.id), ...card };
  return { status: 'authorized', paymentId: row.id, ...card };
}

/**
 * The built-in gateway: tokens from the hosted card fields, test cards for every decline code, the
 * VISA/Master online limit and 3-D Secure through its challenge page; all state in the sandbox tables.
 * @example const provider = createSandboxProvider({ db, publicUrl: config.publicUrl });
 */
export function createSandboxProvider(deps: {
  db: Db;
  publicUrl: string;
  now?: () => Date;
}): PaymentProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function findPayment(paymentId: string): Promise<PaymentRow | undefined> {
    const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
    return rows[0];
  }

  async function findByKey(idempotencyKey: string): Promise<PaymentRow | undefined> {
    const rows = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, idempotencyKey))
      .limit(1);
    return rows[0];
  }

  return {
    name: 'sandbox',

    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      const earlier = await findByKey(input.idempotencyKey);
      if (earlier) return answerOf(earlier);
      const at = now();
      const tokens = await db
        .select()
        .from(sandboxCardTokens)
        .where(eq(sandboxCardTokens.tokenHash, hashToken(input.cardToken)))
        .limit(1);
      const token = tokens[0] && tokens[0].expiresAt > at ? tokens[0] : undefined;
      let status: PaymentRow['status'] = 'authorized';
      let declineCode: number | null = null;
      let declineReason: string | null = null;
      if (!token) {
        // An unknown or expired token: the card has to be entered again.
        status = 'declined';
        declineCode = 3007;
      } else if (overOnlineLimit(token.brand as CardBrand, input.amount, input.currency)) {
        status = 'declined';
        declineCode = 3003;
        declineReason = 'online_limit';
      } else if (token.behaviour === 'decline') {
        status = 'declined';
        declineCode = token.declineCode;
      } else if (token.behaviour === 'challenge') {
        status = 'challenge';
      }
      const inserted = await db
        .insert(sandboxPayments)
        .values({
          id: newId('sp'),
          idempotencyKey: input.idempotencyKey,
          tokenHash: token?.tokenHash ?? null,
          brand: token?.brand ?? null,
          last4: token?.last4 ?? null,
          amount: input.amount,
          currency: input.currency.toUpperCase(),
          reference: input.reference,
          returnUrl: input.returnUrl,
          status,
          declineCode,
          declineReason,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
        .returning();
      // A concurrent retry with the same key won the insert: answer what it stored.
      const row = inserted[0] ?? (await findByKey(input.idempotencyKey));
      if (!row) throw new Error('sandbox payment vanished after insert');
      return answerOf(row);
    },

    async completeChallenge(paymentId: string): Promise<ChallengeResult> {
      const at = now();
      // Turns the challenge page's recorded outcome into the payment's state, once.
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
      const row = await findPayment(paymentId);
      if (!row) return { status: 'declined', code: 3002 };
      switch (row.status) {
        case 'challenge':
          return { status: 'pending' };
        case 'authorized':
        case 'captured':
          return { status: 'authorized' };
        case 'declined':
          return { status: 'declined', code: row.declineCode as DeclineCode };
        default:
          // Voided while the guest was on the challenge page: the hold ran out.
          return { status: 'declined', code: 3001 };
      }
    },

    async capture(paymentId: string, amount: number, idempotencyKey?: string): Promise<ProviderOutcome> {
      return db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        if (idempotencyKey && (await operationDone(tx, idempotencyKey))) return { status: 'ok' };
        const changed = await tx
          .update(sandboxPayments)
          .set({ status: 'captured', capturedAmount: amount, updatedAt: now() })
          .where(
            and(
              eq(sandboxPayments.id, paymentId),
              eq(sandboxPayments.status, 'authorized'),
              sql`${amount} between 0 and ${sandboxPayments.amount}`,
            ),
          )
          .returning({ id: sandboxPayments.id });
        if (changed.length === 0) return { status: 'failed', code: 3201 };
        await recordOperation(tx, paymentId, 'capture', amount, idempotencyKey, now());
        return { status: 'ok' };
      });
    },

    async refund(paymentId: string, amount: number, idempotencyKey?: string): Promise<ProviderOutcome> {
      return db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        if (idempotencyKey && (await operationDone(tx, idempotencyKey))) return { status: 'ok' };
        const changed = await tx
          .update(sandboxPayments)
          .set({ refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`, updatedAt: now() })
          .where(
            and(
              eq(sandboxPayments.id, paymentId),
              eq(sandboxPayments.status, 'captured'),
              sql`${amount} > 0 and ${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.capturedAmount}`,
            ),
          )
          .returning({ id: sandboxPayments.id });
        if (changed.length === 0) return { status: 'failed', code: 3203 };
        await recordOperation(tx, paymentId, 'refund', amount, idempotencyKey, now());
        return { status: 'ok' };
      });
    },

    async void(paymentId: string): Promise<ProviderOutcome> {
      const changed = await db
        .update(sandboxPayments)
        .set({ status: 'voided', updatedAt: now() })
        .where(
          and(
            eq(sandboxPayments.id, paymentId),
            inArray(sandboxPayments.status, ['authorized', 'challenge']),
          ),
        )
        .returning({ id: sandboxPayments.id });
      if (changed.length > 0) {
        await recordOperation(db, paymentId, 'void', 0, undefined, now());
        return { status: 'ok' };
      }
      const row = await findPayment(paymentId);
      // Voiding twice, or voiding what was never authorised, leaves nothing to drop.
      if (row && (row.status === 'voided' || row.status === 'declined')) return { status: 'ok' };
      return { status: 'failed', code: 3203 };
    },
  };
}

async function operationDone(db: Db, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: sandboxPaymentOperations.id })
    .from(sandboxPaymentOperations)
    .where(eq(sandboxPaymentOperations.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

async function recordOperation(
  db: Db,
  paymentId: string,
  kind: 'capture' | 'refund' | 'void',
  amount: number,
  idempotencyKey: string | undefined,
  at: Date,
): Promise<void> {
  await db.insert(sandboxPaymentOperations).values({
    id: newId('op'),
    paymentId,
    kind,
    amount,
    idempotencyKey: idempotencyKey ?? null,
    createdAt: at,
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

/** The challenge page's view of a payment (no card data beyond brand and last four). */
export async function findChallenge(
  db: Db,
  paymentId: string,
): Promise<Pick<
  PaymentRow,
  'id' | 'status' | 'challengeOutcome' | 'amount' | 'currency' | 'reference' | 'brand' | 'last4' | 'returnUrl'
> | null> {
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
  return rows[0] ?? null;
}
