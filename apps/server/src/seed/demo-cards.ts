import type { Db } from '../db/database.ts';
import { sandboxVaultCards } from '../db/tables/sandbox-vault.table.ts';
import { gatewayCustomer, keepMemberCard } from '../features/member-cards/member-cards.service.ts';
import { codeVerifier } from '../features/payments/sandbox/security-codes.ts';
import type { CardBrand } from '../platform/payments/payment-provider.ts';
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

/**
 * A card a member keeps, as a payment with "keep this card" leaves it: in the sandbox gateway's vault
 * (approved test card behaviour, the code's verifier) and as the member's saved card. For the seed and
 * for tests that start from a saved card.
 */
export async function keepSandboxCard(
  db: Db,
  card: {
    member: { id: number; brandId: number };
    gatewayRef: string;
    brand: CardBrand;
    last4: string;
    cvc: string;
    holderName: string;
    expiryMonth: number;
    expiryYear: number;
  },
  now: Date = new Date(),
): Promise<void> {
  const customer = gatewayCustomer(card.member.id);
  const verifier = codeVerifier(card.cvc);
  await db.insert(sandboxVaultCards).values({
    id: card.gatewayRef,
    customer,
    status: 'active',
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
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
    card: { ...card, customer, ref: card.gatewayRef },
    now,
  });
}

/** Keeps the demo card in the sandbox's vault and as Hanako's saved card. */
export async function seedDemoCards(db: Db, now: Date = new Date()): Promise<void> {
  await keepSandboxCard(
    db,
    { ...DEMO_SAVED_CARD, expiryYear: now.getUTCFullYear() + DEMO_SAVED_CARD.yearsValid },
    now,
  );
}
