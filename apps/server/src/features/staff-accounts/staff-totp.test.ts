import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCodeAt, totpStepOf, totpUrl, totpVault } from './staff-totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (ASCII), base32 below; the RFC's 8-digit
// values end in these six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '287082'],
  [1_111_111_109, '081804'],
  [1_111_111_111, '050471'],
  [1_234_567_890, '005924'],
  [2_000_000_000, '279037'],
];

describe('staff TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it('computes the RFC test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
    }
  });

  it('accepts a code one step either side of now and answers its step, nothing further', () => {
    const at = new Date(1_111_111_111_000);
    const step = Math.floor(at.getTime() / 30_000);
    expect(totpStepOf(RFC_SECRET, '050471', at)).toBe(step);
    const previous = totpCodeAt(RFC_SECRET, new Date(at.getTime() - 30_000));
    const next = totpCodeAt(RFC_SECRET, new Date(at.getTime() + 30_000));
    expect(totpStepOf(RFC_SECRET, previous, at)).toBe(step - 1);
    expect(totpStepOf(RFC_SECRET, next, at)).toBe(step + 1);
    const tooOld = totpCodeAt(RFC_SECRET, new Date(at.getTime() - 60_000));
    expect(totpStepOf(RFC_SECRET, tooOld, at)).toBeNull();
    expect(totpStepOf(RFC_SECRET, '000000', at)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth address with the issuer Yadori and the email', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(totpUrl(secret, 'front@hanami.example'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Yadori:front@hanami.example');
    expect(url.searchParams.get('issuer')).toBe('Yadori');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });

  it('seals secrets under STAFF_SECRET only, and has no vault without one', () => {
    expect(totpVault(undefined)).toBeNull();
    const vault = totpVault('s'.repeat(32))!;
    const sealed = vault.seal(RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(vault.open(sealed)).toBe(RFC_SECRET);
    expect(totpVault('t'.repeat(32))!.open(sealed)).toBeNull();
  });
});
