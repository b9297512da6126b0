import type { Db } from '../../db/database.ts';
import type { PaymentProvider, ProviderOutcome } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import { recordAudit, type StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { findRefundClaim, type RefundClaim, releaseRefundClaim } from './payment-links-admin.repository.ts';

/**
 * Refunds of paid links through their gateway (decision 060): the gateway asked with the link's refund
 * key, a refused refund's claim taken back, and the refund job's check that a claimed refund reached
 * the gateway. The claim itself is made by the staff refund (payment-links-admin.service.ts).
 */

/** The gateways a paid link may be refunded through. */
export interface RefundGateways {
  /** Cards. */
  paymentProvider?: PaymentProvider | null;
  /** PayPal. */
  walletProvider?: WalletProvider | null;
}

/** A claimed refund with what the audit log names it by. */
export type NamedRefundClaim = RefundClaim & { number: string; hotelId: number; brandId: number };

/** The idempotency key of a link's refund: one refund per link, whatever is retried. */
export const refundKey = (paymentLinkId: number) => `payment_link_refund:${paymentLinkId}`;

/** Who the audit log names for what the refund job does on its own. */
const SYSTEM = { id: 0, email: 'system' } as const;

/** The refund through the gateway the link was paid with; no gateway (or no payment id) is 3203. */
export function askGateway(
  gateways: RefundGateways,
  claim: Pick<RefundClaim, 'amount' | 'paidMethod' | 'paidRef'>,
  key: string,
): Promise<ProviderOutcome> {
  const failed: ProviderOutcome = { status: 'failed', code: 3203 };
  if (!claim.paidRef) return Promise.resolve(failed);
  if (claim.paidMethod === 'paypal') {
    return gateways.walletProvider
      ? gateways.walletProvider.refundCapture(claim.paidRef, claim.amount, key)
      : Promise.resolve(failed);
  }
  return gateways.paymentProvider
    ? gateways.paymentProvider.refund(claim.paidRef, claim.amount, key)
    : Promise.resolve(failed);
}

/**
 * Takes a refused refund's claim back (the link is paid again), with a `payment_link.refund_declined`
 * entry saying why; nothing when the claim is gone already.
 */
export async function releaseRefused(
  db: Db,
  claim: NamedRefundClaim,
  change: { claimedAt: Date; principal: Pick<StaffPrincipal, 'id' | 'email'>; code: number; now: Date },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await releaseRefundClaim(tx, claim.id, change.claimedAt, change.now))) return;
    await recordAudit(
      tx,
      {
        principal: change.principal,
        brandId: claim.brandId,
        hotelId: claim.hotelId,
        action: 'payment_link.refund_declined',
        entityType: 'payment_link',
        entityId: claim.number,
        after: { status: 'paid', amount: claim.amount, key: refundKey(claim.id), code: change.code },
      },
      change.now,
    );
  });
}

/**
 * The refund job's work: when the claim made at `claimedAt` still stands, the gateway is asked again
 * with the link's refund key — a refund done already answers as done, one the request never got to ask
 * for (the process died after the claim) is made now, a refusal takes the claim back. A claim taken
 * back, or a link changed since, is left alone. No answer (or no gateway here) throws: the job retries.
 */
export async function settleRefundClaim(
  deps: RefundGateways & { db: Db },
  job: { paymentLinkId: number; claimedAt: Date },
  now: Date,
): Promise<'gone' | 'refunded' | 'declined'> {
  const claim = await findRefundClaim(deps.db, job.paymentLinkId, job.claimedAt);
  if (!claim) return 'gone';
  // Without the gateway at hand nothing can be told: the job retries (never a claim taken back unasked).
  const paypal = claim.paidMethod === 'paypal';
  if (claim.paidRef && !(paypal ? deps.walletProvider : deps.paymentProvider))
    throw new Error(`no ${paypal ? 'wallet' : 'payment'} provider in the job context`);
  const outcome = await askGateway(deps, claim, refundKey(claim.id));
  if (outcome.status === 'ok') return 'refunded';
  await releaseRefused(deps.db, claim, {
    claimedAt: job.claimedAt,
    principal: SYSTEM,
    code: outcome.code,
    now,
  });
  return 'declined';
}
