import type { CreditCard } from '@yadori/contract/credit-cards.schema';

/** A member's saved VISA (•••• 1111, HANAKO YAMADA, valid to 12/35), for component tests. */
export function savedCardFixture(patch: Partial<CreditCard> = {}): CreditCard {
  return {
    id: 7,
    brand: 'visa',
    holder: 'HANAKO YAMADA',
    number: '************1111',
    last4: '1111',
    expiry: '12/35',
    expiry_month: 12,
    expiry_year: 2035,
    ...patch,
  };
}
