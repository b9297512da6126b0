import type { Locale } from '@yadori/contract/locales';
import type { Db } from '../../../db/database.ts';
import { hashToken } from '../../../lib/tokens.ts';
import type {
  AuthorizeInput,
  AuthorizeResult,
  CardBrand,
  ChallengeResult,
  DeclineCode,
  PaymentProvider,
  ProviderOutcome,
} from '../../../platform/payments/payment-provider.ts';
import { overOnlineLimit } from './card-rules.ts';
import {
  capturePayment,
  findCardToken,
  findPayment,
  findPaymentByKey,
  insertPaymentOnce,
  newSandboxId,
  operationDone,
  recordOperation,
  refundPayment,
  settleChallenge,
  voidPayment,
} from './sandbox.repository.ts';
import type { SandboxPayment } from './sandbox.types.ts';

/** Where the sandbox's pages live (outside /book: the guest's browser opens them, not the API client). */
export const SANDBOX_PREFIX = '/sandbox-pay';

/**
 * Root-relative: the widget resolves it against the API origin (test servers listen on random ports).
 * The guest's language goes with it, so the challenge page speaks it.
 */
export const challengePath = (paymentId: string, locale?: Locale) =>
  `${SANDBOX_PREFIX}/challenge/${encodeURIComponent(paymentId)}${locale ? `?locale=${locale}` : ''}`;

function answerOf(row: SandboxPayment, locale?: Locale): AuthorizeResult {
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
    return { status: 'challenge', paymentId: row.id, challengeUrl: challengePath(row.id, locale), ...card };
  return { status: 'authorized', paymentId: row.id, ...card };
}

/** What the gateway decides for a card token and an amount. */
function decide(
  token: { brand: string; behaviour: string; declineCode: number | null } | undefined,
  input: AuthorizeInput,
): Pick<SandboxPayment, 'status' | 'declineCode' | 'declineReason'> {
  // An unknown or expired token: the card has to be entered again.
  if (!token) return { status: 'declined', declineCode: 3007, declineReason: null };
  if (overOnlineLimit(token.brand as CardBrand, input.amount, input.currency))
    return { status: 'declined', declineCode: 3003, declineReason: 'online_limit' };
  if (token.behaviour === 'decline')
    return { status: 'declined', declineCode: token.declineCode, declineReason: null };
  if (token.behaviour === 'challenge') return { status: 'challenge', declineCode: null, declineReason: null };
  return { status: 'authorized', declineCode: null, declineReason: null };
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

  async function voidById(paymentId: string): Promise<ProviderOutcome> {
    if (await voidPayment(db, paymentId, now())) {
      await recordOperation(db, { paymentId, kind: 'void', amount: 0, at: now() });
      return { status: 'ok' };
    }
    const row = await findPayment(db, paymentId);
    // Voiding twice, or voiding what was never authorised, leaves nothing to drop.
    if (row && (row.status === 'voided' || row.status === 'declined')) return { status: 'ok' };
    return { status: 'failed', code: 3203 };
  }

  return {
    name: 'sandbox',

    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      const earlier = await findPaymentByKey(db, input.idempotencyKey);
      if (earlier) return answerOf(earlier, input.locale);
      const at = now();
      const found = await findCardToken(db, hashToken(input.cardToken));
      const token = found && found.expiresAt > at ? found : undefined;
      const inserted = await insertPaymentOnce(db, {
        id: newSandboxId('sp'),
        idempotencyKey: input.idempotencyKey,
        tokenHash: token?.tokenHash ?? null,
        brand: token?.brand ?? null,
        last4: token?.last4 ?? null,
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        reference: input.reference,
        returnUrl: input.returnUrl,
        ...decide(token, input),
        createdAt: at,
        updatedAt: at,
      });
      // A concurrent retry with the same key won the insert: answer what it stored.
      const row = inserted ?? (await findPaymentByKey(db, input.idempotencyKey));
      if (!row) throw new Error('sandbox payment vanished after insert');
      return answerOf(row, input.locale);
    },

    async completeChallenge(paymentId: string): Promise<ChallengeResult> {
      await settleChallenge(db, paymentId, now());
      const row = await findPayment(db, paymentId);
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
        if (!(await capturePayment(tx, paymentId, amount, now()))) return { status: 'failed', code: 3201 };
        await recordOperation(tx, { paymentId, kind: 'capture', amount, idempotencyKey, at: now() });
        return { status: 'ok' };
      });
    },

    async refund(paymentId: string, amount: number, idempotencyKey?: string): Promise<ProviderOutcome> {
      return db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        if (idempotencyKey && (await operationDone(tx, idempotencyKey))) return { status: 'ok' };
        if (!(await refundPayment(tx, paymentId, amount, now()))) return { status: 'failed', code: 3203 };
        await recordOperation(tx, { paymentId, kind: 'refund', amount, idempotencyKey, at: now() });
        return { status: 'ok' };
      });
    },

    void: voidById,

    async voidByIdempotencyKey(idempotencyKey: string): Promise<ProviderOutcome> {
      const row = await findPaymentByKey(db, idempotencyKey);
      // Nothing was authorised with this key (the call never reached the gateway): nothing to drop.
      if (!row) return { status: 'ok' };
      return voidById(row.id);
    },
  };
}
