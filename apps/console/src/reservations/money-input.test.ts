import { describe, expect, it } from 'vitest';
import { currencyDigits, inputStep, inputToMinor, minorToInput } from './money-input.ts';

describe('money typed in the console', () => {
  it('reads yen as whole units and dollars with cents', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(inputToMinor('3000', 'JPY')).toBe(3000);
    expect(inputToMinor('12.5', 'USD')).toBe(1250);
    expect(inputToMinor('0.07', 'USD')).toBe(7);
    expect(minorToInput(1250, 'USD')).toBe('12.50');
    expect(minorToInput(3000, 'JPY')).toBe('3000');
    expect(inputStep('USD')).toBe('0.01');
    expect(inputStep('JPY')).toBe('1');
  });

  it('refuses what is not an amount of the currency', () => {
    expect(inputToMinor('', 'JPY')).toBeNull();
    expect(inputToMinor('-5', 'JPY')).toBeNull();
    expect(inputToMinor('12.5', 'JPY')).toBeNull();
    expect(inputToMinor('1.234', 'USD')).toBeNull();
    expect(inputToMinor('abc', 'USD')).toBeNull();
  });
});
