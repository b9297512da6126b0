import { describe, expect, it } from 'vitest';
import { formatAddress, modeOf, readAddress } from './address.ts';

const rewrite = (relative: string, mode: 'hash' | 'history') => formatAddress(readAddress(relative), mode);

describe('readAddress and formatAddress', () => {
  it('rewrites //? to /?', () => {
    expect(rewrite('//?code=hanami-tokyo', 'history')).toBe('/?code=hanami-tokyo');
    expect(rewrite('/booking/result//?code=a', 'history')).toBe('/booking/result/?code=a');
  });

  it('rewrites a hash-style address to path and query in history mode', () => {
    expect(rewrite('/#/booking/result?code=hanami-tokyo&adults=2', 'history')).toBe(
      '/booking/result?code=hanami-tokyo&adults=2',
    );
  });

  it('merges an outer query with the query inside the fragment', () => {
    expect(rewrite('/?locale=ja#/booking/result?code=a', 'history')).toBe('/booking/result?locale=ja&code=a');
  });

  it('keeps the route in the fragment and the query before it in hash mode', () => {
    expect(rewrite('/booking/result?code=a', 'hash')).toBe('/?code=a#/booking/result');
    expect(rewrite('/#/booking/result?code=a', 'hash')).toBe('/?code=a#/booking/result');
  });

  it('keeps a plain fragment in history mode and leaves a clean address alone', () => {
    expect(rewrite('/booking/result?code=a#main', 'history')).toBe('/booking/result?code=a#main');
    expect(rewrite('/503', 'history')).toBe('/503');
  });

  it('tells which mode an address is written in', () => {
    expect(modeOf(readAddress('/#/booking/result'))).toBe('hash');
    expect(modeOf(readAddress('/booking/result'))).toBe('history');
  });
});
