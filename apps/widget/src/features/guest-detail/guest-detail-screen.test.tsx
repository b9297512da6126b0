import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { bookingStore, clearBooking } from '../booking-state/booking-store.ts';
import { initialSearchResultsState, searchResultsStore } from '../search-results/results-store.ts';
import { chooseOnResults, priceAnswer, renderGuestDetail, START } from './guest-detail-test-kit.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') });
  i18n.use('en', en);
  setNavigationMode('history');
  clearBooking(bookingStore);
  searchResultsStore.update(initialSearchResultsState());
  history.replaceState(null, '', START);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

const guestSection = () => screen.getByRole('region', { name: /Guest information|ご予約者情報/ });
const guestField = (label: string | RegExp) => within(guestSection()).getByLabelText(label);
const type = (label: string | RegExp, value: string) =>
  fireEvent.input(guestField(label), { target: { value } });

async function fillValidGuest() {
  type(/^First name/, 'Hana');
  type(/^Last name/, 'Sato');
  type(/^Email( \*)?$/, 'hana@example.com');
  type(/^Email confirmation/, 'hana@example.com');
  type(/^Phone number/, '+81312345678');
  fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

describe('GuestDetailScreen: hand-over and price', () => {
  it('books the rooms chosen on the results page, re-priced by the server', async () => {
    chooseOnResults(2);
    const { calls } = renderGuestDetail();
    expect(await screen.findByText('Room 1: Deluxe Twin')).toBeTruthy();
    expect(screen.getByText('Room 2: Deluxe Twin')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Checking the current price…')).toBeNull());
    expect(screen.getByTestId('booking-total').textContent).toBe('¥88,000');
    const price = calls.find((c) => c.path === '/hotels/1/rooms/price');
    expect(price?.query.room_plan_codes).toEqual(['DTW-RO']);
    expect(JSON.parse(String(price?.query.rooms))).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(steps).getByText('Guest details').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('says the accommodation tax inside the total, as the confirmation will', async () => {
    chooseOnResults(2);
    renderGuestDetail();
    await waitFor(() => expect(screen.queryByText('Checking the current price…')).toBeNull());
    // Two rooms of the fixture's offer, each with ¥400 of accommodation tax.
    expect(screen.getByTestId('booking-tax').textContent).toContain(
      en['booking.accommodationTaxPart'].replace('{tax}', '¥800'),
    );
  });

  it('says the price became more expensive when the server prices higher', async () => {
    chooseOnResults(1);
    renderGuestDetail({ price: (call) => priceAnswer(call, 46_000) });
    expect(
      await screen.findByText('The price became more expensive. The total is now ¥46,000.'),
    ).toBeTruthy();
    expect(screen.getByTestId('booking-total').textContent).toBe('¥46,000');
  });

  it('says the price became cheaper when the server prices lower', async () => {
    chooseOnResults(1);
    renderGuestDetail({ price: (call) => priceAnswer(call, 40_000) });
    expect(await screen.findByText('The price became cheaper. The total is now ¥40,000.')).toBeTruthy();
  });

  it('says when the rooms can no longer be booked, with the way back to the results', async () => {
    chooseOnResults(1);
    renderGuestDetail({
      price: () =>
        new ApiError({ title: 'Not Found', status: 404, message: 'The plan DTW-RO is not available.' }),
    });
    expect(await screen.findByText(/These rooms can no longer be booked as chosen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to search results' })).toBeTruthy();
    submit();
    const summary = await screen.findByRole('alert', { name: 'Please correct the following:' });
    expect(within(summary).getByText(/These rooms can no longer be booked/)).toBeTruthy();
    expect(bookingStore.get().currentStep).toBe('guest-details');
  });

  it('keeps the booking over a reload (no rooms in memory any more)', async () => {
    chooseOnResults(1);
    renderGuestDetail();
    type(/^First name/, 'Hana');
    cleanup();
    searchResultsStore.update(initialSearchResultsState());
    renderGuestDetail();
    expect(await screen.findByText('Room 1: Deluxe Twin')).toBeTruthy();
    expect((guestField(/^First name/) as HTMLInputElement).value).toBe('Hana');
  });

  it('sends back to the results when nothing is chosen', () => {
    renderGuestDetail();
    expect(screen.getByText(/No rooms are chosen yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to search results' })).toBeTruthy();
  });
});

describe('GuestDetailScreen: the guest form (spec section 5)', () => {
  it('lists every problem on Continue, ties each to its field and keeps what was typed', async () => {
    chooseOnResults(1);
    renderGuestDetail();
    await waitFor(() => expect(screen.queryByText('Checking the current price…')).toBeNull());
    type(/^First name/, 'Hana');
    submit();
    const summary = await screen.findByRole('alert', { name: 'Please correct the following:' });
    expect(document.activeElement).toBe(summary);
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toContain("Last name: Required fields can't be blank.");
    expect(links).toContain('Terms and conditions: Please accept to the terms and conditions');
    expect(links.some((l) => l?.startsWith('First name'))).toBe(false);
    const lastName = guestField(/^Last name/);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = lastName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe("Required fields can't be blank.");
    expect((guestField(/^First name/) as HTMLInputElement).value).toBe('Hana');
    fireEvent.click(within(summary).getByRole('link', { name: /^Last name/ }));
    expect(document.activeElement).toBe(lastName);
  });

  it('checks the email, its confirmation and the phone', async () => {
    chooseOnResults(1);
    renderGuestDetail();
    type(/^Email( \*)?$/, 'hana@example');
    type(/^Email confirmation/, 'other@example.com');
    type(/^Phone number/, '03-abc');
    submit();
    expect(await screen.findByText('Please enter a correct email address')).toBeTruthy();
    type(/^Email( \*)?$/, 'hana@example.com');
    expect(await screen.findByText('"Email" and "Email Confirmation" do not match')).toBeTruthy();
    expect(screen.getByText('Only numbers and + are allowed')).toBeTruthy();
  });

  it('converts a phone typed in full-width digits to half-width instead of refusing it', async () => {
    chooseOnResults(1);
    renderGuestDetail();
    await fillValidGuest();
    const phone = guestField(/^Phone number/) as HTMLInputElement;
    type(/^Phone number/, '０９０-１２３４-５６７８');
    expect(phone.value).toBe('090-1234-5678');
    fireEvent.blur(phone);
    expect(phone.value).toBe('09012345678');
    submit();
    await waitFor(() => expect(bookingStore.get().currentStep).toBe('payment'));
    expect(bookingStore.get().guest.phone).toBe('09012345678');
  });

  it('asks for English names outside Japanese', async () => {
    chooseOnResults(1);
    renderGuestDetail();
    type(/^First name/, 'はな');
    submit();
    expect(await screen.findByText('Please enter your name in English letters')).toBeTruthy();
  });

  it('goes on to the payment step when everything is right', async () => {
    chooseOnResults(1);
    renderGuestDetail();
    await waitFor(() => expect(screen.queryByText('Checking the current price…')).toBeNull());
    await fillValidGuest();
    submit();
    await waitFor(() => expect(bookingStore.get().currentStep).toBe('payment'));
    await waitFor(() => expect(document.title).toMatch(/^Payment \| /));
    expect(bookingStore.get().guest).toMatchObject({
      firstName: 'Hana',
      lastName: 'Sato',
      phone: '+81312345678',
    });
  });

  it('asks for the hotel’s extra fields with their requirement, and Japan’s prefectures', async () => {
    chooseOnResults(1);
    const settings = hotelSettings({
      guest_field_requirements: {
        gender: 'required',
        date_of_birth: 'optional',
        nationality: 'do_not_ask',
        occupation: 'do_not_ask',
        address: 'required',
      },
    });
    renderGuestDetail({ settings });
    expect(screen.getByLabelText(/^Gender/)).toBeTruthy();
    expect(screen.getByLabelText(/^Date of birth/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Occupation/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Country or region/), { target: { value: 'JP' } });
    const prefecture = screen.getByLabelText(/^Prefecture/) as HTMLSelectElement;
    expect(prefecture.options).toHaveLength(48);
    expect(within(prefecture).getByRole('option', { name: 'Hokkaido' })).toBeTruthy();
    type(/^Postcode/, '100-0001');
    submit();
    expect(await screen.findByText('Only letters and numbers are allowed')).toBeTruthy();
    const gender = screen.getByLabelText(/^Gender/);
    expect(document.getElementById(gender.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Required fields can't be blank.",
    );
  });
});

describe('GuestDetailScreen in Japanese', () => {
  beforeEach(() => i18n.use('ja', ja));

  it('says the accommodation tax in Japanese', async () => {
    chooseOnResults(1);
    renderGuestDetail();
    await waitFor(() =>
      expect(screen.getByTestId('booking-tax').textContent).toContain('（うち宿泊税¥400）'),
    );
  });

  it('takes the stay name in hiragana or alphabet and the kanji name when the hotel requires it', async () => {
    chooseOnResults(1);
    renderGuestDetail({ settings: hotelSettings({ kanji_name_required: true }) });
    fireEvent.input(guestField(/^姓（ひらがな・アルファベット）/), { target: { value: 'サトウ' } });
    fireEvent.input(guestField(/^名（ひらがな・アルファベット）/), { target: { value: 'はな' } });
    fireEvent.input(guestField(/^姓（漢字）/), { target: { value: 'Sato' } });
    fireEvent.input(screen.getByLabelText(/^電話番号/), { target: { value: '０３１２３４５６７８' } });
    fireEvent.click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    const summary = await screen.findByRole('alert', { name: '以下の項目をご確認ください：' });
    const lines = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(lines).toContain('姓（ひらがな・アルファベット）: ひらがなまたはアルファベットで入力してください');
    expect(lines).toContain('姓（漢字）: 漢字・ひらがな・カタカナで入力してください');
    expect(lines).toContain('名（漢字）: 必須項目を入力してください。');
    // Full-width digits are converted, not refused.
    expect((screen.getByLabelText(/^電話番号/) as HTMLInputElement).value).toBe('0312345678');
    expect(lines.some((l) => l?.startsWith('電話番号'))).toBe(false);
    expect(lines.some((l) => l?.startsWith('名（ひらがな'))).toBe(false);
  });
});

describe('GuestDetailScreen: who is staying', () => {
  it('says it is a booking for someone else when the first room’s guest differs', async () => {
    chooseOnResults(2);
    renderGuestDetail();
    type(/^First name/, 'Hana');
    type(/^Last name/, 'Sato');
    const room1 = screen.getByRole('group', { name: /Guest of room 1/ });
    fireEvent.input(within(room1).getByLabelText('First name'), { target: { value: 'Ken' } });
    expect(screen.getByText('You are booking for someone else.')).toBeTruthy();
    fireEvent.input(within(room1).getByLabelText('First name'), { target: { value: 'Hana' } });
    expect(screen.queryByText('You are booking for someone else.')).toBeNull();
  });
});
