import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { knownCardBrand, sandboxCardChecks, sandboxCardColumns } from './sandbox-card.columns.ts';

/**
 * The sandbox gateway's vault: cards its customers keep, like a real PSP's customer vault. The number
 * is never kept, only brand, last four digits, expiry, holder and what the sandbox does with the card.
 * The sandbox plays the card issuer too, so it can refuse a wrong security code: it keeps a salted
 * HMAC-SHA-256 of the code, never the code. A card kept at a payment is `pending` until that payment
 * is authorised (3-D Secure may still fail), then `active`.
 */
export const sandboxVaultCards = pgTable(
  'sandbox_vault_cards',
  {
    id: text('id').primaryKey(),
    /** The merchant's reference for its customer (Yadori's member). */
    customer: text('customer').notNull(),
    /** pending | active */
    status: text('status').notNull(),
    ...sandboxCardColumns(),
    cvcSalt: text('cvc_salt').notNull(),
    cvcHash: text('cvc_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_vault_cards_status_known', sql`${t.status} in ('pending', 'active')`),
    ...sandboxCardChecks('sandbox_vault_cards', t),
    index('sandbox_vault_cards_customer_idx').on(t.customer),
  ],
);

/**
 * Tokens of the hosted security-code field (paying with a vault card): the code sealed under a key
 * derived from the token, which is stored only as its sha256. They live as long as card tokens.
 */
export const sandboxSecurityCodeTokens = pgTable(
  'sandbox_security_code_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    brand: text('brand').notNull(),
    cvcSealed: text('cvc_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    knownCardBrand('sandbox_security_code_tokens', t.brand),
    index('sandbox_security_code_tokens_expires_at_idx').on(t.expiresAt),
  ],
);
