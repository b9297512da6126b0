import { randomBytes } from 'node:crypto';
import { keyFromSecret, openText, sealText } from '../../lib/sealed-text.ts';

/** A new signing secret: `whsec_` and 32 random bytes (base64url), shown to staff once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * Seals and opens endpoints' signing secrets under the server's STAFF_SECRET (decision 059): they are
 * read back to sign every delivery, so unlike API keys they cannot be kept as a hash.
 */
export interface WebhookSecretVault {
  seal(secret: string): string;
  /** The secret, or null when it was sealed under another STAFF_SECRET. */
  open(sealed: string): string | null;
}

/** The vault of `staffSecret`, or null when the server has none (endpoints cannot be made then). */
export function webhookSecretVault(staffSecret: string | undefined): WebhookSecretVault | null {
  if (!staffSecret) return null;
  const key = keyFromSecret(staffSecret, 'webhook-secret');
  return { seal: (secret) => sealText(secret, key), open: (sealed) => openText(sealed, key) };
}
