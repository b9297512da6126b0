import { describe, expect, it } from 'vitest';
import type { DeclineCode } from '../../platform/payments/payment-provider.ts';
import { cardTokenRefused, paymentDeclined } from './payments.errors.ts';

const CODES: DeclineCode[] = [
  3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3011, 3202, 3203, 3204, 3205,
];

describe('paymentDeclined', () => {
  it('answers 402 with the code and a message of its own in every language', () => {
    for (const locale of ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'] as const) {
      const messages = CODES.map((code) => {
        const body = paymentDeclined(code).toBody(locale);
        expect(body.errors[0]).toMatchObject({ status: 402, code, title: 'PAYMENT_DECLINED' });
        return body.errors[0]?.details.base[0]?.error ?? '';
      });
      expect(messages.every((m) => m.length > 5 && !/^payment\./.test(m))).toBe(true);
      // 3001/3011 and 3003/3205 share their wording (spec §8); the rest say different things.
      expect(new Set(messages).size).toBe(CODES.length - 2);
    }
  });

  it('names the 1,000,000 yen limit for VISA/Master over it', () => {
    const en = paymentDeclined(3003, 'online_limit').toBody('en').errors[0];
    expect(en?.code).toBe(3003);
    expect(en?.details.base[0]?.error).toContain('1,000,000 yen');
    expect(paymentDeclined(3003, 'online_limit').toBody('ja').errors[0]?.details.base[0]?.error).toContain(
      '100万円',
    );
  });
});

describe('cardTokenRefused', () => {
  it('carries the spec’s card-issue key as the title and the field', () => {
    const error = cardTokenRefused('INVALID_EXPIRATION_YEAR', 'expiry').toBody('ko').errors[0];
    expect(error).toMatchObject({ title: 'INVALID_EXPIRATION_YEAR', status: 400, code: 1000 });
    expect(Object.keys(error?.details.fields ?? {})).toEqual(['expiry']);
  });
});
