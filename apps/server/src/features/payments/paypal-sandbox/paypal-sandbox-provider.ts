import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { hashToken } from '../../../lib/tokens.ts';
import type { CardBrand, DeclineCode, ProviderOutcome } from '../../../platform/payments/payment-provider.ts';
import type {
  CreateOrderInput,
  WalletCaptureResult,
  WalletClientCredential,
  WalletOrder,
  WalletProvider,
} from '../../../platform/payments/wallet-provider.ts';
import { findCardToken } from '../sandbox/sandbox.repository.ts';
import {
  completeOrder,
  findOperationByKey,
  findOrder,
  findOrderByCaptureId,
  findOrderByRequestId,
  insertOperationOnce,
  insertOrderOnce,
  type PayPalOperationKind,
  refundCaptured,
  type SandboxPayPalOrder,
  voidOrder,
} from './paypal-sandbox.repository.ts';

/** Where the PayPal sandbox's approval page lives (outside /book: the guest's browser opens it). */
export const PAYPAL_SANDBOX_PREFIX = '/sandbox-paypal';

/** The merchant's client id in the sandbox (PayPal's are per app; the sandbox has one app). */
export const PAYPAL_SANDBOX_CLIENT_ID = 'sb-yadori-sandbox';

/** How long PayPal's OAuth access tokens live (seconds), as PayPal answers `expires_in`. */
const ACCESS_TOKEN_SECONDS = 32_400;

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An id shaped like PayPal's order, capture and refund ids: 17 upper-case letters and digits. */
export function newPayPalId(): string {
  let id = '';
  for (let i = 0; i < 17; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/**
 * The sandbox buyer who approved an order, shaped like PayPal's (a 13-character payer id and a
 * sandbox personal account's e-mail). Derived from the order id: nothing more to store.
 */
export function payerOf(orderId: string): { payerId: string; email: string } {
  const digest = createHash('sha256').update(`paypal-sandbox-payer:${orderId}`).digest();
  let payerId = '';
  for (let i = 0; i < 13; i += 1) payerId += ALPHANUMERIC[(digest[i] ?? 0) % ALPHANUMERIC.length];
  return { payerId, email: `sb-${payerId.toLowerCase()}@personal.example.com` };
}

/** The approval page of an order, root-relative like the card sandbox's challenge page. */
export const approvePath = (orderId: string) =>
  `${PAYPAL_SANDBOX_PREFIX}/checkoutnow?token=${encodeURIComponent(orderId)}`;

const walletOrderOf = (row: SandboxPayPalOrder): WalletOrder => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  approveUrl: approvePath(row.id),
  captureId: row.captureId,
});

/** Thrown inside a transaction to undo it: the operation it recorded did not happen. */
class NothingDone extends Error {
  constructor() {
    super('paypal sandbox: nothing done, rolled back');
  }
}

/**
 * The built-in PayPal, behaving like PayPal's Orders API (decision 060): a client credential, orders
 * created once per request id, the approval page at /sandbox-paypal/checkoutnow (balance, a card
 * PayPal declines at capture, or cancel), capture once (one conditional UPDATE, whatever runs at
 * once), refunds once per key and never beyond the capture, voids, and card verification of the card
 * sandbox's hosted fields tokens. All state in sandbox_paypal_orders and sandbox_paypal_operations.
 * @example const wallet = createPayPalSandbox({ db, publicUrl: config.publicUrl });
 */
