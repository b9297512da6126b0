import { describe, expect, it } from 'vitest';
import { formatAddress } from './address.ts';
import { removeEmailsFromAddress } from './email-in-address.ts';
import { decodeObfuscatedKeys } from './obfuscation.ts';
import { prepareAddress, settleAddress } from './prepare-address.ts';
import { readStartQuery } from './start-query.ts';

describe('readStartQuery', () => {
  it('reads every start key of spec section 2', () => {
    const query = readStartQuery(
      new URLSearchParams(
        'hotel_code=h1&code=h2&fromChatbot=true&parentUrl=https%3A%2F%2Fhotel.example%2F&parentPathname=%2Frooms' +
          '&hotel_id=3&metasearch_source=trivago&iframe=triplabot&segment_ids=1,%202,,3&login_token=tok&otid=o1' +
          '&locale=ko&utm_source=s&utm_medium=m&utm_campaign=c&auth_auto_message_id=a1&triplabot_user_id=u1' +
          '&icon_message_id=i1&triplabot_sync=true&refresh_token=r1&brand_custom_auth_token=b1&tripla_preview=true' +
          '&closeable=1',
      ),
    );
    expect(query).toEqual({
      hotelCode: 'h1',
      fromChatbot: true,
      parentUrl: 'https://hotel.example/',
      parentPathname: '/rooms',
      hotelId: '3',
      metasearchSource: 'trivago',
      inChatbotIframe: true,
      segmentIds: ['1', '2', '3'],
      loginToken: 'tok',
      otid: 'o1',
      locale: 'ko',
      utmSource: 's',
      utmMedium: 'm',
      utmCampaign: 'c',
      authAutoMessageId: 'a1',
      triplabotUserId: 'u1',
      iconMessageId: 'i1',
      triplabotSync: true,
      refreshToken: 'r1',
      brandCustomAuthToken: 'b1',
      preview: true,
      closeable: true,
    });
  });

  it('falls back to code and accessToken, and defaults flags to false', () => {
    const query = readStartQuery(new URLSearchParams('code=hanami-tokyo&accessToken=t2&iframe=other'));
    expect(query).toMatchObject({
      hotelCode: 'hanami-tokyo',
      loginToken: 't2',
      inChatbotIframe: false,
      fromChatbot: false,
      preview: false,
      closeable: false,
      segmentIds: [],
    });
  });
});

describe('prepareAddress', () => {
  it('reads the login token and otid and takes them out of the address', () => {
    const prepared = prepareAddress('/booking/result?code=a&accessToken=t1&login_token=t2&otid=o&adults=2');
    expect(prepared.startQuery.loginToken).toBe('t1');
    expect(prepared.startQuery.otid).toBe('o');
    expect(formatAddress(prepared.address, 'history')).toBe('/booking/result?code=a&adults=2');
  });

  it('cleans email addresses from the address and reports the keys', () => {
    const prepared = prepareAddress(
      '/search?code=a&email=guest%40example.com&parentUrl=https%3A%2F%2Fh.example%2F%3Fm%3Dx%40y.jp',
    );
    expect(prepared.cleanedEmailKeys).toEqual(['email', 'parentUrl']);
    expect(prepared.address.params.get('email')).toBeNull();
    expect(prepared.address.params.get('parentUrl')).toBe('https://h.example/?m=');
  });
});

describe('removeEmailsFromAddress', () => {
  it('keeps the email on the confirmation page', () => {
    const prepared = prepareAddress('/reservation/confirmation/R123?email=guest%40example.com&code=a');
    expect(prepared.cleanedEmailKeys).toEqual([]);
    expect(prepared.address.params.get('email')).toBe('guest@example.com');
  });

  it('returns the same address when there is no email', () => {
    const { address } = prepareAddress('/booking/result?code=a');
    expect(removeEmailsFromAddress(address).address).toBe(address);
  });
});

describe('decodeObfuscatedKeys', () => {
  it('replaces aliases by their wire keys and lets a plain wire key win', () => {
    const decoded = decodeObfuscatedKeys(new URLSearchParams('ci=2030-01-01&co=2030-01-02&adults=2&a=3'), {
      checkin: 'ci',
      checkout: 'co',
      adults: 'a',
    });
    expect(decoded.toString()).toBe('adults=2&checkin=2030-01-01&checkout=2030-01-02');
  });
});

describe('settleAddress', () => {
  it('decodes obfuscated keys and appends the code from settings when missing', () => {
    const { address } = prepareAddress('/#/booking/result?hotel_code=hanami-tokyo&ci=2030-01-01');
    const settled = settleAddress(address, {
      hotelCode: 'hanami-tokyo',
      obfuscatedQueryKeys: { checkin: 'ci' },
    });
    expect(formatAddress(settled, 'history')).toBe(
      '/booking/result?hotel_code=hanami-tokyo&checkin=2030-01-01&code=hanami-tokyo',
    );
  });

  it('keeps a code already in the address', () => {
    const { address } = prepareAddress('/booking/result?code=hanami-kyoto');
    const settled = settleAddress(address, { hotelCode: 'other', obfuscatedQueryKeys: {} });
    expect(settled.params.getAll('code')).toEqual(['hanami-kyoto']);
  });
});
