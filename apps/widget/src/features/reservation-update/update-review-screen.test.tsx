import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseErrorBody } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { whoamiFixture } from '../../test/member-fixtures.ts';
import { bookingStore } from '../booking-state/booking-store.ts';
import { balanceFixture, withPointProgram } from '../member-points/point-fixtures.ts';
import { pointTexts } from '../member-points/texts.ts';
import { untranslatedText } from '../payment/pseudo-text.ts';
import { offerFixture } from '../search-results/search-fixtures.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { twoRoomReservation, updateSettingsFixture } from './update-fixtures.ts';
import { pointsAfterChange } from './update-pricing.ts';
import { UpdateReviewScreen } from './update-review-screen.tsx';

// Two busy cores run many test files at once: give screens more than the default second to answer.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  sessionStorage.clear();
});
afterEach(cleanup);

const KEEP_FIRST = JSON.stringify([
  { room_index: 0, adults: 2, children: 0, kids_tiers: [], kids_age_range: [] },
]);
const at = (query: string) =>
  history.replaceState(null, '', `/reservation/update/AB23CD45EF?code=hanami-tokyo&${query}`);
const change = (rooms = KEEP_FIRST) =>
  `bypass_token=old-token&checkin=2027-01-11&checkout=2027-01-12&update_rooms=${encodeURIComponent(rooms)}`;

const refusal = (status: number, code: number, details: Record<string, unknown>) =>
  parseErrorBody(
    status,
    { errors: [{ title: 'T', status, code, details: { base: [{ error: 'm' }], ...details } }] },
    'x',
  );

function server(put: (call: FakeCall, attempt: number) => unknown, settings = updateSettingsFixture()) {
  let attempts = 0;
  return fakeApi([
    [/\/update_settings$/, () => ({ data: settings })],
    ['/hotels/1/rooms/price', () => ({ data: { rooms: [offerFixture({ total_price: 9000, tax: 818 })] } })],
    [
      '/hotels/1/reservations/AB23CD45EF',
      (call) => (call.method === 'PUT' ? put(call, ++attempts) : { data: twoRoomReservation() }),
    ],
  ]);
}

