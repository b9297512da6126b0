import { describe, expect, it } from 'vitest';
import { currencyDigits, dateTimeFormat, listFormat, numberFormat } from './intl-formats.ts';

describe('intl formats', () => {
  it('makes a formatter once per language and options, and formats as Intl does', () => {
    const a = numberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
    expect(numberFormat('ja-JP', { style: 'currency', currency: 'JPY' })).toBe(a);
    expect(numberFormat('en-US', { style: 'currency', currency: 'JPY' })).not.toBe(a);
    expect(numberFormat('ja-JP', { style: 'currency', currency: 'USD' })).not.toBe(a);
    expect(a.format(12000)).toBe(
      new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(12000),
    );

    const day = dateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: 'UTC' });
    expect(dateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: 'UTC' })).toBe(day);
    expect(day.format(new Date(Date.UTC(2026, 11, 24)))).toBe(
      new Intl.DateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 11, 24)),
      ),
    );
    expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(listFormat('en', { type: 'disjunction' }).format(['a', 'b'])).toBe('a or b');
  });

  it('knows the minor-unit digits of a currency', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('TWD')).toBe(2);
  });
});
