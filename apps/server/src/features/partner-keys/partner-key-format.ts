import { randomBytes } from 'node:crypto';
import { PARTNER_KEY_PATTERN, PARTNER_KEY_PREFIX_LENGTH } from '@yadori/contract/partner.constants';
import { hashToken } from '../../lib/tokens.ts';

/** A new API key as shown once to staff, and what is stored of it (decision 059). */
export interface NewPartnerKey {
  /** `yk_` and 32 random bytes, base64url: the bearer token the partner sends. */
  key: string;
  /** Its first characters, to name it in lists. */
  prefix: string;
  /** Its sha256: all the database keeps. */
  tokenHash: string;
}

/** Mints a key. */
export function newPartnerKey(): NewPartnerKey {
  const key = `yk_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, PARTNER_KEY_PREFIX_LENGTH), tokenHash: hashToken(key) };
}

/** True when `value` has the shape of a key (checked before any lookup). */
export const looksLikePartnerKey = (value: string): boolean => PARTNER_KEY_PATTERN.test(value);
