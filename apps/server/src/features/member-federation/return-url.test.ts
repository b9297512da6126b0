import { describe, expect, it } from 'vitest';
import { isAllowedReturnUrl, returnWithError, returnWithSession } from './return-url.ts';

const PUBLIC = 'https://book.yadori.example';
const HOTEL_SITES = [
  'https://www.hanami.example',
  'https://*.hanami-hotels.example',
  'http://localhost:5173',
];

describe('isAllowedReturnUrl', () => {
  it.each([
    'https://book.yadori.example/?code=hanami-tokyo',
    'https://book.yadori.example/sign-in#x',
    'https://www.hanami.example/rooms?x=1',
    'https://tokyo.hanami-hotels.example/',
    'https://a.b.hanami-hotels.example/',
    'http://localhost:5173/demo',
  ])('allows %s', (url) => {
    expect(isAllowedReturnUrl(url, PUBLIC, HOTEL_SITES)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    'https://book.yadori.example.evil.example/',
    'https://hanami-hotels.example/', // the wildcard covers subdomains only
    'https://evilhanami-hotels.example/',
    'http://book.yadori.example/', // another scheme is another origin
    'https://www.hanami.example:8443/',
    'https://user:pw@book.yadori.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedReturnUrl(url, PUBLIC, HOTEL_SITES)).toBe(false);
  });

  it('ignores a malformed origin in the hotel settings', () => {
    expect(isAllowedReturnUrl('https://evil.example/', PUBLIC, ['https://evil.example/path'])).toBe(false);
  });
});

describe('returnWithSession / returnWithError', () => {
  it('appends login_token, keeps the widget query, and drops an earlier error', () => {
    const url = new URL(returnWithSession(`${PUBLIC}/?code=x&login_error=expired`, 'tok'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'x', login_token: 'tok' });
  });

  it('appends login_error and drops a login_token someone put in the address', () => {
    const url = new URL(returnWithError(`${PUBLIC}/?code=x&login_token=planted`, 'access_denied'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'x', login_error: 'access_denied' });
  });
});
