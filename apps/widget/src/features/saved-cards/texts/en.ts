/** The saved cards' texts (account payment options, the payment step's card choice). Source language. */
export const en = {
  'cards.heading': 'Saved cards',
  'cards.intro':
    'Cards you kept when paying. On the payment step, choose one and enter only its security code.',
  'cards.loading': 'Loading your saved cards…',
  'cards.loadFailed': 'Your saved cards could not be loaded. Please try again later.',
  'cards.empty':
    'You have no saved cards yet. To keep one, tick “Keep this card for my next bookings” when you pay by card.',
  'cards.holder': 'Name on card',
  'cards.expiry': 'Expiry date',
  'cards.expired': 'Expired',
  'cards.remove': 'Remove',
  'cards.removeLabel': 'Remove {card}',
  'cards.removeTitle': 'Remove this card?',
  'cards.removeText':
    '{card} will be removed from your account and from the payment provider. You can keep it again the next time you pay by card.',
  'cards.removeConfirm': 'Remove card',
  'cards.removeKeep': 'Keep card',
  'cards.removing': 'Removing…',
  'cards.removed': '{card} has been removed.',

  'choice.legend': 'Card to pay with',
  'choice.savedNote': 'Name on card: {holder}. Expires {expiry}.',
  'choice.newCard': 'A new card',
  'choice.codeTitle': 'Security code of {card}',
  'choice.codeNote': 'Enter only the security code of this card: the payment provider keeps the rest.',
  'choice.keep': 'Keep this card for my next bookings',
  'choice.keepNote':
    'Only the brand, the last four digits, the name on the card and the expiry date are kept in your account; the card itself stays with the payment provider. You can remove it under My account, Payment options.',
} as const;
