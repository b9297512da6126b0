import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { browser } from '../payment/browser.ts';
import { answerFrame } from '../payment/payment-test-kit.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { PaymentLinkScreen } from './payment-link-screen.tsx';
import {
  FRESH_SESSION,
  NUMBER,
  paidTransaction,
  preparePaymentLinkTests,
  refusal,
  SESSION,
  SESSION_KEY,
  TX_PATH,
  transaction,
} from './payment-link-test-kit.ts';
import { en } from './texts/en.ts';

type Handler = (call: FakeCall) => unknown;

/** Answers the link's path by method: GET, POST and PUT each their own handler. */
function linkApi(handlers: { GET?: Handler; POST?: Handler; PUT?: Handler }) {
  return fakeApi([
    [
      TX_PATH,
      (call) => {
        const handler = handlers[call.method as 'GET' | 'POST' | 'PUT'];
        return handler ? handler(call) : new ApiError({ title: 'unexpected', status: 500 });
      },
    ],
  ]);
}

const byMethod = (calls: FakeCall[], method: string) => calls.filter((c) => c.method === method);
const bodyOf = (call: FakeCall | undefined) => (call?.body ?? {}) as Record<string, unknown>;
const cardFrame = () => main['payment.cardFrameTitle'];
const payButton = () => screen.getByRole('button', { name: 'Pay ¥12,000' });

