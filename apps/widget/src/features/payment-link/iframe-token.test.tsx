import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { handOverPayPalResult } from './iframe-token.ts';
import { IframeTokenScreen } from './iframe-token-screen.tsx';
import { NUMBER, preparePaymentLinkTests } from './payment-link-test-kit.ts';
import { en } from './texts/en.ts';

const query = (extra = '') =>
  new URLSearchParams(
    `code=hanami-tokyo&locale=ja&payment=${NUMBER}&result=approved&token=O1&PayerID=P1${extra}`,
  );

/** The popup's own window, opened by `opener` (`location.origin` of the widget unless another is given). */
function popupWindow(opener: unknown) {
  return { opener, location: { origin: location.origin }, close: vi.fn() } as unknown as Window & {
    close: ReturnType<typeof vi.fn>;
  };
}

preparePaymentLinkTests(`/iframe-token?${query('&popup=1')}`);
describe('handOverPayPalResult', () => {
  it('in the popup: posts the result to its opener, to our own origin only, with its marker, and closes', () => {
    const postMessage = vi.fn();
    const opener = { postMessage, location: { origin: location.origin } };
    const win = popupWindow(opener);
    expect(handOverPayPalResult(query('&popup=1'), win)).toBe('posted');
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'yadori-iframe-token', payment: NUMBER, result: 'approved', token: 'O1' },
      location.origin,
    );
    expect(win.close).toHaveBeenCalled();
  });

  it('an opener of another origin is not told: the page goes to the payments page itself', () => {
    const postMessage = vi.fn();
    const opener = {
      postMessage,
      get location(): Location {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(handOverPayPalResult(query('&popup=1'), popupWindow(opener))).toBe('navigated');
    expect(postMessage).not.toHaveBeenCalled();
    expect(location.pathname).toBe(`/payments/${NUMBER}`);
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      code: 'hanami-tokyo',
      locale: 'ja',
      paypal: 'approved',
    });
  });

  it('PayPal in the page’s own window (no popup mark): to the payments page with paypal=<result>', () => {
    const postMessage = vi.fn();
    const opener = { postMessage, location: { origin: location.origin } };
    const cancelled = new URLSearchParams(`code=hanami-tokyo&payment=${NUMBER}&result=cancelled&token=O2`);
    expect(handOverPayPalResult(cancelled, popupWindow(opener))).toBe('navigated');
    expect(postMessage).not.toHaveBeenCalled();
    expect(`${location.pathname}${location.search}`).toBe(
      `/payments/${NUMBER}?code=hanami-tokyo&paypal=cancelled`,
    );
  });

  it('a popup whose opener is gone finishes in the popup', () => {
    expect(handOverPayPalResult(query('&popup=1'), popupWindow(null))).toBe('navigated');
    expect(new URLSearchParams(location.search).get('paypal')).toBe('approved');
  });

  it('an address without a payment number or a result does nothing', () => {
    const win = popupWindow({ postMessage: vi.fn(), location: { origin: location.origin } });
    expect(handOverPayPalResult(new URLSearchParams('payment=nope&result=approved&popup=1'), win)).toBe(
      'invalid',
    );
    expect(handOverPayPalResult(new URLSearchParams(`payment=${NUMBER}&result=maybe&popup=1`), win)).toBe(
      'invalid',
    );
    expect(win.close).not.toHaveBeenCalled();
  });
});

describe('IframeTokenScreen', () => {
  it('without an opener it goes on to the payments page, which finishes the payment', async () => {
    const { api } = fakeApi([]);
    renderWithWidget(<IframeTokenScreen />, { api });
    await waitFor(() => expect(location.pathname).toBe(`/payments/${NUMBER}`));
    expect(new URLSearchParams(location.search).get('paypal')).toBe('approved');
  });

  it('says so when the address is incomplete', async () => {
    history.replaceState(null, '', '/iframe-token?code=hanami-tokyo');
    const { api } = fakeApi([]);
    renderWithWidget(<IframeTokenScreen />, { api });
    expect(await screen.findByText(en['return.invalid'])).toBeTruthy();
  });
});
