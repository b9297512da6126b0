import type { Db } from '../db/database.ts';
import { sandboxVaultCards } from '../db/tables/sandbox-vault.table.ts';
import { gatewayCustomer, keepMemberCard } from '../features/member-cards/member-cards.service.ts';
import { codeVerifier } from '../features/payments/sandbox/security-codes.ts';
import { DEMO_MEMBERS } from './seed-facts.ts';

/**
 * Hanako's saved card: the sandbox's approved VISA test card, kept in the sandbox gateway's vault,
 * so a person can pay with a saved card on `npm start` (its security code is `cvc`).
 */
export const DEMO_SAVED_CARD = {
  member: DEMO_MEMBERS.hanako,
  gatewayRef: 'card_demo_hanako_visa',
  brand: 'visa',
  number: '4111111111111111',
  last4: '1111',
  cvc: '123',
  holderName: 'HANAKO YAMADA',
  expiryMonth: 12,
  /** Years after the seeding year. */
  yearsValid: 5,
} as const;

/** Keeps the demo card in the sandbox's vault and as Hanako's saved card. */
export async function seedDemoCards(db: Db, now: Date = new Date()): Promise<void> {
  const card = DEMO_SAVED_CARD;
  const customer = gatewayCustomer(card.member.id);
  const expiryYear = now.getUTCFullYear() + card.yearsValid;
  const verifier = codeVerifier(card.cvc);
  await db.insert(sandboxVaultCards).values({
    id: card.gatewayRef,
    customer,
    status: 'active',
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear,
    holderName: card.holderName,
    behaviour: 'approve',
    declineCode: null,
    cvcSalt: verifier.salt,
    cvcHash: verifier.hash,
    createdAt: now,
    updatedAt: now,
  });
  await keepMemberCard(db, {
    owner: { memberId: card.member.id, brandId: card.member.brandId },
    gateway: 'sandbox',
    card: {
      customer,
      ref: card.gatewayRef,
      brand: card.brand,
      last4: card.last4,
      holderName: card.holderName,
      expiryMonth: card.expiryMonth,
      expiryYear,
    },
    now,
  });
}
