import type { SavedCard } from './saved-cards-api.ts';

/** How a card brand is written for guests (proper names, the same in every language). */
export const BRAND_NAMES: Readonly<Record<SavedCard['brand'], string>> = {
  visa: 'VISA',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

/**
 * A saved card in a few characters: brand and the last four digits.
 * @example cardName({ brand: 'visa', last4: '1111' }) // 'VISA •••• 1111'
 */
export const cardName = (card: Pick<SavedCard, 'brand' | 'last4'>) =>
  `${BRAND_NAMES[card.brand]} •••• ${card.last4}`;

/** A card lasts to the end of its expiry month: valid on `date` (YYYY-MM-DD) when that month is not past. */
export function validOn(card: Pick<SavedCard, 'expiry_month' | 'expiry_year'>, date: string): boolean {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return card.expiry_year * 12 + card.expiry_month >= year * 12 + month;
}

/**
 * The saved cards a booking can be paid with (spec §5): valid through check-out and of a brand the
 * hotel takes (all brands when the hotel names none).
 */
export function payableCards(
  cards: readonly SavedCard[],
  checkout: string,
  brands: readonly string[],
): SavedCard[] {
  return cards.filter(
    (card) => validOn(card, checkout) && (brands.length === 0 || brands.includes(card.brand)),
  );
}
