import type { CreditCard, CreditCardBrand } from '@yadori/contract/credit-cards.schema';
import type { Locale } from '@yadori/contract/locales';
import type { Db } from '../../db/database.ts';
import type {
  PaymentProvider,
  ProviderOutcome,
  StoredCard,
  StoredCardRef,
} from '../../platform/payments/payment-provider.ts';
import { memberSessionErrors } from '../member-sessions/member-sessions.errors.ts';
import { FORGET_CARD_JOB, forgetCardJob } from './forget-card.job.ts';
import { memberCardErrors } from './member-cards.errors.ts';
import { deleteAllCards, deleteCard, findCard, findCards, upsertCard } from './member-cards.repository.ts';
import { memberCardText } from './member-cards.texts.ts';
import type { CardOwner, MemberCardRecord } from './member-cards.types.ts';

/**
 * A member's saved cards (spec §1, §3, §7): the list and the removal, a booking's choice of a saved or
 * a kept card, and what the gateway answered kept. Reservations and payments use this face.
 */
export type { CardOwner } from './member-cards.types.ts';
export { memberCardErrors };

export interface MemberCardDeps {
  db: Db;
  now: () => Date;
  /** The app's gateway: its vault keeps the cards; without one there are none. */
  provider: PaymentProvider | null;
}

/** The gateway's customer for a member: Yadori's own reference, like a PSP's customer or member id. */
export const gatewayCustomer = (memberId: number) => `yadori-member-${memberId}`;

/** Usual number lengths, for the masked number (spec §3 "number"). */
const NUMBER_LENGTH: Readonly<Record<CreditCardBrand, number>> = {
  visa: 16,
  master: 16,
  jcb: 16,
  amex: 15,
  diners: 14,
};

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/** The wire form: brand, holder, the number masked but for its last four digits, expiry MM/YY. */
export function toCreditCard(card: MemberCardRecord): CreditCard {
  return {
    id: card.id,
    brand: card.cardBrand,
    holder: card.holderName,
    number: `${'*'.repeat(NUMBER_LENGTH[card.cardBrand] - 4)}${card.last4}`,
    last4: card.last4,
    expiry: `${twoDigits(card.expiryMonth)}/${twoDigits(card.expiryYear)}`,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
  };
}

/** `GET memberships/credit_cards`: the member's cards at the app's gateway, newest first. */
export async function listMemberCards(deps: MemberCardDeps, owner: CardOwner): Promise<CreditCard[]> {
  if (!deps.provider) return [];
  return (await findCards(deps.db, owner, deps.provider.name)).map(toCreditCard);
}

/**
 * `DELETE memberships/credit_cards/{id}`: removed from the gateway's vault first, then here; when the
 * gateway fails the card stays in both (502 3203, try again). Another member's card is not found.
 */
export async function removeMemberCard(
  deps: MemberCardDeps,
  owner: CardOwner,
  id: number,
  locale: Locale,
): Promise<{ id: number; message: string }> {
  const { db, provider } = deps;
  const card = provider ? await findCard(db, owner, provider.name, id) : undefined;
  if (!provider || !card) throw memberCardErrors.cardNotFound();
  const outcome: ProviderOutcome = await provider
    .deleteStoredCard({ customer: gatewayCustomer(owner.memberId), ref: card.gatewayRef })
    .catch(() => ({ status: 'failed', code: 3203 }));
  if (outcome.status === 'failed') throw memberCardErrors.gatewayUnavailable();
  await deleteCard(db, owner, id);
  return { id, message: memberCardText(locale, 'cardRemoved') };
}

/** What a card booking asks of the gateway about saved cards. */
export interface BookingCardChoice {
  /** Keep the new card for this customer once authorised. */
  keepCardFor?: string;
  /** Pay with this card of the vault (the booking's token is then its security code's). */
  storedCard?: StoredCardRef;
}

/** True when a card expiring at the end of its month lapses before `checkout` (YYYY-MM-DD). */
function expiresBefore(
  card: Pick<MemberCardRecord, 'expiryMonth' | 'expiryYear'>,
  checkout: string,
): boolean {
  const [year, month] = checkout.split('-').map(Number) as [number, number];
  return card.expiryYear * 12 + card.expiryMonth < year * 12 + month;
}

/**
 * A booking's `credit_card_id` / `save_card`, checked before anything is held: card methods only, not
 * both, a signed-in member, and a saved card of theirs valid through check-out (spec §5). Another
 * member's card id is not found, as an unknown one.
 */
export async function bookingCardChoice(
  deps: MemberCardDeps,
  input: {
    body: { credit_card_id?: number | undefined; save_card?: boolean | undefined };
    /** Whether the payment method takes a card. */
    card: boolean;
    owner: CardOwner | null;
    checkout: string;
  },
): Promise<BookingCardChoice> {
  const { credit_card_id: id, save_card: keep } = input.body;
  if (id === undefined && !keep) return {};
  if (!input.card) throw memberCardErrors.cardMethodOnly(id === undefined ? 'save_card' : 'credit_card_id');
  if (id !== undefined && keep) throw memberCardErrors.savedOrNew();
  if (!input.owner) throw memberSessionErrors.signInRequired();
  const customer = gatewayCustomer(input.owner.memberId);
  if (id === undefined) return { keepCardFor: customer };
  const card = deps.provider ? await findCard(deps.db, input.owner, deps.provider.name, id) : undefined;
  if (!card) throw memberCardErrors.cardNotFound('credit_card_id');
  if (expiresBefore(card, input.checkout)) throw memberCardErrors.cardExpiresBeforeCheckout();
  return { storedCard: { customer, ref: card.gatewayRef } };
}

/**
 * Keeps what the gateway answered for a payment that asked to keep the card (authorised at once, or
 * after 3-D Secure). Only a card the gateway keeps for this member's own customer reference counts.
 */
export async function keepMemberCard(
  db: Db,
  input: { owner: CardOwner; gateway: string; card: StoredCard; now: Date },
): Promise<void> {
  const { owner, card } = input;
  if (card.customer !== gatewayCustomer(owner.memberId)) return;
  await upsertCard(
    db,
    {
      memberId: owner.memberId,
      brandId: owner.brandId,
      gateway: input.gateway,
      gatewayRef: card.ref,
      cardBrand: card.brand,
      last4: card.last4,
      holderName: card.holderName,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    },
    input.now,
  );
}

/**
 * An erased account (pass the erasing transaction): its cards are forgotten here at once, and a
 * durable job removes each from the gateway's vault.
 */
export async function forgetMemberCards(tx: Db, memberId: number): Promise<void> {
  for (const card of await deleteAllCards(tx, memberId)) {
    await forgetCardJob.enqueue(
      tx,
      { gateway: card.gateway, customer: gatewayCustomer(memberId), ref: card.gatewayRef },
      { dedupeKey: `${FORGET_CARD_JOB}:${card.gateway}:${card.gatewayRef}` },
    );
  }
}
