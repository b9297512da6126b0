import { describe, expect, it } from 'vitest';
import { formatAddress } from './address.ts';
import { paymentNumberOf, routePaymentNumber } from './payment-address.ts';
import { prepareAddress } from './prepare-address.ts';

const NUMBER = 'PL0123456789ABCDEFGHJK';

describe('triplaPaymentNo (spec §2)', () => {
  it('on any address leads to the link’s payments page, the rest of the query kept', () => {
    const prepared = prepareAddress(
      `/booking/result?code=hanami-tokyo&triplaPaymentNo=${NUMBER.toLowerCase()}&locale=ko`,
    );
    expect(formatAddress(prepared.address, 'history')).toBe(
      `/payments/${NUMBER}?code=hanami-tokyo&locale=ko`,
    );
    expect(prepared.startQuery.hotelCode).toBe('hanami-tokyo');
  });

  it('works on the start page and on hash-style addresses too', () => {
    expect(formatAddress(prepareAddress(`/?code=a&triplaPaymentNo=${NUMBER}`).address, 'history')).toBe(
      `/payments/${NUMBER}?code=a`,
    );
    expect(
      formatAddress(prepareAddress(`/?code=a#/facilities?triplaPaymentNo=${NUMBER}`).address, 'hash'),
    ).toBe(`/?code=a#/payments/${NUMBER}`);
  });

  it('a value that is no payment number still goes there (the page says so), safely encoded', () => {
    const { address } = prepareAddress('/booking/result?code=a&triplaPaymentNo=..%2Fsign-in');
    expect(address.path).toBe('/payments/..%2Fsign-in');
    expect(address.params.has('triplaPaymentNo')).toBe(false);
  });

  it('an empty value is dropped and the address stays', () => {
    const { address } = prepareAddress('/facilities?code=a&triplaPaymentNo=');
    expect(formatAddress(address, 'history')).toBe('/facilities?code=a');
  });

  it('leaves addresses without it as they are', () => {
    const address = prepareAddress('/booking/result?code=a').address;
    expect(routePaymentNumber(address)).toBe(address);
  });
});

describe('paymentNumberOf', () => {
  it('takes any case and answers the canonical number, or null', () => {
    expect(paymentNumberOf(NUMBER.toLowerCase())).toBe(NUMBER);
    expect(paymentNumberOf('PL123')).toBeNull();
    expect(paymentNumberOf('PLIIIIIIIIIIIIIIIIIIII')).toBeNull();
    expect(paymentNumberOf(null)).toBeNull();
  });
});
