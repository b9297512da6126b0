import type { CreditCardBrand } from '@yadori/contract/credit-cards.schema';

/** A saved card as Yadori keeps it: the gateway's reference and what the member is shown. */
export interface MemberCardRecord {
  id: number;
  memberId: number;
  brandId: number;
  gateway: string;
  gatewayRef: string;
  /** Guaranteed by the `member_cards_card_brand_known` CHECK. */
  cardBrand: CreditCardBrand;
  last4: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Whose cards: a member of a hotel brand. */
export interface CardOwner {
  memberId: number;
  brandId: number;
}
