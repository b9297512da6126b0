import { describe, expect, it } from 'vitest';
import { hotelLocaleOf, LOCALES } from './locales.ts';

describe('hotelLocaleOf (spec section 9: ko or zh_Hant, else ja)', () => {
  it('keeps ko and zh_Hant and makes every other value ja', () => {
    expect(LOCALES.map(hotelLocaleOf)).toEqual(['ja', 'ja', 'ja', 'zh_Hant', 'ko']);
    expect(hotelLocaleOf('fr')).toBe('ja');
    expect(hotelLocaleOf('')).toBe('ja');
  });
});
