import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { markJustBooked } from '../payment/payment-paths.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { ConfirmationScreen } from './confirmation-screen.tsx';

const page = window as { dataLayer?: unknown[] };
const purchases = () =>
  (page.dataLayer ?? []).filter((entry): entry is AnalyticsEvent => Object(entry).event === 'purchase');
const settings = hotelSettings({
  analytics_setting_attributes: { gtm_id: 'GTM-ABC1234', ga_measurement_id: null },
});

/** Renders the page until its stay is shown and the sending half (loaded for the channel) has run. */
async function showConfirmation() {
  const { api } = fakeApi([['/hotels/1/reservations/AB23CD45EF', () => ({ data: reservationFixture() })]]);
  renderWithWidget(<ConfirmationScreen />, { api, settings });
  await screen.findByTestId('confirmation-number');
  // The standalone page's dataLayer exists once the sending half started the hotel's tags.
  await waitFor(() => expect(page.dataLayer).toBeDefined());
  // What was tracked meanwhile runs once the loaded module's promise settles: before the next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  history.replaceState(
    null,
    '',
    '/reservation/confirmation/AB23CD45EF?code=hanami-tokyo&bypass_token=bypass-1',
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  delete page.dataLayer;
});

describe('purchase', () => {
  it('counts a booking made in this tab once, however often its confirmation shows', async () => {
    markJustBooked('AB23CD45EF');
    await showConfirmation();
    await waitFor(() => expect(purchases()).toHaveLength(1));
    cleanup();
    // The reload: the page starts again, the tab's sessionStorage stays.
    await showConfirmation();
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]?.ecommerce).toMatchObject({ transaction_id: 'AB23CD45EF', value: 20000 });
  });

  it('is not sent for a stay looked up later', async () => {
    await showConfirmation();
    expect(purchases()).toEqual([]);
  });
});
