import { Secret, TOTP } from 'otpauth';
import { keyFromSecret, openText, sealText } from '../../lib/sealed-text.ts';

/**
 * Two-step sign-in of staff accounts (decision 058): RFC 6238 TOTP with SHA-1, 6 digits and 30-second
 * steps, a code accepted one step either side of the server's clock. The base32 secret is kept sealed
 * under STAFF_SECRET; a step is accepted once (`totp_last_step`), so a code cannot be replayed.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** Steps either side of now a code may come from (a phone's clock a little off). */
const WINDOW = 1;
const ISSUER = 'Yadori';
/** 20 bytes: the key length RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;

/** A new random secret, base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/…` address of `secret` for `email` (a QR code of it sets up the app). */
export function totpUrl(secret: string, email: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/** The code of `secret` at `at` (tests, and nothing else, type codes this way). */
export function totpCodeAt(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: at.getTime(),
  });
}

/** The 30-second step `code` of `secret` belongs to, within a step of `at`; null when it matches none. */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** Seals and opens TOTP secrets under the server's STAFF_SECRET (unset: two-step sign-in is unavailable). */
export interface TotpVault {
  seal(secret: string): string;
  /** The secret, or null when it was sealed under another STAFF_SECRET. */
  open(sealed: string): string | null;
}

/** The vault of `staffSecret`, or null when the server has none. */
export function totpVault(staffSecret: string | undefined): TotpVault | null {
  if (!staffSecret) return null;
  const key = keyFromSecret(staffSecret, 'staff-totp');
  return { seal: (secret) => sealText(secret, key), open: (sealed) => openText(sealed, key) };
}
