import type { CardBrand } from '../../../platform/payments/payment-provider.ts';

/** What the sandbox does with a card: approve it, ask for 3-D Secure, or decline it. */
export type SandboxCardBehaviour = 'approve' | 'challenge' | 'decline';

/** Where a sandbox authorisation stands. */
export type SandboxPaymentStatus = 'challenge' | 'authorized' | 'declined' | 'captured' | 'voided';

/**
 * What the sandbox keeps of a test card, in a token and in its vault alike (sandbox-card.columns.ts):
 * never the number, only its brand, last four digits, expiry, holder and what the sandbox does with it.
 */
export interface SandboxCard {
  /** Guaranteed by the `<table>_brand_known` CHECK. */
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  /** Guaranteed by the `<table>_behaviour_known` CHECK. */
  behaviour: SandboxCardBehaviour;
  declineCode: number | null;
}

/** A token of the hosted card fields: a card as above. `tokenHash` is the token's sha256. */
export interface SandboxCardToken extends SandboxCard {
  tokenHash: string;
  /** The security code sealed under the token (security-codes.ts); null for tokens made before it was kept. */
  cvcSealed: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** One authorisation of the sandbox gateway and where it stands. */
export interface SandboxPayment {
  id: string;
  idempotencyKey: string;
  tokenHash: string | null;
  brand: string | null;
  last4: string | null;
  amount: number;
  currency: string;
  reference: string;
  returnUrl: string;
  /** Guaranteed by the `sandbox_payments_status_known` CHECK. */
  status: SandboxPaymentStatus;
  /** The challenge page's answer (`sandbox_payments_outcome_known` CHECK). */
  challengeOutcome: 'passed' | 'failed' | 'cancelled' | null;
  declineCode: number | null;
  /** Why a decline happened beyond its code (e.g. online_limit). */
  declineReason: string | null;
  capturedAmount: number;
  refundedAmount: number;
  /** The vault card this payment keeps or pays with. */
  vaultCardId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Whether a vault card may be paid with yet: `pending` until the payment that kept it is authorised. */
export type SandboxVaultStatus = 'pending' | 'active';

/** A card in the sandbox's vault (sandbox-vault.table.ts): never the number nor the code. */
export interface SandboxVaultCard extends SandboxCard {
  id: string;
  customer: string;
  status: SandboxVaultStatus;
  cvcSalt: string;
  cvcHash: string;
  createdAt: Date;
  updatedAt: Date;
}
