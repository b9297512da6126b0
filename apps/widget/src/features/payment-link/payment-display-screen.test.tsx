import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { DISPLAY_POLL_MS, PaymentDisplayScreen } from './payment-display-screen.tsx';
import {
  NUMBER,
  paidTransaction,
  preparePaymentLinkTests,
  SESSION,
  TX_PATH,
  transaction,
} from './payment-link-test-kit.ts';
import { en } from './texts/en.ts';

/** Lets the fake API's answers and React's updates through. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

preparePaymentLinkTests(`/payments/${NUMBER}/display?code=hanami-tokyo`);
describe('PaymentDisplayScreen', () => {
  it('shows hotel, amount, purpose, status and the page’s address; reads every 5 s until paid', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answers = [
      transaction(),
      transaction({ session: null }),
      paidTransaction({ status: 'already paid' }),
    ];
    const { api, calls } = fakeApi([[TX_PATH, () => ({ data: answers[Math.min(calls.length - 1, 2)] })]]);
    renderWithWidget(<PaymentDisplayScreen />, { api });
    await settle();
    expect(screen.getByTestId('payment-display-hotel').textContent).toBe('Hanami Tokyo');
    expect(screen.getByTestId('payment-display-amount').textContent).toBe('¥12,000');
    expect(screen.getByText(en['purpose.balance'])).toBeTruthy();
    expect(screen.getByTestId('payment-display-status').textContent).toContain(en['status.unpaid']);
    expect(screen.getByTestId('payment-display-url').textContent).toBe(
      `${location.origin}/payments/${NUMBER}?code=hanami-tokyo`,
    );
    expect(calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(DISPLAY_POLL_MS - 1));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(2);
    // The session the first read handed out is kept: one session, not one per read.
    expect(calls[1]?.query).toEqual({ session: SESSION });

    await act(() => vi.advanceTimersByTimeAsync(DISPLAY_POLL_MS));
    expect(screen.getByTestId('payment-display-status').textContent).toContain(en['display.paid']);
    expect(screen.queryByTestId('payment-display-url')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DISPLAY_POLL_MS * 3));
    expect(calls).toHaveLength(3);
  });

  it('keeps reading after a failed read, and says so meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, calls } = fakeApi([
      [
        TX_PATH,
        () => (calls.length === 2 ? new ApiError({ title: 'x', status: 0 }) : { data: transaction() }),
      ],
    ]);
    renderWithWidget(<PaymentDisplayScreen />, { api });
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(DISPLAY_POLL_MS));
    expect(screen.getByText(en['display.refreshFailed'])).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DISPLAY_POLL_MS));
    expect(calls).toHaveLength(3);
    expect(screen.queryByText(en['display.refreshFailed'])).toBeNull();
  });

  it('an unknown link reads “not found” and is not read again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, calls } = fakeApi([[TX_PATH, () => new ApiError({ title: 'NOT_FOUND', status: 404 })]]);
    renderWithWidget(<PaymentDisplayScreen />, { api });
    await settle();
    expect(screen.getByRole('heading', { name: en['notFound.title'] })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DISPLAY_POLL_MS * 2));
    expect(calls).toHaveLength(1);
  });

  it('shows the QR image of the page for the guest to scan, fetched with the client session', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'content-type': 'image/svg+xml' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn((_blob: Blob) => 'blob:qr-image');
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }));
    const { api } = fakeApi([[TX_PATH, () => ({ data: transaction() })]]);
    const view = renderWithWidget(<PaymentDisplayScreen />, { api });
    const image = await screen.findByTestId('payment-display-qr');
    expect(image.getAttribute('src')).toBe('blob:qr-image');
    expect(image.getAttribute('alt')).toBe(en['display.qrAlt']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain(`/book/hotels/1/tripla_pay/transactions/${NUMBER}/qr_code`);
    expect((init!.headers as Record<string, string>)['Client-Session']).toBe('test-session');
    view.unmount();
    expect(revoked).toHaveBeenCalledWith('blob:qr-image');
    vi.unstubAllGlobals();
  });
});
