/**
 * What the points exchange asks of a gift-code provider (spec §1: points for a gift code, Japan only;
 * `digico` on the wire): a platform port, so member points depend on no provider's code. The built-in
 * sandbox (sandbox-gift-codes.ts) stands in for the real one until a brand's partner contract plugs in
 * behind the same interface.
 */
export interface GiftCodeProvider {
  /** The provider's name (`sandbox` for the built-in one). */
  readonly name: string;
  /**
   * Issues a code worth `amount` units of `currency`, valid until `issuedAt` + `validDays`. The same
   * `requestId` answers the first code again (a retried call never issues two). Throws
   * GiftCodeUnavailableError when the provider cannot be reached or refuses to issue.
   */
  issue(request: GiftCodeRequest): Promise<IssuedGiftCode>;
  /** Withdraws a code that was issued but never handed out (its exchange did not commit). Safe to repeat. */
  cancel(reference: string): Promise<void>;
}

export interface GiftCodeRequest {
  /** Ours, unique per exchange: the provider's idempotency key. */
  requestId: string;
  amount: number;
  currency: string;
  exchangeType: string;
  /** The brand's account at the provider (brand settings `digico_partner_code`), if it has one. */
  partnerCode: string | null;
  issuedAt: Date;
  validDays: number;
}

export interface IssuedGiftCode {
  code: string;
  /** The provider's id of the code (what `cancel` takes). */
  reference: string;
  expiresAt: Date;
}

/** The provider could not be reached or would not issue: nothing was issued. */
export class GiftCodeUnavailableError extends Error {
  override name = 'GiftCodeUnavailableError';
}
