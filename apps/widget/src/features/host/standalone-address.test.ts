import { describe, expect, it } from 'vitest';
import { standaloneAddress } from './standalone-address.ts';

describe('standaloneAddress', () => {
  it('drops the embedding keys and keeps the rest of the address', () => {
    const href =
      'https://book.example/booking/result?code=yamabuki-ryokan&closeable=1&parentUrl=https%3A%2F%2Fhotel.example%2F&parentPathname=%2Frooms&locale=en#top';
    expect(standaloneAddress(href)).toBe(
      'https://book.example/booking/result?code=yamabuki-ryokan&locale=en#top',
    );
  });

  it('leaves an address without embedding keys unchanged', () => {
    const href = 'https://book.example/booking/result?code=yamabuki-ryokan&checkin=2026-12-01';
    expect(standaloneAddress(href)).toBe(href);
  });
});
