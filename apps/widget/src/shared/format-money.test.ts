import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('uses the fixed symbols for JPY, KRW and TWD in every language', () => {
    expect(formatMoney(12000, 'JPY', 'ja')).toBe('¥12,000');
    expect(formatMoney(12000, 'JPY', 'en')).toBe('¥12,000');
    expect(formatMoney(150000, 'KRW', 'ko')).toBe('₩150,000');
    expect(formatMoney(150000, 'KRW', 'en')).toBe('₩150,000');
    expect(formatMoney(320000, 'TWD', 'zh_Hant')).toBe('NT$3,200');
    expect(formatMoney(320050, 'TWD', 'en')).toBe('NT$3,200.50');
  });

  it('formats other currencies with Intl from minor units', () => {
    expect(formatMoney(12345, 'USD', 'en')).toBe('$123.45');
    expect(formatMoney(10000, 'USD', 'en')).toBe('$100');
    expect(formatMoney(10000, 'EUR', 'en')).toBe('€100');
  });

  it('puts the minus before the symbol', () => {
    expect(formatMoney(-500, 'JPY', 'en')).toBe('-¥500');
  });
});
