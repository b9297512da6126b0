import type { CardBrand } from '../../../platform/payments/payment-provider.ts';

/** What the sandbox does with a card: approve it, ask for 3-D Secure, or decline it. */
export type SandboxCardBehaviour = 'approve' | 'challenge' | 'decline';

/** Where a sandbox authorisation stands. */
export type SandboxPaymentStatus = 'challenge' | 'authorized' | 'declined' | 'captured' | 'voided';

/**
 * A token of the hosted card fields: never the card number, only its brand, last four digits, expiry,
 * holder and what the sandbox will do with it. `tokenHash` is the token's sha256.
 */
export interface SandboxCardToken {
  tokenHash: string;
  /** Guaranteed by the `sandbox_card_tokens_brand_known` CHECK. */
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  /** Guaranteed by the `sandbox_card_tokens_behaviour_known` CHECK. */
  behaviour: SandboxCardBehaviour;
  declineCode: number | null;
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
export interface SandboxVaultCard {
  id: string;
  customer: string;
  status: SandboxVaultStatus;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  behaviour: SandboxCardBehaviour;
  declineCode: number | null;
  cvcSalt: string;
  cvcHash: string;
  createdAt: Date;
  updatedAt: Date;
}
