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
  StoredCard,
  StoredCardRef,
} from '../../../platform/payments/payment-provider.ts';
import { overOnlineLimit } from './card-rules.ts';
import {
  activateVaultCard,
  capturePayment,
  deletePendingVaultCard,
  deleteVaultCard,
  findCardToken,
  findPayment,
  findPaymentByKey,
  findSecurityCodeToken,
  findVaultCard,
  insertPaymentOnce,
  insertVaultCard,
  type NewPaymentRow,
  newSandboxId,
  operationDone,
  recordOperation,
  refundPayment,
  settleChallenge,
  voidPayment,
} from './sandbox.repository.ts';
import type { SandboxCardToken, SandboxPayment, SandboxVaultCard } from './sandbox.types.ts';
import { codeMatches, codeVerifier, openCode } from './security-codes.ts';

/** Where the sandbox's pages live (outside /book: the guest's browser opens them, not the API client). */
export const SANDBOX_PREFIX = '/sandbox-pay';

/**
 * Root-relative: the widget resolves it against the API origin (test servers listen on random ports).
 * The guest's language goes with it, so the challenge page speaks it.
 */
export const challengePath = (paymentId: string, locale?: Locale) =>
  `${SANDBOX_PREFIX}/challenge/${encodeURIComponent(paymentId)}${locale ? `?locale=${locale}` : ''}`;

const DECLINE_REASONS = new Set(['online_limit', 'security_code'] as const);
const declineReasonOf = (reason: string | null) =>
  DECLINE_REASONS.has(reason as 'online_limit') ? { reason: reason as 'online_limit' | 'security_code' } : {};

/** What the merchant is told of a card its customer keeps. */
const storedCardOf = (card: SandboxVaultCard): StoredCard => ({
  customer: card.customer,
  ref: card.id,
  brand: card.brand,
  last4: card.last4,
  holderName: card.holderName,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
});

function answerOf(row: SandboxPayment, locale?: Locale, kept?: SandboxVaultCard): AuthorizeResult {
  const card = { brand: row.brand as CardBrand, last4: row.last4 ?? '' };
  if (row.status === 'declined') {
    return {
      status: 'declined',
      code: row.declineCode as DeclineCode,
      paymentId: row.id,
      ...declineReasonOf(row.declineReason),
    };
  }
  if (row.status === 'challenge')
    return { status: 'challenge', paymentId: row.id, challengeUrl: challengePath(row.id, locale), ...card };
  return {
    status: 'authorized',
    paymentId: row.id,
    ...card,
    ...(kept?.status === 'active' ? { storedCard: storedCardOf(kept) } : {}),
  };
}

/** A card expiring at the end of its month is still valid in that month. */
const expiredAt = (card: { expiryMonth: number; expiryYear: number }, at: Date) =>
  card.expiryYear * 12 + (card.expiryMonth - 1) < at.getUTCFullYear() * 12 + at.getUTCMonth();

/** What the gateway decides for a card (its token, or its vault entry) and an amount. */
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
 * VISA/Master online limit, 3-D Secure through its challenge page and a vault of the cards customers
 * keep (paid with again by their security code alone); all state in the sandbox tables.
 * @example const provider = createSandboxProvider({ db, publicUrl: config.publicUrl });
 */
