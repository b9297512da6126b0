import { describe, expect, it } from 'vitest';
import { formatCompactMoney } from './compact-money.ts';

describe('formatCompactMoney', () => {
  it('shortens amounts in the guest’s language with the fixed symbols', () => {
    expect(formatCompactMoney(88600, 'JPY', 'en')).toBe('¥88.6K');
    expect(formatCompactMoney(88600, 'JPY', 'ja')).toBe('¥8.86万');
    expect(formatCompactMoney(528000, 'KRW', 'ko')).toBe('₩52.8만');
    expect(formatCompactMoney(320000, 'TWD', 'zh_Hant')).toBe('NT$3200');
    expect(formatCompactMoney(950, 'JPY', 'en')).toBe('¥950');
  });

  it('reads minor units for currencies that have them', () => {
    expect(formatCompactMoney(1_250_000, 'USD', 'en')).toBe('$12.5K');
  });
});