/** A window PayPal's page is opened in, as `window.open` would answer it. */
function fakePopup() {
  const popup = {
    closed: false,
    location: { href: '' },
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
}

/** A message to this page from `source` (jsdom's MessageEvent takes only real windows as its source). */
function postFrom(source: unknown, data: unknown, origin = location.origin) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

preparePaymentLinkTests();
describe('PaymentLinkScreen', () => {
  it('shows what is asked — hotel, amount, purpose, stay, guest — and keeps the page session', async () => {
    const { api, calls } = linkApi({ GET: () => ({ data: transaction() }) });
    renderWithWidget(<PaymentLinkScreen />, { api });
    expect(await screen.findByTestId('payment-link-amount')).toHaveProperty('textContent', '¥12,000');
    expect(screen.getByRole('heading', { level: 1, name: en['page.title'] })).toBeTruthy();
    expect(screen.getByTestId('payment-link-hotel').textContent).toBe('Hanami Tokyo');
    expect(screen.getByTestId('payment-link-purpose').textContent).toBe(
      `${en['purpose.balance']}Room service and minibar`,
    );
    expect(screen.getByTestId('payment-link-reservation').textContent).toBe('AB23CD45EF');
    expect(screen.getByTestId('payment-link-guest').textContent).toBe('Hanako Yamada');
    expect(screen.getByRole('radio', { name: en['form.methodCard'] })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeTruthy();
    expect(screen.getByTitle(cardFrame())).toBeTruthy();
    expect(payButton()).toBeTruthy();
    // A first visit asks for a session; the page keeps it for the tab.
    expect(calls[0]?.query).toEqual({});
    expect(sessionStorage.getItem(SESSION_KEY)).toBe(SESSION);
    expect(document.title).toContain(en['page.title']);
  });

  it('offers PayPal only when the link takes it', async () => {
    const { api } = linkApi({ GET: () => ({ data: transaction({ methods: ['credit_card'] }) }) });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/PayPal/)).toBeNull();
  });

  it('sends the kept session back when it reads the link again', async () => {
    sessionStorage.setItem(SESSION_KEY, SESSION);
    const { api, calls } = linkApi({ GET: () => ({ data: transaction() }) });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTestId('payment-link-amount');
    expect(calls[0]?.query).toEqual({ session: SESSION });
  });

  it('pays by card: the token and the session; paid → the result, focused, with the card', async () => {
    const { api, calls } = linkApi({
      GET: () => ({ data: transaction() }),
      POST: () => ({ data: paidTransaction() }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    answerFrame(cardFrame(), { type: 'token', token: 'tok-1', brand: 'visa', last4: '1111' });
    fireEvent.click(payButton());
    const heading = await screen.findByRole('heading', { name: en['paid.title'] });
    // Focus moves in an effect, after the heading is drawn.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const body = bodyOf(byMethod(calls, 'POST')[0]);
    expect(body).toMatchObject({ session: SESSION, method: 'credit_card', card_token: 'tok-1' });
    const returnUrl = new URL(String(body.return_url));
    expect(returnUrl.pathname).toBe(`/payments/${NUMBER}`);
    expect(returnUrl.searchParams.get('three_d_secure')).toBe('1');
    expect(returnUrl.searchParams.get('code')).toBe('hanami-tokyo');
    expect(screen.getByTestId('payment-link-paid-with').textContent).toBe('VISA •••• 1111');
    expect(screen.getByTestId('payment-link-paid-amount').textContent).toBe('¥12,000');
    expect(screen.getByTestId('payment-link-paid-at').textContent).toMatch(/2026/);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('a declined card (402 3204): the spec’s message, the form again, the card emptied', async () => {
    let reads = 0;
    const { api } = linkApi({
      GET: () => ({
        data: reads++ === 0 ? transaction() : transaction({ status: 'failed', error_code: 3204 }),
      }),
      POST: () => refusal(402, 3204),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    const requests = answerFrame(cardFrame(), {
      type: 'token',
      token: 'tok-2',
      brand: 'visa',
      last4: '0004',
    });
    fireEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(main['payment.error3204']);
    expect(alert.textContent).toContain(main['payment.noPaymentMade']);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(requests).toContainEqual(expect.objectContaining({ type: 'reset' }));
    expect(payButton()).toBeTruthy();
    expect(screen.getByTestId('payment-link-status').textContent).toBe(en['status.failed']);
  });

  it('a gateway error (402 3203) says to try again later', async () => {
    const { api } = linkApi({ GET: () => ({ data: transaction() }), POST: () => refusal(402, 3203) });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    answerFrame(cardFrame(), { type: 'token', token: 'tok-3', brand: 'visa', last4: '3203' });
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain(main['payment.error3203']);
  });

  it('a link whose last attempt was declined shows why, and the form', async () => {
    const { api } = linkApi({ GET: () => ({ data: transaction({ status: 'failed', error_code: 3006 }) }) });
    renderWithWidget(<PaymentLinkScreen />, { api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en['form.failedBefore']);
    expect(alert.textContent).toContain(main['payment.error3006']);
    expect(payButton()).toBeTruthy();
  });

  it.each([
    ['already paid', en['alreadyPaid.title'], en['alreadyPaid.text']],
    ['completed', en['completed.title'], en['completed.text']],
    ['refunded', en['refunded.title'], en['refunded.text']],
    ['cancelled', en['cancelled.title'], en['cancelled.text']],
  ] as const)('%s: its own message and no form', async (status, title, text) => {
    const { api } = linkApi({
      GET: () => ({ data: transaction({ status, session: null, refunded_at: '2026-12-02T01:00:00Z' }) }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByTitle(cardFrame())).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('409 3200 (paid meanwhile): reads the link again and shows its state', async () => {
    let reads = 0;
    const { api, calls } = linkApi({
      GET: () => ({
        data: reads++ === 0 ? transaction() : transaction({ status: 'already paid', session: null }),
      }),
      POST: () => refusal(409, 3200),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    answerFrame(cardFrame(), { type: 'token', token: 'tok-4', brand: 'visa', last4: '1111' });
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: en['alreadyPaid.title'] })).toBeTruthy();
    expect(byMethod(calls, 'GET')[1]?.query).toEqual({ session: SESSION });
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('410 1250 (the hour passed): a Reload that reads the same link without the old session', async () => {
    let reads = 0;
    const { api, calls } = linkApi({
      GET: () => ({
        data: transaction(reads++ === 0 ? {} : { session: { token: FRESH_SESSION, expires_at: 'x' } }),
      }),
      POST: () => refusal(410, 1250),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    answerFrame(cardFrame(), { type: 'token', token: 'tok-5', brand: 'visa', last4: '1111' });
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: en['expired.title'] })).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en['expired.reload'] }));
    await screen.findByTitle(cardFrame());
    expect(byMethod(calls, 'GET')[1]?.query).toEqual({});
    expect(sessionStorage.getItem(SESSION_KEY)).toBe(FRESH_SESSION);
  });

  it('no answer: the spec’s network message, the form kept', async () => {
    const { api } = linkApi({
      GET: () => ({ data: transaction() }),
      POST: () => new ApiError({ title: main['errors.network'], status: 0, message: main['errors.network'] }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    answerFrame(cardFrame(), { type: 'token', token: 'tok-6', brand: 'visa', last4: '1111' });
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(main['errors.network']);
    expect(payButton()).toBeTruthy();
  });

  it('3-D Secure: leaves for the challenge, resolved against the API origin', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { api } = linkApi({
      GET: () => ({ data: transaction() }),
      POST: () => ({
        data: transaction({ next_action: { type: 'three_d_secure', url: '/sandbox-pay/challenge/c1' } }),
      }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    answerFrame(cardFrame(), { type: 'token', token: 'tok-7', brand: 'visa', last4: '0003' });
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(new URL('/sandbox-pay/challenge/c1', location.href).href),
    );
  });

  it('back from 3-D Secure: PUT complete with the same session, the marker gone, paid', async () => {
    history.replaceState(null, '', `/payments/${NUMBER}?code=hanami-tokyo&three_d_secure=1`);
    sessionStorage.setItem(SESSION_KEY, SESSION);
    const { api, calls } = linkApi({ PUT: () => ({ data: paidTransaction() }) });
    renderWithWidget(<PaymentLinkScreen />, { api });
    expect(await screen.findByRole('heading', { name: en['paid.title'] })).toBeTruthy();
    expect(byMethod(calls, 'PUT').map(bodyOf)).toEqual([{ session: SESSION, action: 'complete' }]);
    expect(byMethod(calls, 'GET')).toEqual([]);
    expect(location.search).toBe('?code=hanami-tokyo');
  });

  it('back from a failed 3-D Secure (402 3006): the message and the form again', async () => {
    history.replaceState(null, '', `/payments/${NUMBER}?code=hanami-tokyo&three_d_secure=1`);
    sessionStorage.setItem(SESSION_KEY, SESSION);
    const { api } = linkApi({
      PUT: () => refusal(402, 3006),
      GET: () => ({ data: transaction({ status: 'failed', error_code: 3006 }) }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    expect((await screen.findByRole('alert')).textContent).toContain(main['payment.error3006']);
    expect(payButton()).toBeTruthy();
  });

  it('PayPal in a popup: opened at the click, answered only by its own window, our origin and marker', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { api, calls } = linkApi({
      GET: () => ({ data: transaction() }),
      POST: () => ({
        data: transaction({
          next_action: {
            type: 'paypal_approval',
            url: '/sandbox-paypal/checkoutnow?token=O1',
            order_id: 'O1',
          },
        }),
      }),
      PUT: () => ({ data: paidTransaction({ paid_with: { method: 'paypal', brand: null, last4: null } }) }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000 with PayPal' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(en['payPal.waiting'], { selector: 'section p' })).toBeTruthy();
    expect(popup.location.href).toBe(new URL('/sandbox-paypal/checkoutnow?token=O1', location.href).href);
    const body = bodyOf(byMethod(calls, 'POST')[0]);
    expect(body).toMatchObject({ session: SESSION, method: 'paypal' });
    const back = new URL(String(body.return_url));
    expect(back.origin).toBe(location.origin);
    expect(back.pathname).toBe('/iframe-token');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      code: 'hanami-tokyo',
      payment: NUMBER,
      result: 'approved',
      popup: '1',
    });
    expect(new URL(String(body.cancel_url)).searchParams.get('result')).toBe('cancelled');

    const good = { source: 'yadori-iframe-token', payment: NUMBER, result: 'approved', token: 'O1' };
    postFrom(popup, good, 'https://evil.example');
    postFrom(popup, { ...good, source: 'yadori' });
    postFrom(popup, { ...good, payment: 'PL0000000000000000000000' });
    postFrom({}, good);
    await Promise.resolve();
    expect(byMethod(calls, 'PUT')).toEqual([]);
    postFrom(popup, good);
    expect(await screen.findByRole('heading', { name: en['paid.title'] })).toBeTruthy();
    expect(byMethod(calls, 'PUT').map(bodyOf)).toEqual([{ session: SESSION, action: 'complete' }]);
    expect(screen.getByTestId('payment-link-paid-with').textContent).toBe('PayPal');
  });

  it('PayPal cancelled in the popup: PUT cancel, the link still payable', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const waiting = transaction({
      next_action: { type: 'paypal_approval', url: '/sandbox-paypal/checkoutnow?token=O2', order_id: 'O2' },
    });
    const { api, calls } = linkApi({
      GET: () => ({ data: transaction() }),
      POST: () => ({ data: waiting }),
      PUT: () => ({ data: transaction() }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000 with PayPal' }));
    await screen.findByRole('button', { name: en['payPal.stop'] });
    postFrom(popup, { source: 'yadori-iframe-token', payment: NUMBER, result: 'cancelled', token: 'O2' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en['payPal.cancelled']);
    expect(byMethod(calls, 'PUT').map(bodyOf)).toEqual([{ session: SESSION, action: 'cancel' }]);
    expect(screen.getByRole('button', { name: 'Pay ¥12,000 with PayPal' })).toBeTruthy();
  });

  it('PayPal window closed without an answer: the link as it stands, back to PayPal or another way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const waiting = transaction({
      next_action: { type: 'paypal_approval', url: '/sandbox-paypal/checkoutnow?token=O3', order_id: 'O3' },
    });
    const { api, calls } = linkApi({
      GET: () => ({ data: byMethod(calls, 'GET').length > 1 ? waiting : transaction() }),
      POST: () => ({ data: waiting }),
      PUT: () => ({ data: transaction() }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000 with PayPal' }));
    await screen.findByRole('button', { name: en['payPal.stop'] });
    popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(await screen.findByText(en['payPal.closed'])).toBeTruthy();
    expect(screen.getByText(en['attempt.payPal'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['attempt.drop'] }));
    await screen.findByRole('button', { name: 'Pay ¥12,000 with PayPal' });
    expect(byMethod(calls, 'PUT').map(bodyOf)).toEqual([{ session: SESSION, action: 'cancel' }]);
  });

  it('PayPal with the popup blocked: this window goes to PayPal, and back here', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { api, calls } = linkApi({
      GET: () => ({ data: transaction() }),
      POST: () => ({
        data: transaction({
          next_action: {
            type: 'paypal_approval',
            url: '/sandbox-paypal/checkoutnow?token=O4',
            order_id: 'O4',
          },
        }),
      }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await screen.findByTitle(cardFrame());
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000 with PayPal' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        new URL('/sandbox-paypal/checkoutnow?token=O4', location.href).href,
      ),
    );
    const back = new URL(String(bodyOf(byMethod(calls, 'POST')[0]).return_url));
    expect(back.searchParams.has('popup')).toBe(false);
  });

  it.each([
    ['approved', 'complete'],
    ['cancelled', 'cancel'],
  ])('back from PayPal in this window (paypal=%s): PUT %s', async (result, action) => {
    history.replaceState(null, '', `/payments/${NUMBER}?code=hanami-tokyo&paypal=${result}`);
    sessionStorage.setItem(SESSION_KEY, SESSION);
    const { api, calls } = linkApi({
      PUT: () => ({ data: action === 'complete' ? paidTransaction() : transaction() }),
    });
    renderWithWidget(<PaymentLinkScreen />, { api });
    await waitFor(() => expect(byMethod(calls, 'PUT').map(bodyOf)).toEqual([{ session: SESSION, action }]));
    expect(location.search).toBe('?code=hanami-tokyo');
  });

  it('a number that is none, and an unknown link, read “not found”', async () => {
    history.replaceState(null, '', '/payments/nope?code=hanami-tokyo');
    const { api, calls } = linkApi({});
    const view = renderWithWidget(<PaymentLinkScreen />, { api });
    expect(await screen.findByRole('heading', { name: en['notFound.title'] })).toBeTruthy();
    expect(calls).toEqual([]);
    view.unmount();

    history.replaceState(null, '', `/payments/${NUMBER.toLowerCase()}?code=hanami-tokyo`);
    const other = linkApi({ GET: () => new ApiError({ title: 'NOT_FOUND', status: 404 }) });
    renderWithWidget(<PaymentLinkScreen />, { api: other.api });
    expect(await screen.findByRole('heading', { name: en['notFound.title'] })).toBeTruthy();
    expect(other.calls[0]?.path).toBe(TX_PATH);
  });

  it('asks the host page to hide the chatbot (spec §2)', async () => {
    const posted = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: posted } as unknown as Window);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const { api } = linkApi({ GET: () => ({ data: transaction() }) });
    renderWithWidget(<PaymentLinkScreen />, {
      api,
      settings: hotelSettings({ chatbot_setting: { enabled: true, script_url: null } }),
    });
    await screen.findByTestId('payment-link-amount');
    expect(posted).toHaveBeenCalledWith({ source: 'yadori', type: 'hide-chatbot' }, '*');
  });
});