export function createSandboxProvider(deps: {
  db: Db;
  publicUrl: string;
  now?: () => Date;
}): PaymentProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The card this authorised payment keeps, made usable (or the one already kept); undefined if none. */
  async function keptCard(row: SandboxPayment): Promise<SandboxVaultCard | undefined> {
    if (!row.vaultCardId || (row.status !== 'authorized' && row.status !== 'captured')) return undefined;
    return activateVaultCard(db, row.id, row.vaultCardId, now());
  }

  /** Inserts the payment once per key and answers it (or what a concurrent retry stored first). */
  async function store(
    row: Omit<NewPaymentRow, 'createdAt' | 'updatedAt'>,
    at: Date,
    locale?: Locale,
  ): Promise<AuthorizeResult> {
    const inserted = await insertPaymentOnce(db, { ...row, createdAt: at, updatedAt: at });
    // A concurrent retry with the same key won the insert: answer what it stored.
    if (!inserted && row.vaultCardId) await deletePendingVaultCard(db, row.vaultCardId);
    const saved = inserted ?? (await findPaymentByKey(db, row.idempotencyKey));
    if (!saved) throw new Error('sandbox payment vanished after insert');
    return answerOf(saved, locale, await keptCard(saved));
  }

  /** A card of the vault, paid with its security code: the code is checked as the issuer would. */
  async function authorizeStored(input: AuthorizeInput, stored: StoredCardRef, at: Date) {
    const found = await findVaultCard(db, stored.ref);
    const card = found?.customer === stored.customer && found.status === 'active' ? found : undefined;
    const codeToken = await findSecurityCodeToken(db, hashToken(input.cardToken));
    const code =
      codeToken && codeToken.expiresAt > at ? openCode(input.cardToken, codeToken.cvcSealed) : null;
    let decision: Pick<SandboxPayment, 'status' | 'declineCode' | 'declineReason'>;
    // Not this customer's card (or removed), or no live code token: as for an unknown card token.
    if (!card || code === null) decision = { status: 'declined', declineCode: 3007, declineReason: null };
    else if (!codeMatches(code, { salt: card.cvcSalt, hash: card.cvcHash }))
      decision = { status: 'declined', declineCode: 3002, declineReason: 'security_code' };
    else if (expiredAt(card, at)) decision = { status: 'declined', declineCode: 3005, declineReason: null };
    else decision = decide(card, input);
    return store(
      {
        id: newSandboxId('sp'),
        idempotencyKey: input.idempotencyKey,
        tokenHash: codeToken?.tokenHash ?? null,
        brand: card?.brand ?? null,
        last4: card?.last4 ?? null,
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        reference: input.reference,
        returnUrl: input.returnUrl,
        vaultCardId: null,
        ...decision,
      },
      at,
      input.locale,
    );
  }

  /** The card behind a token, pending in the vault until the payment that keeps it is authorised. */
  async function pendingVaultCard(
    token: SandboxCardToken,
    cardToken: string,
    customer: string,
    at: Date,
  ): Promise<string | null> {
    const code = token.cvcSealed ? openCode(cardToken, token.cvcSealed) : null;
    if (code === null) return null;
    const verifier = codeVerifier(code);
    const id = newSandboxId('card');
    await insertVaultCard(db, {
      id,
      customer,
      status: 'pending',
      brand: token.brand,
      last4: token.last4,
      expiryMonth: token.expiryMonth,
      expiryYear: token.expiryYear,
      holderName: token.holderName,
      behaviour: token.behaviour,
      declineCode: token.declineCode,
      cvcSalt: verifier.salt,
      cvcHash: verifier.hash,
      createdAt: at,
      updatedAt: at,
    });
    return id;
  }

  async function voidById(paymentId: string): Promise<ProviderOutcome> {
    if (await voidPayment(db, paymentId, now())) {
      await recordOperation(db, { paymentId, kind: 'void', amount: 0, at: now() });
      const voided = await findPayment(db, paymentId);
      if (voided?.vaultCardId) await deletePendingVaultCard(db, voided.vaultCardId);
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
      if (earlier) return answerOf(earlier, input.locale, await keptCard(earlier));
      const at = now();
      if (input.storedCard) return authorizeStored(input, input.storedCard, at);
      const found = await findCardToken(db, hashToken(input.cardToken));
      const token = found && found.expiresAt > at ? found : undefined;
      const decision = decide(token, input);
      const vaultCardId =
        token && input.keepCardFor && decision.status !== 'declined'
          ? await pendingVaultCard(token, input.cardToken, input.keepCardFor, at)
          : null;
      return store(
        {
          id: newSandboxId('sp'),
          idempotencyKey: input.idempotencyKey,
          tokenHash: token?.tokenHash ?? null,
          brand: token?.brand ?? null,
          last4: token?.last4 ?? null,
          amount: input.amount,
          currency: input.currency.toUpperCase(),
          reference: input.reference,
          returnUrl: input.returnUrl,
          vaultCardId,
          ...decision,
        },
        at,
        input.locale,
      );
    },

    async completeChallenge(paymentId: string): Promise<ChallengeResult> {
      await settleChallenge(db, paymentId, now());
      const row = await findPayment(db, paymentId);
      if (!row) return { status: 'declined', code: 3002 };
      switch (row.status) {
        case 'challenge':
          return { status: 'pending' };
        case 'authorized':
        case 'captured': {
          const kept = await keptCard(row);
          return { status: 'authorized', ...(kept ? { storedCard: storedCardOf(kept) } : {}) };
        }
        case 'declined':
          if (row.vaultCardId) await deletePendingVaultCard(db, row.vaultCardId);
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

    async deleteStoredCard(card: StoredCardRef): Promise<ProviderOutcome> {
      // Another customer's reference removes nothing; an unknown one is already gone.
      await deleteVaultCard(db, card.customer, card.ref);
      return { status: 'ok' };
    },
  };
}
