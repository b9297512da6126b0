import { LOCALES } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes minor units in the currency, the language’s way', () => {
    expect(formatMoney(12000, 'JPY', 'ja')).toBe('￥12,000');
    expect(formatMoney(12000, 'JPY', 'en')).toBe('¥12,000');
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(50000, 'KRW', 'ko')).toBe('₩50,000');
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
  });

  it('keeps what the region-tagged formats wrote, for every language of the contract', () => {
    const regionTags = { ja: 'ja-JP', en: 'en-US', zh_Hans: 'zh-CN', zh_Hant: 'zh-TW', ko: 'ko-KR' } as const;
    for (const locale of LOCALES) {
      for (const [amount, currency, digits] of [
        [9800, 'JPY', 0],
        [1250, 'USD', 2],
        [70000, 'KRW', 0],
        [3300, 'TWD', 2],
      ] as const) {
        const expected = new Intl.NumberFormat(regionTags[locale], { style: 'currency', currency }).format(
          amount / 10 ** digits,
        );
        expect(formatMoney(amount, currency, locale)).toBe(expected);
      }
    }
  });

  it('refuses a currency code Intl cannot read', () => {
    expect(() => formatMoney(100, 'not-a-currency', 'en')).toThrow(RangeError);
  });
});
