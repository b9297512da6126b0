import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members.table.ts';

/**
 * A member's saved card (spec §3). The card itself is in the payment gateway's vault: Yadori keeps
 * only the gateway's reference and what the member is shown — brand, last four digits, holder and
 * expiry — per member and hotel brand (the composite key keeps the card's brand the member's).
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id').notNull(),
    brandId: integer('brand_id').notNull(),
    /** The gateway that keeps the card (its provider name) and the card's reference there. */
    gateway: text('gateway').notNull(),
    gatewayRef: text('gateway_ref').notNull(),
    cardBrand: text('card_brand').notNull(),
    last4: text('last4').notNull(),
    holderName: text('holder_name').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'member_cards_member_brand_fk',
      columns: [t.memberId, t.brandId],
      foreignColumns: [members.id, members.brandId],
    }).onDelete('cascade'),
    // The gateway answers the same card again for a replayed payment: kept once.
    unique('member_cards_gateway_ref_unique').on(t.memberId, t.gateway, t.gatewayRef),
    check(
      'member_cards_card_brand_known',
      sql`${t.cardBrand} in ('visa', 'master', 'amex', 'jcb', 'diners')`,
    ),
    check('member_cards_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('member_cards_expiry_month', sql`${t.expiryMonth} between 1 and 12`),
    check('member_cards_expiry_year', sql`${t.expiryYear} between 2000 and 2200`),
    index('member_cards_member_idx').on(t.memberId, t.brandId),
  ],
);
