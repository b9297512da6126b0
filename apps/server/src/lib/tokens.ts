import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The form a token is stored in: lowercase hex sha256. Tokens are random, so no salt is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
