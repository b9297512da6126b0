import { describe, expect, it } from 'vitest';
import { programFixture } from './point-fixtures.ts';
import { checkPoints, largestAmount, parsePoints, pointNaming } from './point-rules.ts';

const steps = { spending_increment: 100, spending_minimum: 300 };

describe('parsePoints', () => {
  it('reads whole numbers, full-width digits and thousands separators', () => {
    expect(parsePoints('1200')).toBe(1200);
    expect(parsePoints('１，２００')).toBe(1200);
    expect(parsePoints(' 1,200 ')).toBe(1200);
    expect(parsePoints('')).toBe('');
    expect(parsePoints('12.5')).toBeNull();
    expect(parsePoints('-100')).toBeNull();
    expect(parsePoints('1e3')).toBeNull();
  });
});

describe('checkPoints (spec §5)', () => {
  it('refuses as the server does: minimum, steps, the amount to pay, then the balance (2401)', () => {
    expect(checkPoints('', steps, 5000)).toEqual({ kind: 'required' });
    expect(checkPoints('abc', steps, 5000)).toEqual({ kind: 'notNumber' });
    expect(checkPoints('0', steps, 5000)).toEqual({ kind: 'belowMinimum', minimum: 300 });
    expect(checkPoints('200', steps, 5000)).toEqual({ kind: 'belowMinimum', minimum: 300 });
    expect(checkPoints('350', steps, 5000)).toEqual({ kind: 'notInIncrements', increment: 100 });
    expect(checkPoints('4000', steps, 5000, 3500)).toEqual({ kind: 'aboveLimit', limit: 3500 });
    expect(checkPoints('6000', steps, 5000)).toEqual({
      kind: 'notEnough',
      currentPoint: 5000,
      spendPoint: 6000,
    });
    expect(checkPoints('5000', steps, 5000)).toBeNull();
    expect(checkPoints('300', steps, 5000, 300)).toBeNull();
  });

  it('names one step as the minimum when the programme’s minimum is below it', () => {
    const loose = { spending_increment: 100, spending_minimum: 0 };
    expect(checkPoints('0', loose, 1000)).toEqual({ kind: 'belowMinimum', minimum: 100 });
    expect(checkPoints('50', loose, 1000)).toEqual({ kind: 'notInIncrements', increment: 100 });
  });
});

describe('largestAmount', () => {
  it('is the balance or the amount to pay, rounded down to the steps, or 0 below the minimum', () => {
    expect(largestAmount(steps, 12_345)).toBe(12_300);
    expect(largestAmount(steps, 12_345, 8_050)).toBe(8_000);
    expect(largestAmount(steps, 250)).toBe(0);
    expect(largestAmount(steps, 5_000, 0)).toBe(0);
  });
});

describe('pointNaming', () => {
  it('takes the programme’s name in the language, else what the server gave, else the settings, else the fallback', () => {
    const program = programFixture();
    expect(pointNaming('ko', 'Points', program)).toBe('하나미 포인트');
    expect(pointNaming('ko', 'Points', { point_naming: 'Hanami Points', translations: [] })).toBe(
      'Hanami Points',
    );
    expect(
      pointNaming('ja', 'ポイント', null, { translations: [{ locale: 'ja', point_naming: '花見ポイント' }] }),
    ).toBe('花見ポイント');
    expect(pointNaming('en', 'Points', null, { translations: [{ locale: 'en', point_naming: ' ' }] })).toBe(
      'Points',
    );
  });
});
