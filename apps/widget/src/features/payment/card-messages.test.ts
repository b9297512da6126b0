import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en.ts';
import { CARD_CODES, cardMessageKey } from './card-messages.ts';

describe('card messages (spec section 8)', () => {
  it.each(CARD_CODES)('code %i has a message', (code) => {
    const key = cardMessageKey(code);
    expect(key).not.toBeNull();
    expect(en[key as keyof typeof en]).toBeTruthy();
  });

  it('shares the messages the spec shares', () => {
    expect(cardMessageKey(3011)).toBe(cardMessageKey(3001));
    expect(cardMessageKey(3205)).toBe(cardMessageKey(3003));
    expect(cardMessageKey('3502')).toBe(cardMessageKey(3202));
  });

  it('reads the card-issue keys of the hosted fields', () => {
    expect(cardMessageKey('INVALID_PARAMETER_SYNTAX')).toBe('payment.cardCheckInput');
    expect(cardMessageKey('Others')).toBe('payment.cardCheckInput');
    expect(cardMessageKey('INVALID_EXPIRATION_YEAR')).toBe(cardMessageKey(3005));
    expect(cardMessageKey('Invalid_card_number')).toBe(cardMessageKey(3004));
  });

  it('has no message for codes the spec does not list', () => {
    expect(cardMessageKey(1000)).toBeNull();
    expect(cardMessageKey(undefined)).toBeNull();
    expect(cardMessageKey('sold_out')).toBeNull();
  });

  it.each(Object.getOwnPropertyNames(Object.prototype))('has no message for %s', (name) => {
    expect(cardMessageKey(name)).toBeNull();
  });
});
