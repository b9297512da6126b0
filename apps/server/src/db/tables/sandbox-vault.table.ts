import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    /** approve | challenge | decline: the test card's behaviour, as for its token. */
    behaviour: text('behaviour').notNull(),
    declineCode: integer('decline_code'),
    cvcSalt: text('cvc_salt').notNull(),
    cvcHash: text('cvc_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_vault_cards_status_known', sql`${t.status} in ('pending', 'active')`),
    check('sandbox_vault_cards_brand_known', sql`${t.brand} in ('visa', 'master', 'amex', 'jcb', 'diners')`),
    check('sandbox_vault_cards_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check(
      'sandbox_vault_cards_behaviour_known',
      sql`(${t.behaviour} = 'decline') = (${t.declineCode} is not null) and ${t.behaviour} in ('approve', 'challenge', 'decline')`,
    ),
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
    check(
      'sandbox_security_code_tokens_brand_known',
      sql`${t.brand} in ('visa', 'master', 'amex', 'jcb', 'diners')`,
    ),
    index('sandbox_security_code_tokens_expires_at_idx').on(t.expiresAt),
  ],
);
