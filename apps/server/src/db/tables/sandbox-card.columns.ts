import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, smallint, text } from 'drizzle-orm/pg-core';

// What the sandbox gateway keeps of a test card, alike in a card token (sandbox-payments.table.ts) and
// in its vault (sandbox-vault.table.ts). Each table gets its own column builders and constraint names,
// so the schema is the one the migrations already made.

/** The card without its number: brand, last four digits, expiry, holder, and what the sandbox does with it. */
export function sandboxCardColumns() {
  return {
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    /** approve | challenge | decline: the test card's behaviour. */
    behaviour: text('behaviour').notNull(),
    declineCode: integer('decline_code'),
  };
}

/** `<table>_brand_known`: a brand the sandbox takes. */
export function knownCardBrand(table: string, brand: AnyPgColumn) {
  return check(`${table}_brand_known`, sql`${brand} in ('visa', 'master', 'amex', 'jcb', 'diners')`);
}

/** The checks of `sandboxCardColumns()` in `table`, named after it. */
export function sandboxCardChecks(
  table: string,
  card: { brand: AnyPgColumn; last4: AnyPgColumn; behaviour: AnyPgColumn; declineCode: AnyPgColumn },
) {
  return [
    knownCardBrand(table, card.brand),
    check(`${table}_last4_digits`, sql`${card.last4} ~ '^[0-9]{4}$'`),
    check(
      `${table}_behaviour_known`,
      sql`(${card.behaviour} = 'decline') = (${card.declineCode} is not null) and ${card.behaviour} in ('approve', 'challenge', 'decline')`,
    ),
  ];
}
