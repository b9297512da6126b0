import { createHmac } from 'node:crypto';
import {
  type GiftCodeProvider,
  type GiftCodeRequest,
  GiftCodeUnavailableError,
  type IssuedGiftCode,
} from './gift-code-provider.ts';

/** The sandbox, with the switches a test or a demo uses to see the failure paths. */
export interface SandboxGiftCodes extends GiftCodeProvider {
  /** False: every issue fails as an unreachable provider would, until it is switched back on. */
  setAvailable(available: boolean): void;
  /** Codes issued so far by request id (cancelled ones too), as the provider's own records. */
  readonly issued: ReadonlyMap<string, IssuedGiftCode & { cancelled: boolean }>;
}

// Crockford's base32: no I, L, O or U, so a code read aloud or typed is never ambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAY_MS = 86_400_000;

function codeOf(digest: Buffer): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[digest[i]! % ALPHABET.length];
  return `SBX-${code.match(/.{4}/g)!.join('-')}`;
}

/**
 * The built-in gift-code provider: codes are derived from the request id with an HMAC (the same request
 * gets the same code, different requests different ones), valid `validDays` from issue. It keeps what it
 * issued in memory, like a provider's records, and can be switched off to play an outage.
 * @example const giftCodes = createSandboxGiftCodes(); giftCodes.setAvailable(false); // next issue throws
 */
export function createSandboxGiftCodes(
  options: { secret?: string; available?: boolean } = {},
): SandboxGiftCodes {
  const secret = options.secret ?? 'yadori-sandbox-gift-codes';
  let available = options.available ?? true;
  const issued = new Map<string, IssuedGiftCode & { cancelled: boolean }>();
  return {
    name: 'sandbox',
    issued,
    setAvailable(value) {
      available = value;
    },
    async issue(request: GiftCodeRequest) {
      if (!available) throw new GiftCodeUnavailableError('the sandbox gift-code provider is switched off');
      if (!Number.isInteger(request.amount) || request.amount <= 0) {
        throw new GiftCodeUnavailableError('the sandbox issues codes of a positive whole amount only');
      }
      const known = issued.get(request.requestId);
      if (known && !known.cancelled)
        return { code: known.code, reference: known.reference, expiresAt: known.expiresAt };
      const digest = createHmac('sha256', secret).update(request.requestId).digest();
      const code: IssuedGiftCode = {
        code: codeOf(digest),
        reference: `sbx_gc_${digest.subarray(16, 28).toString('hex')}`,
        expiresAt: new Date(request.issuedAt.getTime() + request.validDays * DAY_MS),
      };
      issued.set(request.requestId, { ...code, cancelled: false });
      return code;
    },
    async cancel(reference) {
      for (const code of issued.values()) if (code.reference === reference) code.cancelled = true;
    },
  };
}
