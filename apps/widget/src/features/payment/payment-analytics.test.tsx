import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { hotelSettings } from '../../test/fixtures.ts';
import { bookingRoom } from '../booking-state/booking-fixtures.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { PaymentStep } from './payment-step.tsx';
import { bookingToPay, preparePaymentStepTests } from './payment-test-kit.ts';
import { reservationFixture } from './reservation-fixtures.ts';

const created = () => ({ data: { ...reservationFixture(), bypass_token: 'bypass-1' } });
const bodyOf = (calls: FakeCall[]) =>
  (calls.find((c) => c.method === 'POST')?.body ?? {}) as Record<string, unknown>;
const page = window as { dataLayer?: unknown[] };

async function book(query: string, settings = hotelSettings()) {
  const store = bookingToPay({ rooms: [bookingRoom('room-1', { paymentMethods: ['on_site'] })] });
  const { api, calls } = fakeApi([['/hotels/1/reservations', created]]);
  renderWithWidget(<PaymentStep store={store} />, { api, settings, query });
  fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
  await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
  return bodyOf(calls);
}

preparePaymentStepTests();
beforeEach(() => {
  sessionStorage.clear();
  delete page.dataLayer;
});

describe('the booking’s attribution', () => {
  it('sends the visit’s utm_*, metasearch_source and segment_ids with the booking', async () => {
    const body = await book('code=hanami-tokyo&utm_source=newsletter&utm_campaign=spring&segment_ids=vip');
    expect(body.attribution).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      segment_ids: ['vip'],
    });
  });

  it('sends the source of an earlier page of the visit', async () => {
    sessionStorage.setItem('yadori_attribution', JSON.stringify({ metasearch_source: 'trivago' }));
    expect((await book('code=hanami-tokyo')).attribution).toEqual({ metasearch_source: 'trivago' });
  });

  it('sends none when nothing is known', async () => {
    expect('attribution' in (await book('code=hanami-tokyo'))).toBe(false);
  });
});

describe('add_payment_info', () => {
  it('names the method the guest submitted, and nothing of the guest', async () => {
    const settings = hotelSettings({
      analytics_setting_attributes: { gtm_id: 'GTM-ABC1234', ga_measurement_id: null },
    });
    await book('code=hanami-tokyo', settings);
    await waitFor(() =>
      expect(page.dataLayer?.some((entry) => Object(entry).event === 'add_payment_info')).toBe(true),
    );
    const events = (page.dataLayer ?? []).filter(
      (entry): entry is AnalyticsEvent => 'ecommerce' in Object(entry) && Object(entry).event,
    );
    expect(events.map((event) => event.event)).toEqual(['add_payment_info']);
    expect(events[0]?.ecommerce).toMatchObject({ payment_type: 'on_site', value: 20000, currency: 'JPY' });
    const serialized = JSON.stringify(page.dataLayer);
    for (const personal of ['Hanako', 'Yamada', 'hanako@example.com', '+81312345678'])
      expect(serialized).not.toContain(personal);
  });
});
