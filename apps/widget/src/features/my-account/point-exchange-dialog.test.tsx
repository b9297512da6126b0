import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { memberFixture, whoamiFixture } from '../../test/member-fixtures.ts';
import {
  balanceFixture,
  programFixture,
  timelineFixture,
  withPointProgram,
} from '../member-points/point-fixtures.ts';
import { en as pt } from '../member-points/texts/en.ts';
import { pointTexts } from '../member-points/texts.ts';
import { type FakeCall, fakeApi } from '../search-results/test-harness.tsx';
import { renderSignedIn } from './account-test-kit.tsx';
import { MyAccountScreen } from './my-account-screen.tsx';
import { accountTexts } from './texts.ts';

beforeAll(() => Promise.all([accountTexts.load('en'), pointTexts.load('en')]));
beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
  history.replaceState(null, '', '/my-account/points?code=hanami-tokyo');
});
afterEach(cleanup);

const POINT = '/hotels/1/memberships/point';
const TIMELINE = '/hotels/1/memberships/points_timeline';
const EXCHANGES = '/hotels/1/memberships/point_exchanges';
/** A field's label as written (required fields end with an asterisk hidden from screen readers). */
const labelled = (text: string) => new RegExp(`^${text}( \\*)?$`);

const issued = {
  id: 9,
  amount: 1_000,
  exchange_type: 'digico' as const,
  status: 'issued' as const,
  code: 'HANAMI-GIFT-7Q2W',
  // 180 days after the exchange; 15:00 UTC is the next day in Tokyo (the hotel's zone).
  expires_at: '2027-05-31T15:00:00.000Z',
  created_at: '2026-12-02T15:00:00.000Z',
};

function setUp(exchange: (call: FakeCall) => unknown, balance = balanceFixture()) {
  let available = balance.total_point;
  const { api, calls } = fakeApi([
    [POINT, () => ({ data: { ...balance, total_point: available } })],
    [TIMELINE, () => timelineFixture([])],
    [
      EXCHANGES,
      (call) => {
        if (call.method === 'GET') return { ...timelineFixture([]), data: [] };
        const answer = exchange(call);
        if (!(answer instanceof Error)) available -= (call.body as { amount: number }).amount;
        return answer;
      },
    ],
    ['/hotels/1/memberships/show', () => ({ data: memberFixture() })],
  ]);
  renderSignedIn(<MyAccountScreen />, {
    api,
    user: whoamiFixture(),
    settings: withPointProgram(hotelSettings()),
  });
  return calls;
}

async function openDialog() {
  const opener = await screen.findByRole('button', { name: pt['exchange.open'] });
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', {
    name: pt['exchange.title'].replace('{name}', 'Hanami Points'),
  });
  return { opener, dialog, amount: within(dialog).getByLabelText(labelled(pt['exchange.amount'])) };
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: pt['exchange.submit'] }));

describe('point-exchange dialog', () => {
  it('is a labelled modal: focus on the amount, Escape closes it and focus goes back', async () => {
    setUp(() => ({ data: { ...issued, remaining_point: 11_000 } }));
    const { opener, dialog, amount } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('You have 12,000 points. Exchange at least 100, in units of 100.');
    expect(document.activeElement).toBe(amount);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('checks the amount before sending: required, steps, minimum, at most the balance (2401 words)', async () => {
    const calls = setUp(() => ({ data: { ...issued, remaining_point: 11_000 } }));
    const { dialog, amount } = await openDialog();
    const error = () => dialog.querySelector('.gd-error')?.textContent;
    submit(dialog);
    expect(error()).toBe(pt['amount.required']);
    fireEvent.input(amount, { target: { value: '150' } });
    submit(dialog);
    expect(error()).toBe('Points can be exchanged in units of 100.');
    fireEvent.input(amount, { target: { value: '0' } });
    submit(dialog);
    expect(error()).toBe('Please exchange at least 100 points.');
    fireEvent.input(amount, { target: { value: '20000' } });
    submit(dialog);
    expect(error()).toBe('Your Hanami Points balance is only 12,000, so 20,000 points cannot be used.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('exchanges: shows the issued code and its last day, and the balance and lists are read again', async () => {
    const calls = setUp(() => ({ data: { ...issued, remaining_point: 11_000 } }));
    expect((await screen.findByTestId('points-available')).textContent).toBe('12,000 pts');
    const { dialog, amount } = await openDialog();
    fireEvent.input(amount, { target: { value: '1,000' } });
    submit(dialog);
    const code = await within(dialog).findByTestId('issued-gift-code');
    expect(code.textContent).toBe('HANAMI-GIFT-7Q2W');
    expect(within(dialog).getByTestId('issued-gift-code-expiry').textContent).toBe('Valid until 2027/06/01');
    expect(dialog.textContent).toContain('Points left: 11,000');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ amount: 1000, exchange_type: 'digico' });
    expect(post?.headers?.['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    await waitFor(() => expect(screen.getByTestId('points-available').textContent).toBe('11,000 pts'));
    expect(calls.filter((c) => c.path === POINT)).toHaveLength(2);
    expect(calls.filter((c) => c.path === TIMELINE)).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: pt['exchange.close'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the provider is down (3202) in the spec’s words, spends nothing, and retries with the same key', async () => {
    let down = true;
    const calls = setUp(() =>
      down
        ? new ApiError({
            title: 'BAD_GATEWAY',
            status: 502,
            errors: [{ title: 'BAD_GATEWAY', status: 502, code: 3202, details: { code: 3202, base: [] } }],
          })
        : { data: { ...issued, remaining_point: 11_000 } },
    );
    const { dialog, amount } = await openDialog();
    fireEvent.input(amount, { target: { value: '1000' } });
    submit(dialog);
    const failure = await within(dialog).findByTestId('point-exchange-failure');
    expect(failure.textContent).toBe(pt['exchange.providerDown']);
    expect(screen.getByTestId('points-available').textContent).toBe('12,000 pts');
    down = false;
    submit(dialog);
    expect(await within(dialog).findByTestId('issued-gift-code')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers?.['Idempotency-Key']).toBe(posts[0]?.headers?.['Idempotency-Key']);
  });

  it('is not offered when the programme has no gift codes (outside Japan)', async () => {
    setUp(
      () => new Error('no exchange here'),
      balanceFixture({ program: programFixture({ exchange_available: false }) }),
    );
    expect(await screen.findByTestId('points-available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: pt['exchange.open'] })).toBeNull();
  });
});
