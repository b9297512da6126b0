import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { withPointProgram } from '../member-points/point-fixtures.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { ReservationDetails } from './reservation-details.tsx';

beforeEach(() => i18n.use('en', en));
afterEach(cleanup);

const settings = withPointProgram(hotelSettings());

describe('points on a booked stay', () => {
  it('shows what the member’s points took off, under the brand’s name', async () => {
    const { api } = fakeApi([]);
    renderWithWidget(<ReservationDetails reservation={reservationFixture({ point_discount: 3000 })} />, {
      api,
      settings,
    });
    await waitFor(() =>
      expect(screen.getByTestId('confirmation-point-discount').textContent).toBe('−¥3,000'),
    );
    expect(screen.getByText('Hanami Points used')).toBeTruthy();
  });

  it('in Japanese too', async () => {
    i18n.use('ja', ja);
    const { api } = fakeApi([]);
    renderWithWidget(<ReservationDetails reservation={reservationFixture({ point_discount: 500 })} />, {
      api,
      settings,
    });
    expect(await screen.findByText('花見ポイント利用')).toBeTruthy();
  });

  it('says nothing about points on a stay paid without them', () => {
    const { api } = fakeApi([]);
    renderWithWidget(<ReservationDetails reservation={reservationFixture({ point_discount: 0 })} />, {
      api,
      settings,
    });
    expect(screen.getByTestId('confirmation-total')).toBeTruthy();
    expect(screen.queryByTestId('confirmation-point-discount')).toBeNull();
  });
});