export function createPayPalSandbox(deps: { db: Db; publicUrl: string; now?: () => Date }): WalletProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** An operation without a key (a decline, a void, a verification): kept for the record only. */
  async function record(kind: PayPalOperationKind, orderId: string | null, amount: number, code?: number) {
    await insertOperationOnce(db, {
      id: newPayPalId(),
      orderId,
      kind,
      amount,
      declineCode: code ?? null,
      idempotencyKey: null,
      createdAt: now(),
    });
  }

  /** The answer to a capture already made with this key (null: the key names no capture). */
  async function earlierCapture(
    idempotencyKey: string,
    orderId: string,
  ): Promise<WalletCaptureResult | null> {
    const operation = await findOperationByKey(db, idempotencyKey);
    if (!operation) return null;
    // The key was spent on another order or another kind of operation: PayPal answers that one, and
    // nothing of this order was captured by it.
    if (operation.kind !== 'capture' || operation.orderId !== orderId)
      return { status: 'declined', code: 3201 };
    const order = await findOrder(db, orderId);
    return { status: 'completed', captureId: operation.id, payerEmail: order?.payerEmail ?? null };
  }

  return {
    name: 'paypal',

    async clientCredential(): Promise<WalletClientCredential> {
      return {
        clientId: PAYPAL_SANDBOX_CLIENT_ID,
        accessToken: `A21AA${randomBytes(48).toString('base64url')}`,
        expiresIn: ACCESS_TOKEN_SECONDS,
        environment: 'sandbox',
      };
    },

    async createOrder(input: CreateOrderInput): Promise<WalletOrder> {
      const earlier = await findOrderByRequestId(db, input.requestId);
      if (earlier) return walletOrderOf(earlier);
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        throw new Error('paypal sandbox: an order needs a positive integer amount');
      const at = now();
      const inserted = await insertOrderOnce(db, {
        id: newPayPalId(),
        requestId: input.requestId,
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        reference: input.reference,
        description: input.description || null,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        locale: input.locale ?? null,
        createdAt: at,
        updatedAt: at,
      });
      // A concurrent retry with the same request id won the insert: answer its order.
      const order = inserted ?? (await findOrderByRequestId(db, input.requestId));
      if (!order) throw new Error('paypal sandbox order vanished after insert');
      return walletOrderOf(order);
    },

    async getOrder(orderId: string): Promise<WalletOrder | null> {
      const order = await findOrder(db, orderId);
      return order ? walletOrderOf(order) : null;
    },

    async captureOrder(orderId: string, idempotencyKey: string): Promise<WalletCaptureResult> {
      const answered = await earlierCapture(idempotencyKey, orderId);
      if (answered) return answered;
      const order = await findOrder(db, orderId);
      if (!order) return { status: 'declined', code: 3201 };
      const captureId = newPayPalId();
      // One conditional UPDATE first: of concurrent captures, one completes the order (the others wait
      // for its row, then find it COMPLETED). Only then the key: taking it first would take a share
      // lock on the order (the operation's foreign key) that two captures would deadlock on, since
      // completing sets capture_id, a unique column.
      const outcome = await db
        .transaction(async (txDb) => {
          const tx = txDb as unknown as Db;
          const at = now();
          if (!(await completeOrder(tx, orderId, captureId, at))) throw new NothingDone();
          const keyed = await insertOperationOnce(tx, {
            id: captureId,
            orderId,
            kind: 'capture',
            amount: order.amount,
            declineCode: null,
            idempotencyKey,
            createdAt: at,
          });
          // The key was spent meanwhile (on another operation): this capture did not happen.
          if (!keyed) throw new NothingDone();
          return 'captured' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof NothingDone) return 'not captured' as const;
          throw error;
        });
      // (Approved after `order` was read: its buyer is the one approval would name.)
      if (outcome === 'captured')
        return { status: 'completed', captureId, payerEmail: order.payerEmail ?? payerOf(orderId).email };
      // A concurrent retry with this key may have captured it.
      const retried = await earlierCapture(idempotencyKey, orderId);
      if (retried) return retried;
      const current = await findOrder(db, orderId);
      // Approved, but the buyer's funding is one PayPal refuses: the order stays approved. Anything
      // else (not approved yet, captured already, voided) leaves nothing to capture.
      const code: DeclineCode =
        current?.status === 'APPROVED' && current.funding === 'declined_card' ? 3204 : 3201;
      await record('capture', orderId, 0, code);
      return { status: 'declined', code };
    },

    async refundCapture(captureId: string, amount: number, idempotencyKey: string): Promise<ProviderOutcome> {
      const earlier = await findOperationByKey(db, idempotencyKey);
      if (earlier) return earlier.kind === 'refund' ? { status: 'ok' } : { status: 'failed', code: 3203 };
      const order = await findOrderByCaptureId(db, captureId);
      if (!order || !Number.isSafeInteger(amount) || amount <= 0) return { status: 'failed', code: 3203 };
      const outcome = await db
        .transaction(async (txDb) => {
          const tx = txDb as unknown as Db;
          const at = now();
          const claimed = await insertOperationOnce(tx, {
            id: newPayPalId(),
            orderId: order.id,
            kind: 'refund',
            amount,
            declineCode: null,
            idempotencyKey,
            createdAt: at,
          });
          if (!claimed) return 'key taken' as const;
          if (!(await refundCaptured(tx, captureId, amount, at))) throw new NothingDone();
          return 'refunded' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof NothingDone) return 'refused' as const;
          throw error;
        });
      if (outcome === 'refunded') return { status: 'ok' };
      if (outcome === 'key taken') {
        const retried = await findOperationByKey(db, idempotencyKey);
        if (retried?.kind === 'refund') return { status: 'ok' };
      }
      // More than is left of the capture (or nothing captured): refused, and nothing is recorded.
      return { status: 'failed', code: 3203 };
    },

    async voidOrder(orderId: string): Promise<ProviderOutcome> {
      if (await voidOrder(db, orderId, now())) {
        await record('void', orderId, 0);
        return { status: 'ok' };
      }
      const order = await findOrder(db, orderId);
      // Captured: there is nothing left to drop, the money was taken (refund it instead).
      if (order?.status === 'COMPLETED') return { status: 'failed', code: 3200 };
      // Unknown, or voided already: nothing to drop.
      return { status: 'ok' };
    },

    async validateCard(cardToken: string) {
      const at = now();
      const found = await findCardToken(db, hashToken(cardToken));
      const token = found && found.expiresAt > at ? found : undefined;
      // As the card sandbox answers an unknown or expired token: the card has to be entered again.
      let code: DeclineCode | null = null;
      if (!token) code = 3007;
      else if (token.behaviour === 'decline') code = (token.declineCode ?? 3002) as DeclineCode;
      // A verification of no amount: no online limit, and 3-D Secure is the payment's own step.
      await record('verify', null, 0, code ?? undefined);
      if (code !== null || !token) return { status: 'declined' as const, code: code ?? 3007 };
      return { status: 'valid' as const, brand: token.brand as CardBrand, last4: token.last4 };
    },
  };
}