describe('UpdateReviewScreen', () => {
  it('shows the booked and the new stay side by side, then changes it and opens the confirmation with the new token', async () => {
    at(change());
    const { api, calls } = server(() => ({ data: { ...twoRoomReservation(), bypass_token: 'new-token' } }));
    renderWithWidget(<UpdateReviewScreen />, { api });
    expect(await screen.findByTestId('update-after-total')).toBeTruthy();
    expect(screen.getByTestId('update-before-total').textContent).toBe('¥40,000');
    expect(screen.getByTestId('update-after-total').textContent).toBe('¥9,000');
    expect(screen.getByTestId('update-room-removed').textContent).toContain('Room 2: Double');
    expect(screen.getByTestId('update-difference').textContent).toBe('The new total is ¥31,000 less.');
    expect(bookingStore.get().isUpdateMode).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: en['update.confirm'] }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query).toEqual({ bypass_token: 'old-token' });
    expect(put?.body).toEqual({
      version: 3,
      checkin_date: '2027-01-11',
      checkout_date: '2027-01-12',
      rooms: [{ room_index: 0, adults: 2, children: 0, kids_tiers: [], kids_age_range: [] }],
      total_price: 9000,
    });
    expect(new URLSearchParams(location.search).get('bypass_token')).toBe('new-token');
    expect(bookingStore.get().isUpdateMode).toBe(false);
  });

  it('lets the guest pick which booked room stays, and prices and sends that one', async () => {
    at(change());
    const { api, calls } = server(() => ({ data: { ...twoRoomReservation(), bypass_token: 'new-token' } }));
    renderWithWidget(<UpdateReviewScreen />, { api });
    const first = await screen.findByRole('checkbox', { name: 'Room 1: Double' });
    const second = screen.getByRole('checkbox', { name: 'Room 2: Double' });
    expect([(first as HTMLInputElement).checked, (second as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);
    fireEvent.click(first);
    // The button comes with the first pick's price, which may still be on its way (a loaded machine).
    const confirm = (await screen.findByRole('button', { name: en['update.confirm'] })) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(true));
    fireEvent.click(second);
    await waitFor(() =>
      expect(JSON.parse(new URLSearchParams(location.search).get('update_rooms') ?? '[]')[0].room_index).toBe(
        1,
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('update-room-removed').textContent).toContain('Room 1: Double'),
    );
    // The new pick is priced again; the button comes back for it.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: en['update.confirm'] }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: en['update.confirm'] }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ rooms: [{ room_index: 1, adults: 2 }] });
  });

  it('shows a moved price and sends the new total when the guest confirms again', async () => {
    at(change());
    const { api, calls } = server((_call, attempt) =>
      attempt === 1
        ? refusal(409, 1103, {
            code: 1103,
            reason: 'price_became_more_expensive',
            total_price: 9500,
            tax: 863,
            previous_total_price: 9000,
            rooms: [],
          })
        : { data: { ...twoRoomReservation(), bypass_token: 'new-token' } },
    );
    renderWithWidget(<UpdateReviewScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: en['update.confirm'] }));
    expect((await screen.findByTestId('update-failure')).textContent).toBe(
      'The price changed while you were deciding. The new total is ¥9,500.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change it for ¥9,500' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/AB23CD45EF'));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => (call.body as { total_price: number }).total_price)).toEqual([9000, 9500]);
  });

  it('says the new stay cannot be priced when its plan is no longer sold (1106)', async () => {
    at(change());
    const { api } = fakeApi([
      [/\/update_settings$/, () => ({ data: updateSettingsFixture() })],
      ['/hotels/1/rooms/price', () => refusal(404, 1106, { code: 1106 })],
      ['/hotels/1/reservations/AB23CD45EF', () => ({ data: twoRoomReservation() })],
    ]);
    renderWithWidget(<UpdateReviewScreen />, { api });
    expect(await screen.findByText(en['update.priceUnavailable'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['update.confirm'] })).toBeNull();
  });

  it('reloads the reservation after a version conflict', async () => {
    at(change());
    const { api, calls } = server(() => refusal(409, 1000, { code: 'version_conflict' }));
    renderWithWidget(<UpdateReviewScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: en['update.confirm'] }));
    expect((await screen.findByTestId('update-failure')).textContent).toContain(en['update.versionConflict']);
    const reads = () => calls.filter((call) => call.path.endsWith('/update_settings')).length;
    expect(reads()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: en['update.reload'] }));
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByRole('button', { name: en['update.confirm'] })).toBeTruthy();
  });

  it.each([
    [refusal(409, 1105, { code: 1105, reason: 'sold_out' }), en['update.soldOut']],
    [refusal(422, 3200, {}), en['update.payNotUpdatable']],
    [
      refusal(422, 1000, { code: 'not_updatable', reason: 'modified_by_staff' }),
      en['update.reasonModifiedByStaff'],
    ],
  ])('says why the server refused (%#)', async (error, text) => {
    at(change());
    const { api } = server(() => error);
    renderWithWidget(<UpdateReviewScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: en['update.confirm'] }));
    expect((await screen.findByTestId('update-failure')).textContent).toContain(text);
  });

  it('says why a reservation cannot change, and refuses a change of rooms that were not booked', async () => {
    at(change());
    const refused = server(
      () => null,
      updateSettingsFixture({ updatable: false, reason: 'deadline_passed' }),
    );
    renderWithWidget(<UpdateReviewScreen />, { api: refused.api });
    expect(await screen.findByText(en['update.reasonDeadlinePassed'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['update.confirm'] })).toBeNull();
    cleanup();

    at(change(JSON.stringify([{ room_index: 7, adults: 2 }])));
    const { api, calls } = server(() => null);
    renderWithWidget(<UpdateReviewScreen />, { api });
    expect(await screen.findByText(en['update.invalidChange'])).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/rooms/price'))).toBe(false);
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    at(change());
    const { api } = server(() => null);
    const { container } = renderWithWidget(<UpdateReviewScreen />, { api });
    await screen.findByTestId('update-after-total');
    // Hotel data (room and plan names), the reservation number and the separators between them.
    expect(
      untranslatedText(container, ['AB23CD45EF', 'Room only', '·', '(', ')', '· ¥20,000', '· ¥9,000']),
    ).toEqual([]);
  });

  describe('a booking paid partly with points (spec §5: an update re-computes them)', () => {
    // The points' texts are a section of their own, loaded on first use (as spend-points.test does).
    beforeAll(() => pointTexts.load('en'));
    /** A member's booking of ¥40,000 with 5,000 points spent; the change keeps room 1 at `newPrice`. */
    function memberServer(newPrice: number, balance = balanceFixture()) {
      return fakeApi([
        [/\/update_settings$/, () => ({ data: updateSettingsFixture() })],
        [
          '/hotels/1/rooms/price',
          () => ({ data: { rooms: [offerFixture({ total_price: newPrice, tax: 0 })] } }),
        ],
        [
          '/hotels/1/reservations/AB23CD45EF',
          () => ({ data: twoRoomReservation({ point_discount: 5_000 }) }),
        ],
        ['/hotels/1/memberships/point', () => ({ data: balance })],
      ]);
    }
    const render = (api: ReturnType<typeof fakeApi>['api']) => {
      const { store } = renderWithWidget(<UpdateReviewScreen />, {
        api,
        settings: withPointProgram(hotelSettings()),
      });
      store.update({ user: whoamiFixture() });
    };
    const text = (id: string) => screen.getByTestId(id).textContent;

    it('shows the points used and the amount to pay on both sides, under the brand name for its points', async () => {
      at(change());
      render(memberServer(9_000).api);
      expect(await screen.findByTestId('update-after-points')).toBeTruthy();
      const used = pointTexts.peek('en')!['spend.summaryLine'].replace('{name}', 'Hanami Points');
      expect(screen.getAllByText(used)).toHaveLength(2);
      expect(text('update-before-points')).toBe('−¥5,000');
      expect(text('update-before-to-pay')).toBe('¥35,000');
      // ¥9,000 still takes all 5,000 points.
      expect(text('update-after-total')).toBe('¥9,000');
      expect(text('update-after-points')).toBe('−¥5,000');
      expect(text('update-after-to-pay')).toBe('¥4,000');
    });

    it("keeps only what the new total allows, in the programme's steps", async () => {
      at(change());
      render(memberServer(3_250).api);
      expect(await screen.findByTestId('update-after-points')).toBeTruthy();
      expect(text('update-after-points')).toBe('−¥3,200');
      expect(text('update-after-to-pay')).toBe('¥50');
    });

    it('keeps none for a member who may no longer use the points: all of the new total is to pay', async () => {
      at(change());
      render(
        memberServer(9_000, balanceFixture({ program_enabled: false, program: null, total_point: 0 })).api,
      );
      expect(await screen.findByTestId('update-after-to-pay')).toBeTruthy();
      expect(screen.queryByTestId('update-after-points')).toBeNull();
      expect(text('update-after-to-pay')).toBe('¥9,000');
      expect(text('update-before-points')).toBe('−¥5,000');
    });

    it('shows no points for a booking without them, and reads no balance', async () => {
      at(change());
      const { api, calls } = server(() => ({ data: twoRoomReservation() }));
      render(api);
      expect(await screen.findByTestId('update-after-total')).toBeTruthy();
      expect(screen.queryByTestId('update-before-to-pay')).toBeNull();
      expect(screen.queryByTestId('update-after-to-pay')).toBeNull();
      expect(calls.some((c) => c.path.endsWith('/memberships/point'))).toBe(false);
    });
  });
});

describe('pointsAfterChange', () => {
  const rules = { increment: 100, minimum: 500 };
  it('keeps the booked points up to the new total, in steps, above the minimum', () => {
    expect(pointsAfterChange(5_000, 9_000, rules)).toBe(5_000);
    expect(pointsAfterChange(5_000, 3_250, rules)).toBe(3_200);
    expect(pointsAfterChange(5_000, 499, rules)).toBe(0);
    expect(pointsAfterChange(0, 9_000, rules)).toBe(0);
    expect(pointsAfterChange(5_000, 9_000, null)).toBe(0);
  });
});
