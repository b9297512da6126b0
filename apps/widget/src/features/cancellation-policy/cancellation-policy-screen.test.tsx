import { cleanup, screen, within } from '@testing-library/react';
import type { CancellationPolicy } from '@yadori/contract/cancellation-policy.schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { CancellationPolicyScreen } from './cancellation-policy-screen.tsx';

const policy: CancellationPolicy = {
  id: 3,
  hotel_id: 1,
  name: 'Standard',
  description: 'Our usual terms.',
  translations_attributes: [],
  room_plan_codes: ['DTW-RO'],
  cancel_before_at: 18,
  cancellation_policy_parts: [
    { days_before: 7, percentage_of_cost: 20 },
    { days_before: 0, percentage_of_cost: 80 },
  ],
  no_show_percentage_of_cost: 100,
};

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
});
afterEach(cleanup);

describe('CancellationPolicyScreen', () => {
  it('shows one policy by id as a fee table', async () => {
    history.replaceState(null, '', '/cancellation-policy?code=hanami-tokyo&cancellation_policy_id=3');
    const { api, calls } = fakeApi([['/hotels/1/cancellation_policies/3', () => ({ data: policy })]]);
    renderWithWidget(<CancellationPolicyScreen />, { api });
    const table = await screen.findByRole('table', { name: 'Cancellation fees of Standard' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '8 or more days before check-inFree',
      'From 7 days before check-in20% of the price',
      'On the check-in day until 18:0080% of the price',
      'On the check-in day from 18:00100% of the price',
      'No-show100% of the price',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Standard' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/hotels/1/cancellation_policies/3']);
  });

  it('asks for the policies of the room plans in the address', async () => {
    history.replaceState(null, '', '/cancellation-policy?code=hanami-tokyo&room_plan_codes=DTW-RO');
    const { api, calls } = fakeApi([
      ['/hotels/1/cancellation_policies', () => ({ data: { cancellation_policies: [policy] } })],
    ]);
    renderWithWidget(<CancellationPolicyScreen />, { api });
    await screen.findByRole('table');
    expect(calls[0]?.query).toEqual({ room_plan_codes: 'DTW-RO' });
  });

  it('shows the title of a failure (spec section 8)', async () => {
    history.replaceState(null, '', '/cancellation-policy?code=hanami-tokyo&cancellation_policy_id=9');
    const { api } = fakeApi([
      [/cancellation_policies\/9$/, () => new ApiError({ title: 'NOT_FOUND', status: 404, message: 'gone' })],
    ]);
    renderWithWidget(<CancellationPolicyScreen />, { api });
    expect((await screen.findByRole('alert')).textContent).toBe('NOT_FOUND');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the no-data text when the hotel has no policy', async () => {
    history.replaceState(null, '', '/cancellation-policy?code=hanami-tokyo');
    const { api } = fakeApi([
      ['/hotels/1/cancellation_policies', () => ({ data: { cancellation_policies: [] } })],
    ]);
    renderWithWidget(<CancellationPolicyScreen />, { api });
    expect(await screen.findByText(en['policy.noData'])).toBeTruthy();
  });

  it('links back to the results without its own query keys', async () => {
    history.replaceState(
      null,
      '',
      '/cancellation-policy?code=hanami-tokyo&cancellation_policy_id=3&adults=2',
    );
    const { api } = fakeApi([['/hotels/1/cancellation_policies/3', () => ({ data: policy })]]);
    renderWithWidget(<CancellationPolicyScreen />, { api });
    const link = await screen.findByRole('link', { name: en['policy.back'] });
    expect(link.getAttribute('href')).toBe('/booking/result?code=hanami-tokyo&adults=2');
  });
});

describe("CancellationPolicyScreen: the hotel's phone (decision 028)", () => {
  it('gives the number to call on the day as a tel: link', async () => {
    history.replaceState(null, '', '/cancellation-policy?code=hanami-tokyo&cancellation_policy_id=3');
    const { api } = fakeApi([['/hotels/1/cancellation_policies/3', () => ({ data: policy })]]);
    const base = hotelSettings();
    renderWithWidget(<CancellationPolicyScreen />, {
      api,
      settings: { ...base, hotel: { ...base.hotel, phone: '+81 3-5555-0101' } },
    });
    await screen.findByRole('table');
    const link = screen.getByRole('link', { name: '+81 3-5555-0101' });
    expect(link.getAttribute('href')).toBe('tel:+81355550101');
    expect(link.closest('p')?.textContent).toBe(
      `${en['policy.sameDayByPhone']} Hotel phone: +81 3-5555-0101`,
    );
  });
});

describe('CancellationPolicyScreen: a non-refundable policy (decision 028)', () => {
  it('reads "Non-refundable", not a free year and 100 % from 365 days', async () => {
    history.replaceState(null, '', '/cancellation-policy?code=hanami-tokyo&cancellation_policy_id=4');
    const nonRefundable: CancellationPolicy = {
      ...policy,
      id: 4,
      name: 'Best rate',
      cancel_before_at: null,
      cancellation_policy_parts: [{ days_before: 365, percentage_of_cost: 100 }],
    };
    const { api } = fakeApi([['/hotels/1/cancellation_policies/4', () => ({ data: nonRefundable })]]);
    renderWithWidget(<CancellationPolicyScreen />, { api });
    const table = await screen.findByRole('table', { name: 'Cancellation fees of Best rate' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Non-refundable: any time after booking100% of the price',
      'No-show100% of the price',
    ]);
  });
});
